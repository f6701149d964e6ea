// `node test/bench/chromium/cpuProfile.mjs [query] [runs]`: where the first answer's script time
// goes, self time by function over `runs` loads (default `rows=1000`, 5), native calls named by
// the functions that made them (a forced layout shows as getBoundingClientRect). BENCH_NAMES=1
// keeps names readable. BENCH_PAGE=floor.html profiles the floor the same way.
import { buildPages } from './driver/buildPages.mjs';
import { launchChromium, newQuietPage, viewport } from './driver/launchChromium.mjs';
import { servePages } from './driver/servePages.mjs';
const query = process.argv[2] ?? 'rows=1000';
const runs = Number(process.argv[3] ?? 5);
const server = await servePages(await buildPages());
const browser = await launchChromium();
const totals = new Map();
let totalMs = 0;
// `--select-all` also prints the click's own work per run (the bench's "work in the click").
const clicks = [];
try {
  for (let r = 0; r < runs; r++) {
    const context = await browser.newContext({ viewport });
    const page = await newQuietPage(context);
    await page.goto(`${server.origin}/${process.env.BENCH_PAGE ?? 'grid.html'}?${query}`);
    await page.waitForFunction(() => window.__bench?.mounted !== undefined);
    await page.evaluate(() => window.__bench.prepare());
    // `--select-all`: the rows first, then the profile of "Select all on this page" (selection=1).
    const selectAll = process.argv.includes('--select-all');
    if (selectAll) {
      await page.evaluate(() => window.__bench.deliver());
      await page.evaluate(() => window.__selection.checkboxesShown());
      await page.waitForTimeout(500);
    }
    const cdp = await context.newCDPSession(page);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    await cdp.send('Profiler.start');
    const timed = await page.evaluate(
      (all) => (all ? window.__selection.timeSelectAll() : window.__bench.deliver()),
      selectAll,
    );
    if (selectAll) clicks.push(timed.clickMs);
    const { profile } = await cdp.send('Profiler.stop');
    await context.close();
    const byId = new Map(profile.nodes.map((n) => [n.id, n]));
    const dt = profile.timeDeltas;
    let i = 0;
    for (const id of profile.samples) {
      const n = byId.get(id);
      const f = n.callFrame;
      let key = `${f.functionName || '(anon)'} ${f.url.split('/').pop()}:${f.lineNumber}`;
      if (!f.url) {
        // Native calls: name the JS chain that made them.
        const chain = [];
        let p = n;
        const parentOf = new Map(
          profile.nodes.flatMap((x) => (x.children ?? []).map((c) => [c, x])),
        );
        for (let k = 0; k < 4 && (p = parentOf.get(p.id)); k++)
          chain.push(p.callFrame.functionName || '(anon)');
        key += ' <- ' + chain.join(' <- ');
      }
      const ms = (dt[i++] ?? 0) / 1000;
      totalMs += ms;
      totals.set(key, (totals.get(key) ?? 0) + ms);
    }
  }
} finally {
  await browser.close();
  await server.close();
}
console.log('total ms per run', (totalMs / runs).toFixed(1));
if (clicks.length > 0) {
  const sorted = [...clicks].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)];
  console.log(
    'click ms',
    median.toFixed(1),
    'median of',
    clicks.map((ms) => ms.toFixed(1)).join(' '),
  );
}
for (const [k, v] of [...totals].sort((a, b) => b[1] - a[1]).slice(0, 35))
  console.log((v / runs).toFixed(2).padStart(7), k);
