// Scratch: interleaved loads of chosen pages, medians. node probe.mjs ROUNDS 'name|page|query' ...
import { buildPages } from './driver/buildPages.mjs';
import { launchBareChromium } from './driver/bareChromium.mjs';
import { servePages } from './driver/servePages.mjs';
import { timePageLoad } from './driver/firstRows.mjs';
import { median } from './driver/stats.mjs';
const [roundsArg, ...specs] = process.argv.slice(2);
const variants = specs.map((s) => { const [name, page, query] = s.split('|'); return { name, page, query }; });
const server = await servePages(await buildPages());
const bare = await launchBareChromium();
const samples = Object.fromEntries(variants.map((v) => [v.name, []]));
try {
  for (const v of variants) await timePageLoad(bare, `${server.origin}/${v.page}?${v.query}`);
  for (let r = 0; r < Number(roundsArg); r++)
    for (let i = 0; i < variants.length; i++) {
      const v = variants[(i + r) % variants.length];
      samples[v.name].push(await timePageLoad(bare, `${server.origin}/${v.page}?${v.query}`));
    }
} finally { await bare.close(); await server.close(); }
const base = variants[0].name;
const m = (name, key) => median(samples[name].map((s) => s[key]));
for (const v of variants) {
  const parts = ['mount', 'firstRows', 'sorted', 'sortedLater'].map((k) => `${k} ${m(v.name, k).toFixed(1)} (×${(m(v.name, k) / m(base, k)).toFixed(2)})`);
  console.log(v.name.padEnd(24), parts.join('  '));
}
