// Checks the built Next.js app (next start) against the tarball's reference backend, route by
// route, as a crawler and a person see it:
// /server-component  a server component renders DeliveriesTable itself: the table in the HTML,
//                    its rows loaded by the browser;
// /                  the first page prefetched on the server: its rows in the HTML, for the
//                    default state and for a link's, and not fetched again by the browser;
// /url-state         the state in the link: server-rendered from it, then written back to it
//                    through the history API (urlStateCheck.mjs).
// On each, Chromium hydrates the server's markup without a mismatch, a warning or an error, and
// a sort by "Code", the Filters panel's Status and "Next page" reach the backend (the bodies it
// received, as recordRequests.mjs wrote them down) and show the rows they ask for.
// Usage: node check.mjs APP_DIR NEXT_URL BACKEND_URL BACKEND_DIRECT_URL REQUESTS_FILE NEXT_LOG
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../../systemChromium.mjs';
import { fail, recordedRequests } from '../gridChecks.mjs';
import { checkRoute } from './routeCheck.mjs';
import { installedLibrary, serverHtmlCheck } from './serverHtml.mjs';
import { checkUrlStateRoute } from './urlStateCheck.mjs';

const [appDir, siteUrl, backendUrl, backendDirect, requests, serverLog] = process.argv.slice(2);
const library = await installedLibrary(appDir);
const { defaultQueryState, serializeDeliveriesState, toDeliveriesRequest } = library;
// The same time zone as app/gridSettings.ts: the server's request, and so the backend's answer.
const timeZone = 'UTC';
const checkServerHtml = serverHtmlCheck({ library, siteUrl, backendDirect, serverLog, timeZone });
const site = { siteUrl, backendUrl, backendDirect, requests };

// /server-component: the table and its skeleton rows in the HTML, no data yet.
const bare = await fetch(new URL('/server-component', siteUrl));
const bareHtml = await bare.text();
if (bare.status !== 200 || !/<table[^>]*aria-label="Deliveries"/.test(bareHtml)) {
  fail(`/server-component answered ${bare.status} without the "Deliveries" table`);
}
if (!/<tbody[^>]*data-state="loading"/.test(bareHtml)) fail('/server-component: no skeleton rows');

// /: the default state, a sorted and filtered link, a link the parser refuses.
const first = await checkServerHtml('/ default', '/', defaultQueryState);
const linked = {
  ...defaultQueryState,
  orderBy: { key: 'customerBusinessPartnerName', order: 'asc' },
  filters: { status: [4] },
};
const link = `?deliveries=${encodeURIComponent(serializeDeliveriesState(linked))}`;
const linkedPage = await checkServerHtml('/ link', `/${link}`, linked);
if (linkedPage.wanted[0] === first.wanted[0]) fail(`the link ${link} shows the default first row`);
const refused = await checkServerHtml(
  '/ unread link',
  '/?deliveries=%7B%22page%22%3A2%7D',
  defaultQueryState,
);
if (!refused.html.includes('role="status"')) fail('the unread link gave no problem text');

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
try {
  await checkRoute(browser, site, '/server-component');

  const prefetched = JSON.stringify(toDeliveriesRequest(defaultQueryState, { timeZone }));
  const fetchedAgain = () =>
    recordedRequests(requests).filter(
      ({ from, body }) => from === 'browser' && JSON.stringify(body) === prefetched,
    ).length;
  // /server-component fetched the default page in the browser; / must not.
  const before = fetchedAgain();
  await checkRoute(browser, site, '/');
  if (fetchedAgain() !== before) {
    fail('/: the browser fetched the first page again although the server prefetched it');
  }

  await checkUrlStateRoute(browser, site, { library, checkServerHtml });
} finally {
  await browser.close();
}
