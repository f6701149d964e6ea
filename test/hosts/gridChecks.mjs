// What every host proves in Chromium, as a person does it: the rows load, a click on "Code"
// sorts them through the backend, the Filters panel's Status narrows them through the backend,
// and "Next page" shows page 2. Each step checks what the person sees and the body the backend
// received (recorded by recordRequests.mjs in front of deliveries-mock-server).
import { readFileSync } from 'node:fs';

export const fail = (message) => {
  throw new Error(message);
};

/** The requests the backend received so far: `{ from: 'browser' | 'server', body }[]`. */
export const recordedRequests = (file) =>
  readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line));

/** The last body from `from` after the first `since` that has every field of `wanted`. */
const receivedBody = (file, wanted, from, since) =>
  recordedRequests(file)
    .slice(since)
    .findLast(
      (request) =>
        request.from === from &&
        Object.entries(wanted).every(
          ([key, value]) => JSON.stringify(request.body[key]) === JSON.stringify(value),
        ),
    )?.body;

/**
 * Fails unless the backend received a request from `from` with every field of `wanted` (a field
 * `undefined` must be absent), after its first `since` requests; returns the last such body.
 */
export function expectReceived(file, label, wanted, from = 'browser', since = 0) {
  const body = receivedBody(file, wanted, from, since);
  if (body === undefined) {
    const bodies = recordedRequests(file).map(
      (request) => `${request.from}: ${JSON.stringify(request.body)}`,
    );
    fail(
      `${label}: the backend received no ${from} request with ${JSON.stringify(wanted)}; it received:\n${bodies.join('\n')}`,
    );
  }
  return body;
}

/**
 * Fails unless the backend received a browser request with every field of `wanted` and the rows
 * on screen are its answer (the same body asked again of the mock server itself, unrecorded).
 */
async function expectAnswerShown({ requests, backendDirect, since }, label, wanted, rows) {
  const body = expectReceived(requests, label, wanted, 'browser', since);
  const response = await fetch(`${backendDirect}/api/deliveries`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()).map((delivery) => delivery.code);
  const shown = column(rows, 'Code');
  if (answer.join() !== shown.join()) {
    fail(
      `${label}: the grid shows ${shown.slice(0, 3).join(', ')} …, the backend answers ` +
        `${JSON.stringify(body)} with ${answer.slice(0, 3).join(', ')} …`,
    );
  }
}

/** A column's texts, its header found by its first word ("Code" also matches "Code ▲"). */
export const column = (rows, name) =>
  rows.map((row) => Object.entries(row).find(([header]) => header.startsWith(name))?.[1]);

/**
 * Runs in the page: the idle grid's rows (each row's cell texts by header text) when they match
 * `want`, else null. `want`: `count` rows, codes `ascending`, codes not `notCodes`, every status
 * `status`, the first code after `after`; `{}` matches any rows.
 */
function rowsMatching(want) {
  const root = document.querySelector('.deliveries-table');
  const table = root?.querySelector('table');
  if (!table || root.getAttribute('data-state') !== 'idle') return null;
  const headers = [...table.querySelectorAll('thead th')].map((th) => th.textContent.trim());
  // The cell's own text: a filter menu drawn in the row under the pointer is not its data.
  const cellText = (cell) => {
    const copy = cell.cloneNode(true);
    copy.querySelectorAll('.dt-cell-filter').forEach((menu) => menu.remove());
    return copy.textContent.trim();
  };
  const rows = [...table.querySelectorAll('tbody tr')].map((row) =>
    Object.fromEntries(
      [...row.children].map((cell, index) => [headers[index] || index, cellText(cell)]),
    ),
  );
  if (rows.length === 0) return null;
  const cells = (name) =>
    rows.map((row) => Object.entries(row).find(([header]) => header.startsWith(name))?.[1]);
  const codes = cells('Code');
  const ok =
    (want.count === undefined || rows.length === want.count) &&
    codes.every((code) => /^DLV-/.test(code)) &&
    (!want.ascending || codes.every((code, i) => i === 0 || codes[i - 1] < code)) &&
    (want.notCodes === undefined || codes.join() !== want.notCodes.join()) &&
    (want.status === undefined || cells('Status').every((status) => status === want.status)) &&
    (want.after === undefined || codes[0] > want.after);
  return ok ? rows : null;
}

