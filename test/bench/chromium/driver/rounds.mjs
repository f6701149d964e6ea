import { sortLatencyOf, timePageLoad } from './firstRows.mjs';

export const rowCounts = [100, 1000, 10_000];

/**
 * Rows the virtualized grid draws in its first frame at the bench's viewport (the rows in
 * view and one more): the second floor draws as many. The report prints both pages' counts.
 */
export const rowsInView = 16;

/** The floor that draws every row: what "× floor" divides by. */
export const floorName = 'floor';
/** The floor that draws only the first `rowsInView` rows: the least a virtualized grid can do. */
export const inViewFloorName = `floor, first ${rowsInView} rows drawn`;

/** The pages compared. */
export const variants = [
  { name: floorName, page: 'floor.html', query: '' },
  { name: inViewFloorName, page: 'floor.html', query: `&drawn=${rowsInView}`, minRows: 1000 },
  { name: 'grid', page: 'grid.html', query: '' },
  // The same grid with row selection on: what `selection` costs a first load and a sort.
  { name: 'grid, selection', page: 'grid.html', query: '&selection=1' },
  {
    name: 'grid, virtualizeAbove=Infinity',
    page: 'grid.html',
    query: '&virtualizeAbove=Infinity',
    maxRows: 1000,
  },
];

/** Every variant and row count once per round, interleaved; one page load each. */
export async function timeRounds(browser, origin, rounds, onRound) {
  const urlOf = (variant, rows) => `${origin}/${variant.page}?rows=${rows}${variant.query}`;
  // Not recorded: the first loads also pay for Chromium's and V8's own warm-up.
  for (const variant of variants) await timePageLoad(browser, urlOf(variant, 100));
  const samples = [];
  for (let round = 0; round < rounds; round++) {
    for (const rows of rowCounts) {
      const here = variants.filter(
        (variant) => rows >= (variant.minRows ?? 0) && rows <= (variant.maxRows ?? Infinity),
      );
      // Rotated each round, so no page always loads first.
      for (let index = 0; index < here.length; index++) {
        const variant = here[(index + round) % here.length];
        const timing = await timePageLoad(
          browser,
          urlOf(variant, rows),
          sortLatencyOf(round, rounds),
        );
        samples.push({ round, rows, variant: variant.name, ...timing });
      }
    }
    onRound(round + 1);
  }
  return samples;
}
