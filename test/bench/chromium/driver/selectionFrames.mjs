import { acrossRuns, frameStats, refreshMs } from './frameStats.mjs';
import { inPage } from './inPage.mjs';
import { newQuietPage, viewport } from './launchChromium.mjs';
import { median } from './stats.mjs';

const rows = 10_000;
const repeats = 3;
// The scroll of scrollFrames.mjs: the same brisk wheel, so the two runs compare.
const scroll = { durationMs: 2000, stepPx: 40, checks: 4 };
const settleMs = 200;

/**
 * A page of 10,000 rows with selection on: "Select all on this page" timed from the click to
 * the frame showing the drawn rows ticked, then the scripted scroll through the selected page.
 */
async function selectAllOnce(browser, origin) {
  const context = await browser.newContext({ viewport });
  try {
    const page = await newQuietPage(context);
    await page.goto(`${origin}/grid.html?rows=${rows}&selection=1`);
    await inPage(page, 'mount', () => window.__bench.mounted);
    await page.evaluate(() => window.__bench.prepare());
    await inPage(page, 'rows', () => window.__bench.deliver());
    await inPage(page, 'checkboxes', () => window.__selection.checkboxesShown());
    await page.waitForTimeout(settleMs);
    const cdp = await context.newCDPSession(page);
    await cdp.send('HeapProfiler.collectGarbage');
    const selected = await inPage(page, 'select all', () => window.__selection.timeSelectAll());
    await page.waitForTimeout(settleMs);
    await cdp.send('HeapProfiler.collectGarbage');
    const run = await inPage(page, 'scroll', (options) => window.__bench.scroll(options), scroll);
    const stillTicked = await page.evaluate(() => window.__selection.everyDrawnRowTicked());
    return {
      selectAllMs: selected.ms,
      clickMs: selected.clickMs,
      drawnChecked: selected.drawnChecked,
      stillTicked,
      idleMedianMs: frameStats(run.idleFrames).medianMs,
      ...frameStats(run.scrollFrames),
      checks: run.checks,
    };
  } finally {
    await context.close();
  }
}

/** Select all on a 10,000-row page, `repeats` runs: the click's frame, then a scroll's frames. */
export async function measureSelectAll(browser, origin) {
  const runs = [];
  for (let repeat = 0; repeat < repeats; repeat++) runs.push(await selectAllOnce(browser, origin));
  return {
    rows,
    repeats,
    refreshMs,
    selectAllMs: median(runs.map((run) => run.selectAllMs)),
    selectAllMaxMs: Math.max(...runs.map((run) => run.selectAllMs)),
    clickMs: median(runs.map((run) => run.clickMs)),
    drawnChecked: median(runs.map((run) => run.drawnChecked)),
    stillTicked: runs.every((run) => run.stillTicked),
    scroll: acrossRuns(runs),
  };
}
