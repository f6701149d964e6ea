// One route of the Next.js host in Chromium: opened, hydrated without a mismatch, a warning or
// an error, then sorted, filtered and paged through the backend (gridChecks.mjs) without a
// request to the Next.js server.
import { watchPage } from '../../pageWatch.mjs';
import {
  column,
  expectHydrated,
  fail,
  rememberServerTable,
  sortFilterAndPage,
} from '../gridChecks.mjs';

/**
 * Opens `path` in a fresh page and drives it; `then(page, steps)` checks more before the page's
 * problems are read. Returns what each step showed.
 */
export async function checkRoute(browser, site, path, then) {
  const { siteUrl, backendUrl } = site;
  const page = await browser.newPage();
  try {
    const { problems } = watchPage(page, {
      endpoint: `${backendUrl}/api/deliveries`,
      warnings: true,
    });
    // A router navigation asks the Next.js server for the route's RSC payload: a round trip.
    const roundTrips = [];
    page.on('request', (request) => {
      if (request.url().startsWith(siteUrl) && request.headers()['rsc'] === '1') {
        roundTrips.push(request.url());
      }
    });
    await rememberServerTable(page);
    await page.goto(new URL(path, siteUrl).href);
    const steps = await sortFilterAndPage(page, site).catch((error) => {
      const trips =
        roundTrips.length > 0 ? `\n(requests to the Next.js server: ${roundTrips.join(', ')})` : '';
      throw new Error(`${path}: ${error.message}${trips}`);
    });
    if (roundTrips.length > 0) {
      fail(
        `${path}: sorting, filtering and paging asked the Next.js server: ${roundTrips.join(', ')}`,
      );
    }
    await then?.(page, steps);
    await expectHydrated(page, path, problems);
    process.stdout.write(
      `chromium ${path}: hydrated, ${column(steps.first, 'Code')[0]} … first, sorted by "Code", ` +
        `filtered to Delivered, page 2 (${column(steps.second, 'Code')[0]} …) through the backend, ` +
        `no request to the Next.js server\n`,
    );
    return steps;
  } finally {
    await page.close();
  }
}
