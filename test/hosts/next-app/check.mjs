// Checks the built Next.js app (next start) against the tarball's reference backend, as a person
// and a crawler see it: the server's HTML already holds the first page's rows (prefetched in a
// server component), for the default state and for a link's state; then Chromium hydrates that
// markup without a mismatch or a console error, and a click on "Code" sorts through the backend.
// Usage: node check.mjs APP_DIR http://127.0.0.1:NEXT_PORT http://127.0.0.1:BACKEND_PORT NEXT_LOG
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../../systemChromium.mjs';
import { watchPage } from '../../pageWatch.mjs';

const [appDir, siteUrl, backendUrl, serverLog] = process.argv.slice(2);
const fail = (message) => {
  throw new Error(message);
};

// The package as the app installed it from the tarball, not the repository's own build.
const installed = join(appDir, 'node_modules', 'deliveries-table');
const { exports } = JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8'));
const library = await import(pathToFileURL(join(installed, exports['.'].import)).href);
const { createDeliveriesClient, defaultQueryState, serializeDeliveriesState, toDeliveriesRequest } =
  library;

// The same settings as app/gridSettings.ts: the server's request, and so the backend's answer.
const timeZone = 'UTC';
const client = createDeliveriesClient({ baseUrl: backendUrl });
const expectedCodes = async (state) =>
  (await client.queryDeliveries(toDeliveriesRequest(state, { timeZone }))).map((row) => row.code);

const serverError = /Attempted to call \S+ from the server/;
// The first cell of each body row in the server's HTML (the RSC payload in <script> also holds
// the codes: only the rendered table counts).
const renderedCodes = (html) => {
  const body = /<tbody[^>]*data-state="idle"[^>]*>([\s\S]*?)<\/tbody>/.exec(html)?.[1];
  if (body === undefined) return null;
  return [...body.matchAll(/<tr\b[^>]*>\s*<td\b[^>]*>([\s\S]*?)<\/td>/g)].map(([, cell]) =>
    cell.replace(/<[^>]+>/g, '').trim(),
  );
};
const checkServerHtml = async (label, search, state) => {
  const response = await fetch(new URL(search, siteUrl));
  const html = await response.text();
  // The error that says which function a server component got as a client reference.
  const said = serverError.exec(html) ?? serverError.exec(readFileSync(serverLog, 'utf8'));
  if (said) fail(`${label}: GET ${search} answered ${response.status}: ${said[0]}`);
  if (response.status !== 200) fail(`${label}: GET ${search} answered ${response.status}`);
  const shown = renderedCodes(html);
  const wanted = await expectedCodes(state);
  if (JSON.stringify(shown) !== JSON.stringify(wanted)) {
    fail(
      `${label}: the server's HTML should show ${wanted.length} rows ${wanted.slice(0, 3).join(', ')} …, ` +
        `shows ${shown === null ? 'no idle table body' : JSON.stringify(shown.slice(0, 3))}`,
    );
  }
  process.stdout.write(
    `server HTML (${label}): ${shown.length} rows, ${shown[0]} … ${shown.at(-1)}\n`,
  );
  return { html, wanted };
};

// (1) The default state, (2) a sorted and filtered link, (3) a link the parser refuses.
const first = await checkServerHtml('default', '/', defaultQueryState);
const linked = {
  ...defaultQueryState,
  orderBy: { key: 'customerBusinessPartnerName', order: 'asc' },
  filters: { status: [4] },
};
const link = serializeDeliveriesState(linked);
const linkedPage = await checkServerHtml(
  'link',
  `/?deliveries=${encodeURIComponent(link)}`,
  linked,
);
if (linkedPage.wanted[0] === first.wanted[0]) fail(`the link ${link} shows the default first row`);
const refused = await checkServerHtml(
  'unread link',
  '/?deliveries=%7B%22page%22%3A2%7D',
  defaultQueryState,
);
if (!refused.html.includes('role="status"')) fail('the unread link gave no problem text');

// (4) Chromium: hydration keeps the server's table, and the grid sorts through the backend.
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
try {
  const page = await browser.newPage();
  const { problems, bodies } = watchPage(page, {
    endpoint: `${backendUrl}/api/deliveries`,
    warnings: true,
  });
  // The table element the HTML parser made: a hydration mismatch makes React replace it.
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      const table = document.querySelector('.deliveries-table table');
      if (!table) return;
      window.serverTable = table;
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });

  await page.goto(siteUrl);
  const table = page.getByRole('table', { name: 'Deliveries' });
  const codes = () => table.locator('tbody tr td:first-child').allTextContents();
  const shown = await codes();
  if (JSON.stringify(shown) !== JSON.stringify(first.wanted))
    fail(`Chromium shows ${JSON.stringify(shown.slice(0, 3))} …`);

  const sortedAnswer = page.waitForResponse(
    (response) =>
      response.url() === `${backendUrl}/api/deliveries` &&
      JSON.parse(response.request().postData() ?? 'null')?.orderBy?.key === 'code',
  );
  await table.getByRole('button', { name: 'Code', exact: true }).click();
  const sortedFirst = (await (await sortedAnswer).json())[0]?.code;
  if (sortedFirst === undefined || sortedFirst === first.wanted[0]) {
    fail(`sorting by code answered ${sortedFirst}, not a different first row`);
  }
  await page.waitForFunction(
    (code) => document.querySelector('.deliveries-table tbody tr td')?.textContent === code,
    sortedFirst,
  );
  const sort = await table.getByRole('columnheader', { name: /Code/ }).getAttribute('aria-sort');
  if (sort !== 'ascending') fail(`"Code" has aria-sort="${sort}" after one click`);

  const kept = await page.evaluate(
    () => window.serverTable === document.querySelector('.deliveries-table table'),
  );
  if (!kept) fail(`hydration replaced the server's table (a mismatch):\n${problems.join('\n')}`);
  const firstRequest = JSON.stringify(toDeliveriesRequest(defaultQueryState, { timeZone }));
  if (bodies.some((body) => JSON.stringify(body) === firstRequest)) {
    fail('the browser fetched the first page again although the server prefetched it');
  }
  if (problems.length > 0) fail(`errors in the page:\n${problems.join('\n')}`);
  process.stdout.write(
    `chromium: hydrated the server's table (${shown[0]} …), sorted by "Code" through the backend ` +
      `(${sortedFirst} first); requests from the browser: ${bodies.length}, none for the prefetched page\n`,
  );
} finally {
  await browser.close();
}
