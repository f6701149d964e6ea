// `node test/bench/chromium/answerPhases.mjs 'PAGE?QUERY' …`: where one answer's time goes, from
// `__bench.deliver()` handing it over to the frame that shows it, per page: median ms of each
// phase of a Chromium trace over RUNS loads (default 5), the pages loaded in turn. A page
// ending in `|base` is BASE_REPO's (another checkout's pages, as abProbe.mjs loads them). Script first (FunctionCall, TimerFire:
// react-query's notify), then the frame (UpdateLayoutTree is style). Nested events of one name
// (Paint inside Paint) are each counted, on every page alike. `?css=…` on grid.html adds a rule,
// so one experiment is `'grid.html?rows=100&css=' + encodeURIComponent(rule)`. Example:
//   node test/bench/chromium/answerPhases.mjs 'floor.html?rows=100' 'grid.html?rows=100'
import { buildPages } from './driver/buildPages.mjs';
import { serveBaseRepoPages } from './driver/baseRepoPages.mjs';
import { launchChromium, newQuietPage, viewport } from './driver/launchChromium.mjs';
import { servePages } from './driver/servePages.mjs';
import { median } from './driver/stats.mjs';
import { traceDuring } from './driver/traceDuring.mjs';

const pages = process.argv.slice(2);
if (pages.length === 0) throw new Error("Name at least one page, e.g. 'grid.html?rows=100'.");
const runs = Number(process.env.RUNS ?? 5);
const phases = [
  'FunctionCall',
  'TimerFire',
  'UpdateLayoutTree',
  'Layout',
  'PrePaint',
  'Paint',
  'Layerize',
  'Commit',
];

/** One load of `spec`, its first answer traced: ms of the whole and of each phase. */
async function traceOneAnswer(browser, origin, spec) {
  const context = await browser.newContext({ viewport });
  try {
    const page = await newQuietPage(context);
    await page.goto(`${origin}/${spec}`);
    await page.evaluate(() => window.__bench.mounted);
    await page.evaluate(() => window.__bench.prepare());
    const session = await context.newCDPSession(page);
    const { events, result: timed } = await traceDuring(
      session,
      'devtools.timeline,disabled-by-default-devtools.timeline,blink.user_timing',
      () => page.evaluate(() => window.__bench.deliver()),
    );
    // The harness marks the moment it hands the answer over (benchHarness.ts).
    const start = events.find((event) => event.name === 'bench:deliver')?.ts;
    if (start === undefined) throw new Error('No bench:deliver mark in the trace.');
    const end = start + timed.ms * 1000;
    const totals = { ms: timed.ms, committed: timed.committedMs };
    for (const event of events) {
      if (event.ph !== 'X' || typeof event.dur !== 'number') continue;
      if (event.ts < start || event.ts > end || !phases.includes(event.name)) continue;
      totals[event.name] = (totals[event.name] ?? 0) + event.dur / 1000;
    }
    return totals;
  } finally {
    await context.close();
  }
}

const server = await servePages(await buildPages());
const baseServer = await serveBaseRepoPages();
const browser = await launchChromium();
const loads = new Map(pages.map((spec) => [spec, []]));
try {
  // In turn, so a machine that slows down for a while slows every page alike.
  for (let run = 0; run < runs; run++)
    for (const spec of pages) {
      const [path, which] = spec.split('|');
      const origin = which === 'base' ? baseServer?.origin : server.origin;
      if (!origin) throw new Error(`${spec}: set BASE_REPO to load another checkout's pages.`);
      loads.get(spec).push(await traceOneAnswer(browser, origin, path));
    }
  for (const [spec, traced] of loads) {
    const shown = ['ms', 'committed', ...phases]
      .map((key) => `${key} ${median(traced.map((load) => load[key] ?? 0)).toFixed(1)}`)
      .join('  ');
    console.log(`${spec.length > 60 ? `${spec.slice(0, 57)}…` : spec}\n  ${shown}`);
  }
} finally {
  await browser.close();
  await server.close();
  await baseServer?.close();
}
