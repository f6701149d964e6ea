import { viewport } from './launchChromium.mjs';
import { openInstantGrid, sentRequests, turnPage } from './gridPage.mjs';

const search = 'Berlin DHL';
const keyDelayMs = 175;
// Back and forth over visited pages: 1→4, 4→1, 1→4.
const paging = [
  ...[2, 3, 4].map((n) => ['Next page', n]),
  ...[3, 2, 1].map((n) => ['Previous page', n]),
  ...[2, 3, 4].map((n) => ['Next page', n]),
];

/** Requests of `requests` by page number: the page's own (page 1) and look-aheads. */
function byPage(requests) {
  const pages = requests.map((request) => request.pageNumber);
  return { total: pages.length, pages, repeats: pages.length - new Set(pages).size };
}

/** Requests the grid sends while a person types a search, then while paging back and forth. */
export async function countGridRequests(browser, origin) {
  const context = await browser.newContext({ viewport });
  try {
    let page = await openInstantGrid(context, origin);
    const beforeTyping = (await sentRequests(page)).length;
    await page.getByRole('searchbox', { name: 'Search deliveries' }).click();
    await page.keyboard.type(search, { delay: keyDelayMs });
    // The debounce (300 ms), the answer and the look-ahead it triggers, with room to spare.
    await page.waitForTimeout(1000);
    const typing = byPage((await sentRequests(page)).slice(beforeTyping));
    await page.close();

    page = await openInstantGrid(context, origin);
    for (const [button, pageNumber] of paging) await turnPage(page, button, pageNumber);
    await page.waitForTimeout(300);
    const pagingRequests = byPage(await sentRequests(page));
    return {
      typing: { text: search, keyDelayMs, ...typing },
      paging: { clicks: paging.length, ...pagingRequests },
    };
  } finally {
    await context.close();
  }
}
