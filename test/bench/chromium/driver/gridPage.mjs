import { newQuietPage } from './launchChromium.mjs';

/** Opens the grid (25 rows a page) with a server answering full pages at once; waits for page 1. */
export async function openInstantGrid(context, origin) {
  const page = await newQuietPage(context);
  await page.goto(`${origin}/grid.html?server=instant`);
  await waitForGridPage(page, 1);
  return page;
}

/** Waits until the grid shows page `pageNumber` with its rows and no request for it running. */
export function waitForGridPage(page, pageNumber) {
  return page.waitForFunction(
    (label) =>
      document.querySelector('table[aria-busy="false"] tbody td') !== null &&
      [...document.querySelectorAll('nav span')].some((span) => span.textContent === label),
    `Page ${pageNumber}`,
  );
}

/** Clicks a paging button and waits for the page it leads to. */
export async function turnPage(page, button, pageNumber) {
  await page.getByRole('button', { name: button, exact: true }).click();
  await waitForGridPage(page, pageNumber);
}

/** The requests the page has sent so far. */
export function sentRequests(page) {
  return page.evaluate(() => window.__bench.requests);
}
