import { rowCounts, variants } from './rounds.mjs';
import { againstFloor, median } from './stats.mjs';

const timed = [
  { key: 'firstRows', label: 'data arrival → rows painted' },
  { key: 'sorted', label: 'sorted answer → rows painted' },
];

/** Per-round samples of page loads → one entry per figure, row count and page, against the floor. */
export function summarize(samples) {
  const valuesOf = (key, rows, variant) =>
    samples
      .filter((sample) => sample.rows === rows && sample.variant === variant)
      .toSorted((a, b) => a.round - b.round)
      .map((sample) => sample[key]);
  const entry = (key, label, rows, variant) => ({
    figure: key,
    label,
    rows,
    page: variant,
    ...againstFloor(valuesOf(key, rows, variant), valuesOf(key, rows, 'floor')),
  });

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
  for (const { key, label } of timed) {
    for (const rows of rowCounts) {
      for (const variant of variants.slice(1)) {
        if (rows <= (variant.maxRows ?? Infinity))
          figures.push(entry(key, label, rows, variant.name));
      }
    }
  }
  return figures;
}
