// /url-state of the Next.js host: the grid's state lives in the link. Sorting, filtering and
// paging write it (a new page as a history entry, so Back turns it back), the link reopened
// renders that page on the server, and the browser hydrates it without fetching it again.
import { column, expectReceived, fail, recordedRequests, rowsWhen } from '../gridChecks.mjs';
import { checkRoute } from './routeCheck.mjs';

export async function checkUrlStateRoute(browser, site, { library, checkServerHtml }) {
  const { defaultQueryState, parseDeliveriesState, serializeDeliveriesState } = library;
  const sortedAndFiltered = {
    ...defaultQueryState,
    orderBy: { key: 'code', order: 'asc' },
    filters: { status: [4] },
  };
  const linkOf = (page) => URL.parse(page.url())?.searchParams.get('deliveries');
  const expectLink = (page, label, state) => {
    const wanted = serializeDeliveriesState(state);
    if (linkOf(page) !== wanted)
      fail(`/url-state ${label}: the link is ${page.url()}, not ?deliveries=${wanted}`);
  };
  const secondPage = { ...sortedAndFiltered, pageNumber: 2 };

  await checkRoute(browser, site, '/url-state', async (page, steps) => {
    expectLink(page, 'after Next page', secondPage);
    // Back: the page before, from the same list (the page change was a history entry).
    await page.goBack();
    expectLink(page, 'after Back', sortedAndFiltered);
    await page.getByText('Page 1', { exact: true }).waitFor();
    const back = await rowsWhen(page, 'Back', { count: 25, ascending: true, status: 'Delivered' });
    if (column(back, 'Code').join() !== column(steps.filtered, 'Code').join()) {
      fail('/url-state: Back does not show the first page of the filtered list');
    }

    // The link of page 2 opened anew: the server renders that page, the browser keeps it.
    const link = `/url-state?deliveries=${encodeURIComponent(serializeDeliveriesState(secondPage))}`;
    await checkServerHtml('/url-state link', link, secondPage);
    // The next page may be prefetched after hydration; page 2 itself must not be fetched.
    const fetches = () =>
      recordedRequests(site.requests).filter(
        ({ from, body }) => from === 'browser' && body.pageNumber === 2,
      ).length;
    const browserFetches = fetches();
    await page.goto(new URL(link, site.siteUrl).href);
    const reopened = await rowsWhen(page, 'the link reopened', {
      ascending: true,
      status: 'Delivered',
    });
    if (column(reopened, 'Code').join() !== column(steps.second, 'Code').join()) {
      fail(`/url-state: the link ${link} does not show the page it was copied from`);
    }
    await page.getByText('Page 2', { exact: true }).waitFor();
    const { orderBy, filters } = sortedAndFiltered;
    expectReceived(
      site.requests,
      'the link reopened',
      { orderBy, filters, pageNumber: 2 },
      'server',
    );
    if (fetches() !== browserFetches) fail('/url-state: the browser fetched the linked page again');
    const { state, problem } = parseDeliveriesState(linkOf(page));
    if (problem !== null || state.pageNumber !== 2) fail(`/url-state: the link reads ${problem}`);
  });
}
