import { refreshMs } from './frameStats.mjs';

/**
 * How long after its request the bench's server sends the timed sorted answer, at least: past
 * the click's own frame and before the rows dim (0.1 s), as a quick server on a near network
 * would. The answer sent at once is timed too; it lands while that frame is in flight.
 */
export const sortLatencyMs = 50;

/**
 * The sorted answer's latency in round `round` of `rounds`: `sortLatencyMs` plus an even share
 * of one display beat. Chromium starts a frame at once only just after a beat and otherwise
 * waits for the next one, so where in the beat an answer lands can add up to 16.7 ms; a fixed
 * latency would land every answer of a page at the same place, spread ones as a server's do.
 *
 * @example
 * ```js
 * sortLatencyOf(0, 2); // 54.2 ms; the other round gets 62.5
 * ```
 */
export function sortLatencyOf(round, rounds) {
  return sortLatencyMs + ((round + 0.5) / rounds) * refreshMs;
}

/**
 * One page load in a fresh context of a bare Chromium (`launchBareChromium`): mount time, then
 * data arrival to painted rows for the first page and for two sorts by code, each a new answer
 * of new row objects: ascending answered at once, then descending answered `sortLatency` ms
 * after its request.
 */
export async function timePageLoad(browser, url, sortLatency = sortLatencyMs) {
  const page = await browser.newPage();
  try {
    await page.goto(url);
    const mount = await page.evaluate('mount', 'window.__bench.mounted');
    await page.evaluate('prepare', 'window.__bench.prepare()');
    // Same heap state before each timed answer: preparing the data left garbage behind.
    await page.collectGarbage();
    const firstRows = await page.evaluate('first rows', 'window.__bench.deliver()');
    await page.collectGarbage();
    await page.click('table thead button', 'Code');
    const sorted = await page.evaluate('sorted rows', 'window.__bench.deliver()');
    await page.collectGarbage();
    await page.click('table thead button', 'Code');
    const sortedLater = await page.evaluate(
      'sorted rows after latency',
      `window.__bench.deliver({ afterRequestMs: ${sortLatency} })`,
    );
    return {
      mount,
      firstRows: firstRows.ms,
      sorted: sorted.ms,
      sortedLater: sortedLater.ms,
      // Of each, the ms until its rows were in the document; the rest is their frame.
      firstRowsCommitted: firstRows.committedMs,
      sortedCommitted: sorted.committedMs,
      sortedLaterCommitted: sortedLater.committedMs,
      firstRowsDrawn: firstRows.drawnRows,
      sortedDrawn: sorted.drawnRows,
      sortedLaterDrawn: sortedLater.drawnRows,
      settleMs: page.settled.waitedMs,
      settled: page.settled.quiet,
    };
  } finally {
    await page.close();
  }
}