/** Waits (checking on every frame) until the grid's rows match `want`, then returns them. */
export async function rowsWhen(page, label, want) {
  try {
    const handle = await page.waitForFunction(rowsMatching, want, {
      timeout: 15_000,
      polling: 'raf',
    });
    return await handle.jsonValue();
  } catch (error) {
    const rows = (await page.evaluate(rowsMatching, {}).catch(() => null)) ?? [];
    return fail(
      `${label}: waited for ${JSON.stringify(want)}; the grid shows ` +
        `${JSON.stringify(column(rows, 'Code').slice(0, 5))} …, statuses ` +
        `${JSON.stringify([...new Set(column(rows, 'Status'))])} (${error.message.split('\n')[0]})`,
    );
  }
}

/**
 * Sorts by "Code", filters Status "Delivered" in the Filters panel, then turns to page 2;
 * returns what each step showed. The page must show the grid's first page already. `site`:
 * `{ requests, backendDirect }`, the recorder's file and the mock server's own address.
 */
export async function sortFilterAndPage(page, site, { delivered = 4 } = {}) {
  // Only what this page asks counts (a host check may drive several pages on one backend).
  const backend = { ...site, since: recordedRequests(site.requests).length };
  const table = page.getByRole('table', { name: 'Deliveries' });
  const first = await rowsWhen(page, 'rows load', { count: 25 });
  const firstCodes = column(first, 'Code');

  await table.getByRole('button', { name: 'Code', exact: true }).click();
  const sorted = await rowsWhen(page, 'sort by "Code"', {
    count: 25,
    ascending: true,
    notCodes: firstCodes,
  });
  const sort = await table.getByRole('columnheader', { name: /^Code/ }).getAttribute('aria-sort');
  if (sort !== 'ascending') fail(`sort by "Code": aria-sort is "${sort}"`);
  const orderBy = { key: 'code', order: 'asc' };
  const sorting = { orderBy, filters: undefined, pageNumber: 1 };
  await expectAnswerShown(backend, 'sort by "Code"', sorting, sorted);

  await page.getByRole('button', { name: /^Filters/ }).click();
  const panel = page.getByRole('region', { name: 'Filters' });
  await panel.getByRole('combobox', { name: 'Status', exact: true }).click();
  await page.getByRole('option', { name: 'Delivered' }).click();
  await panel.getByRole('button', { name: 'Apply filters' }).click();
  // 25 rows: a full page, so there is a second one to turn to.
  const filtered = await rowsWhen(page, 'filter Status "Delivered"', {
    count: 25,
    ascending: true,
    status: 'Delivered',
  });
  const filters = { status: [delivered] };
  const filtering = { orderBy, filters, pageNumber: 1 };
  await expectAnswerShown(backend, 'filter Status "Delivered"', filtering, filtered);

  await page.getByRole('button', { name: 'Next page' }).click();
  await page.getByText('Page 2', { exact: true }).waitFor();
  const second = await rowsWhen(page, 'Next page', {
    ascending: true,
    status: 'Delivered',
    after: column(filtered, 'Code').at(-1),
  });
  // Page 2 may have been prefetched before the click: the backend received it either way.
  await expectAnswerShown(backend, 'Next page', { orderBy, filters, pageNumber: 2 }, second);
  return { first, sorted, filtered, second };
}

/**
 * Before the page loads: remembers the first grid table the HTML parser makes. A hydration
 * mismatch makes React throw the server's markup away and build a new table.
 */
export const rememberServerTable = (page) =>
  page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      const table = document.querySelector('.deliveries-table table');
      if (!table) return;
      window.serverTable = table;
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });

/** Fails when the table on screen is not the one the server sent (or no problem-free page). */
export async function expectHydrated(page, label, problems) {
  const kept = await page.evaluate(
    () => window.serverTable === document.querySelector('.deliveries-table table'),
  );
  if (!kept)
    fail(`${label}: hydration replaced the server's table (a mismatch):\n${problems.join('\n')}`);
  const styled = await page
    .getByRole('table', { name: 'Deliveries' })
    .evaluate((element) => getComputedStyle(element).borderCollapse);
  if (styled !== 'separate') fail(`${label}: deliveries-table/styles.css is not applied`);
  if (problems.length > 0)
    fail(`${label}: errors or warnings in the page:\n${problems.join('\n')}`);
}
