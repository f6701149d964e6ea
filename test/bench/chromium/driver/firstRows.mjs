/**
 * One page load in a fresh context of a bare Chromium (`launchBareChromium`): mount time, then
 * data arrival to painted rows for the first page and for a sort by code (a new answer, new row
 * objects in the other order).
 */
export async function timePageLoad(browser, url) {
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
    return {
      mount,
      firstRows: firstRows.ms,
      sorted: sorted.ms,
      firstRowsDrawn: firstRows.drawnRows,
      sortedDrawn: sorted.drawnRows,
      settleMs: page.settled.waitedMs,
      settled: page.settled.quiet,
    };
  } finally {
    await page.close();
  }
}
