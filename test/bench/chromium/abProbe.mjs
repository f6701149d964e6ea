// `node test/bench/chromium/abProbe.mjs ROUNDS 'name|page|query[|base]' …`: a quick A/B of
// chosen pages, loaded interleaved in one bare Chromium, medians and ratios to the first one.
// BASE_REPO=/path/to/another/checkout builds that checkout's pages too (a worktree of another
// commit); a variant ending in `|base` loads them. Example, this commit against main's:
//   BASE_REPO=/work/wt-base node test/bench/chromium/abProbe.mjs 7 \
//     'floor|floor.html|rows=100' 'now|grid.html|rows=100' 'main|grid.html|rows=100|base'
import { buildPages } from './driver/buildPages.mjs';
import { serveBaseRepoPages } from './driver/baseRepoPages.mjs';
import { launchBareChromium } from './driver/bareChromium.mjs';
import { servePages } from './driver/servePages.mjs';
import { timePageLoad } from './driver/firstRows.mjs';
import { median } from './driver/stats.mjs';
const [roundsArg, ...specs] = process.argv.slice(2);
const variants = specs.map((s) => {
  const [name, page, query, which] = s.split('|');
  return { name, page, query, which };
});
const server = await servePages(await buildPages());
const baseServer = await serveBaseRepoPages();
const originOf = (v) => (v.which === 'base' ? baseServer.origin : server.origin);
const bare = await launchBareChromium();
const samples = Object.fromEntries(variants.map((v) => [v.name, []]));
try {
  for (const v of variants) await timePageLoad(bare, `${originOf(v)}/${v.page}?${v.query}`);
  for (let r = 0; r < Number(roundsArg); r++)
    for (let i = 0; i < variants.length; i++) {
      const v = variants[(i + r) % variants.length];
      samples[v.name].push(await timePageLoad(bare, `${originOf(v)}/${v.page}?${v.query}`));
    }
} finally {
  await bare.close();
  await server.close();
  await baseServer?.close();
}
const base = variants[0].name;
const m = (name, key) => median(samples[name].map((s) => s[key]));
for (const v of variants) {
  const parts = ['mount', 'firstRows', 'sorted', 'sortedLater'].map(
    (k) => `${k} ${m(v.name, k).toFixed(1)} (×${(m(v.name, k) / m(base, k)).toFixed(2)})`,
  );
  console.log(v.name.padEnd(24), parts.join('  '));
  // Where each answer's time went: until its rows were in the document, then their frame.
  // Pages built before the harness said so have no commit time.
  if (samples[v.name].some((s) => s.firstRowsCommitted === undefined)) continue;
  const split = ['firstRows', 'sortedLater'].map((k) => {
    const committed = m(v.name, `${k}Committed`);
    return `${k} committed ${committed.toFixed(1)} + frame ${(m(v.name, k) - committed).toFixed(1)}`;
  });
  console.log(''.padEnd(24), split.join('  '));
}
