// Opens the Vite host's built, server-rendered page in Chromium (served by `vite preview`) against
// the reference backend, and checks what a person sees and what the backend receives: the
// server's rows at once and hydration without a mismatch; then (gridChecks.mjs) a sort by "Code",
// the Filters panel's Status and "Next page", each through the backend; then the keyboard
// shortcuts and the debounced quick search.
// Usage: node check.mjs PAGE_URL BACKEND_URL BACKEND_DIRECT_URL REQUESTS_FILE
import { chromium } from 'playwright';
import { chromiumArgs, chromiumPath } from '../../systemChromium.mjs';
import { watchPage } from '../../pageWatch.mjs';
import {
  column,
  expectHydrated,
  expectReceived,
  fail,
  recordedRequests,
  rememberServerTable,
  rowsWhen,
  sortFilterAndPage,
} from '../gridChecks.mjs';

const [url, backendUrl, backendDirect, requests] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
try {
  const page = await browser.newPage();
  const { problems } = watchPage(page, { endpoint: `${backendUrl}/api/deliveries` });
  await rememberServerTable(page);
  await page.goto(url);
  // Hydrated: the grid answers, and the server's first page was not fetched again.
  await page.waitForFunction(
    () => document.querySelector('.deliveries-table')?.getAttribute('data-state') === 'idle',
  );
  expectReceived(requests, 'server render', { pageNumber: 1 }, 'server');

  const { first, second } = await sortFilterAndPage(page, { requests, backendDirect });
  const [prefetch] = recordedRequests(requests).filter(({ from }) => from === 'server');
  const again = recordedRequests(requests).filter(
    ({ from, body }) =>
      from === 'browser' && JSON.stringify(body) === JSON.stringify(prefetch.body),
  );
  if (again.length > 0)
    fail('the browser fetched the first page again although the server sent it');

  // The grid's hooks on the host's React: Alt+ArrowLeft turns back a page, "/" focuses the
  // quick search, and what is typed there is sent once typing stops.
  await page.keyboard.press('Alt+ArrowLeft');
  await page.getByText('Page 1', { exact: true }).waitFor();
  await page.keyboard.press('/');
  const search = page.getByRole('searchbox', { name: 'Search deliveries' });
  if (!(await search.evaluate((element) => element === document.activeElement))) {
    fail('"/" did not focus the quick search');
  }
  const wanted = column(second, 'Code')[3];
  await page.keyboard.type(wanted);
  const found = await rowsWhen(page, `quick search "${wanted}"`, { count: 1 });
  if (column(found, 'Code')[0] !== wanted) fail(`the quick search shows ${column(found, 'Code')}`);
  expectReceived(requests, 'quick search', { quickSearch: wanted });

  await expectHydrated(page, 'vite-app', problems);
  process.stdout.write(
    `chromium: hydrated ${first.length} server-rendered rows (${column(first, 'Code')[0]} …), ` +
      `sorted by "Code", filtered to Delivered, page 2 (${column(second, 'Code')[0]} …), ` +
      `page 1 again by Alt+ArrowLeft, ${wanted} alone by the quick search; ` +
      `the backend received ${recordedRequests(requests).length} requests\n`,
  );
} finally {
  await browser.close();
}
