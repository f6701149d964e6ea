export function median(values) {
  const sorted = values.toSorted((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** The `p`-th percentile (0–100) by nearest rank: always one of `values`. */
export function percentile(values, p) {
  const sorted = values.toSorted((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)];
}

/**
 * A figure against the floor, both measured once per round: medians of each and the median
 * of the per-round ratios (a round's noise hits both pages, so the ratio is the steadier figure).
 */
export function againstFloor(values, floorValues) {
  return {
    median: median(values),
    min: Math.min(...values),
    max: Math.max(...values),
    floorMedian: median(floorValues),
    ratio: median(values.map((value, round) => value / floorValues[round])),
    values,
    floorValues,
  };
}
