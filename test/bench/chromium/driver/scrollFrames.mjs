import { acrossRuns, frameStats, refreshMs } from './frameStats.mjs';
import { inPage } from './inPage.mjs';
import { newQuietPage, viewport } from './launchChromium.mjs';

const rows = 10_000;
const repeats = 3;
// About 2,400 px/s: a brisk wheel scroll, many rows a second through the grid's window.
const scroll = { durationMs: 2000, stepPx: 40, checks: 4 };
// The grid's look-ahead request goes out after its rows paint: its answer lands in this wait.
const settleMs = 200;
const pages = [
  { name: 'floor', page: 'floor.html' },
  { name: 'grid', page: 'grid.html' },
];

/** One page load in a fresh context with `rows` rows painted, then one scripted scroll. */
async function scrollOnce(browser, url) {
  const context = await browser.newContext({ viewport });
  try {
    const page = await newQuietPage(context);
    await page.goto(url);
    await inPage(page, 'mount', () => window.__bench.mounted);
    await page.evaluate(() => window.__bench.prepare());
    await inPage(page, 'rows', () => window.__bench.deliver());
    await page.waitForTimeout(settleMs);
    // Loading 10,000 rows left garbage behind: collected now, not during the scroll.
    const cdp = await context.newCDPSession(page);
    await cdp.send('HeapProfiler.collectGarbage');
    const run = await inPage(page, 'scroll', (options) => window.__bench.scroll(options), scroll);
    return {
      idleMedianMs: frameStats(run.idleFrames).medianMs,
      ...frameStats(run.scrollFrames),
      checks: run.checks,
    };
  } finally {
    await context.close();
  }
}

/** Frame figures of a scripted scroll through 10,000 rows, grid and floor, `repeats` runs each. */
export async function measureScrolling(browser, origin) {
  const runs = { floor: [], grid: [] };
  for (let repeat = 0; repeat < repeats; repeat++) {
    // Rotated each repeat, so neither page always goes first.
    for (let index = 0; index < pages.length; index++) {
      const { name, page } = pages[(index + repeat) % pages.length];
      runs[name].push(await scrollOnce(browser, `${origin}/${page}?rows=${rows}`));
    }
  }
  return {
    rows,
    repeats,
    refreshMs,
    ...scroll,
    grid: acrossRuns(runs.grid),
    floor: acrossRuns(runs.floor),
  };
}
