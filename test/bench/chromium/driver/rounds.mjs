import { timePageLoad } from './firstRows.mjs';

export const rowCounts = [100, 1000, 10_000];

/** The pages compared; the floor is what every ratio divides by. */
export const variants = [
  { name: 'floor', page: 'floor.html', query: '' },
  { name: 'grid', page: 'grid.html', query: '' },
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
      const here = variants.filter((variant) => rows <= (variant.maxRows ?? Infinity));
      // Rotated each round, so no page always loads first.
      for (let index = 0; index < here.length; index++) {
        const variant = here[(index + round) % here.length];
        const timing = await timePageLoad(browser, urlOf(variant, rows));
        samples.push({ round, rows, variant: variant.name, ...timing });
      }
    }
    onRound(round + 1);
  }
  return samples;
}
