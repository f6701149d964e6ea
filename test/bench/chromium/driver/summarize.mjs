import { rowCounts, variants } from './rounds.mjs';
import { againstFloor } from './stats.mjs';

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

  // Mount does not depend on the page size; it is taken from the 100-row loads.
  const figures = [entry('mount', 'navigation → empty grid painted', 100, 'grid')];
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
