import { viewport } from './launchChromium.mjs';
import { openInstantGrid, turnPage } from './gridPage.mjs';

/** Used JS heap after a full GC (twice: weak references need a second pass to go). */
async function usedHeapAfterGc(cdp) {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  return (await cdp.send('Runtime.getHeapUsage')).usedSize;
}

/** The grid's JS heap after 10 and after 200 "Next page" changes (each a new page of 25 rows). */
export async function measureHeapGrowth(browser, origin) {
  const context = await browser.newContext({ viewport });
  try {
    const page = await openInstantGrid(context, origin);
    const cdp = await context.newCDPSession(page);
    let pageNumber = 1;
    const pageForwardUntil = async (changes) => {
      while (pageNumber - 1 < changes) await turnPage(page, 'Next page', ++pageNumber);
    };
    const [early, late] = [10, 200];
    await pageForwardUntil(early);
    const after10 = await usedHeapAfterGc(cdp);
    await pageForwardUntil(late);
    const after200 = await usedHeapAfterGc(cdp);
    return { after10, after200, growth: after200 - after10, changesBetween: late - early };
  } finally {
    await context.close();
  }
}
