import { sortLatencyMs } from './firstRows.mjs';
import { refreshMs } from './frameStats.mjs';
import { floorName, inViewFloorName, rowCounts, variants } from './rounds.mjs';
import { againstFloor, median } from './stats.mjs';

const timed = [
  { key: 'firstRows', drawnKey: 'firstRowsDrawn', label: 'data arrival → rows painted' },
  {
    key: 'sortedLater',
    drawnKey: 'sortedLaterDrawn',
    label: `sorted answer ${sortLatencyMs}–${Math.round(sortLatencyMs + refreshMs)} ms after its request → rows painted`,
  },
  {
    key: 'sorted',
    drawnKey: 'sortedDrawn',
    label: "sorted answer at once, during the click's frame → rows painted",
  },
];
const inViewFloor = variants.find((variant) => variant.name === inViewFloorName);

/** Per-round samples of page loads → one entry per figure, row count and page, against the floor. */
export function summarize(samples) {
  const valuesOf = (key, rows, variant) =>
    samples
      .filter((sample) => sample.rows === rows && sample.variant === variant)
      .toSorted((a, b) => a.round - b.round)
      .map((sample) => sample[key]);
  const entry = ({ key, drawnKey, label }, rows, variant) => {
    const values = valuesOf(key, rows, variant);
    const figure = {
      figure: key,
      label,
      rows,
      page: variant,
      drawnRows: median(valuesOf(drawnKey, rows, variant)),
      ...againstFloor(values, valuesOf(key, rows, floorName)),
    };
    // A virtualized grid is also set against the floor that draws as many rows as it does.
    if (variant === 'grid' && rows >= inViewFloor.minRows) {
      const { floorMedian, ratio } = againstFloor(values, valuesOf(key, rows, inViewFloorName));
      Object.assign(figure, { inViewFloorMedian: floorMedian, inViewRatio: ratio });
    }
    return figure;
  };

  // Mount does not depend on the page size, so every load of a round measures it (three per
  // page). A round's value is the median of its loads: one load alone made the ratio swing
  // by ±×0.3 from round to round, its denominator as much as its numerator.
  const mountOf = (variant) =>
    [...new Set(samples.map((sample) => sample.round))]
      .toSorted((a, b) => a - b)
      .map((round) =>
        median(
          samples
            .filter((sample) => sample.round === round && sample.variant === variant)
            .map((sample) => sample.mount),
        ),
      );
  const figures = [
    {
      figure: 'mount',
      label: "navigation → empty grid painted (a round's median of 3 loads)",
      rows: undefined,
      page: 'grid',
      ...againstFloor(mountOf('grid'), mountOf('floor')),
    },
  ];
  for (const figure of timed) {
    for (const rows of rowCounts) {
      for (const variant of variants) {
        if (
          variant.name !== floorName &&
          rows >= (variant.minRows ?? 0) &&
          rows <= (variant.maxRows ?? Infinity)
        )
          figures.push(entry(figure, rows, variant.name));
      }
    }
  }
  return figures;
}
