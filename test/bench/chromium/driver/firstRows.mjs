import { inPage } from './inPage.mjs';
import { viewport } from './launchChromium.mjs';

/**
 * One page load in a fresh context: mount time, then data arrival to painted rows for the
 * first page and for a sort by code (a new answer, new row objects in the other order).
 */
export async function timePageLoad(browser, url) {
  const context = await browser.newContext({ viewport });
  try {
    const page = await context.newPage();
    await page.goto(url);
    const mount = await inPage(page, 'mount', () => window.__bench.mounted);
    await page.evaluate(() => window.__bench.prepare());
    const cdp = await context.newCDPSession(page);
    // Same heap state before each timed answer: preparing the data left garbage behind.
    await cdp.send('HeapProfiler.collectGarbage');
    const firstRows = await inPage(page, 'first rows', () => window.__bench.deliver());
    await cdp.send('HeapProfiler.collectGarbage');
    await page.getByRole('button', { name: 'Code', exact: true }).click();
    const sorted = await inPage(page, 'sorted rows', () => window.__bench.deliver());
    return {
      mount,
      firstRows: firstRows.ms,
      sorted: sorted.ms,
      firstRowsDrawn: firstRows.drawnRows,
      sortedDrawn: sorted.drawnRows,
    };
  } finally {
    await context.close();
  }
}
