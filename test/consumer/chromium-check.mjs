// Opens the consumer app's built, server-rendered page in Chromium (served by `vite preview`)
// against the reference backend, and checks what a person sees: the server's rows at once,
// hydration without a mismatch, a page change answered by the backend, the keyboard shortcuts
// and the debounced quick search.
// Usage: node chromium-check.mjs http://127.0.0.1:PORT/ http://127.0.0.1:BACKEND_PORT
import { chromium } from 'playwright';
import { chromiumArgs, chromiumPath } from '../systemChromium.mjs';
import { watchPage } from '../pageWatch.mjs';

const [url, backendUrl] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });

const fail = (message) => {
  throw new Error(message);
};
try {
  const page = await browser.newPage();
  const { problems, bodies } = watchPage(page, { endpoint: `${backendUrl}/api/deliveries` });

  await page.goto(url);
  const table = page.getByRole('table', { name: 'Deliveries' });
  const codes = () => table.locator('tbody tr td:first-child').allTextContents();
  const firstPage = await codes();
  if (firstPage.length !== 25 || !firstPage.every((code) => /^DLV-/.test(code))) {
    fail(`the server-rendered page should show 25 deliveries, shows ${JSON.stringify(firstPage)}`);
  }

  // Hydrated: the grid answers clicks, and the next page comes from the reference backend.
  const next = page.getByRole('button', { name: 'Next page' });
  await page.waitForFunction(
    () => document.querySelector('.deliveries-table')?.getAttribute('data-state') === 'idle',
  );
  await next.click();
  await page.getByText('Page 2', { exact: true }).waitFor();
  await page.waitForFunction((previous) => {
    const cells = [...document.querySelectorAll('.deliveries-table tbody tr td:first-child')];
    const shown = cells.map((cell) => cell.textContent);
    return shown.length === 25 && shown[0] !== previous;
  }, firstPage[0]);
  const secondPage = await codes();
  if (!bodies.some((body) => body?.pageNumber === 2)) fail('page 2 was not asked of the backend');
  if (!bodies.every((body) => body?.pageNumber !== 1)) {
    fail('page 1 was fetched again in the browser although the server sent it');
  }

  // The grid's hooks on the host's React: Alt+ArrowLeft turns back a page, "/" focuses the
  // quick search, and what is typed there is sent once typing stops.
  await page.keyboard.press('Alt+ArrowLeft');
  await page.getByText('Page 1', { exact: true }).waitFor();
  await page.keyboard.press('/');
  const search = page.getByRole('searchbox', { name: 'Search deliveries' });
  if (!(await search.evaluate((element) => element === document.activeElement))) {
    fail('"/" did not focus the quick search');
  }
  const wanted = secondPage[3];
  await page.keyboard.type(wanted);
  await page.waitForFunction((code) => {
    const cells = [...document.querySelectorAll('.deliveries-table tbody tr td:first-child')];
    return cells.length === 1 && cells[0].textContent === code;
  }, wanted);
  if (!bodies.some((body) => body?.quickSearch === wanted)) {
    fail(`the quick search "${wanted}" was not sent to the backend`);
  }

  const styled = await table.evaluate((element) => getComputedStyle(element).borderCollapse);
  if (styled !== 'separate') fail('deliveries-table/styles.css is not applied');
  if (problems.length > 0) fail(`errors in the page:\n${problems.join('\n')}`);
  process.stdout.write(
    `chromium: hydrated ${firstPage.length} server-rendered rows (${firstPage[0]} …), ` +
      `then page 2 from the backend (${secondPage[0]} …), page 1 again by Alt+ArrowLeft, ` +
      `and ${wanted} alone by the quick search; requests: ${bodies.length}\n`,
  );
} finally {
  await browser.close();
}
