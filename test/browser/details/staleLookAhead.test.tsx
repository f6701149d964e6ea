import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { http } from 'msw';
import type { Delivery } from '@src/index';
import { generateDeliveries, mockStatuses } from '@src/mocks/index';
import { serveNormally } from '@src/mocks/faultHandler';
import { deferred } from '../../deferred';
import { gridRenderer } from '../harness';
import { addLibraryStylesheet } from '../theme/themeHelpers';
import { worker } from '../worker';

// The details beside the rows, as on a laptop.
let removeStylesheet = () => {};
beforeEach(async () => {
  removeStylesheet = addLibraryStylesheet();
  await page.viewport(1280, 800);
});
// A held answer is let through after each test, passed or not: nothing waits on it for good.
let releaseHeld = () => {};
afterEach(() => {
  releaseHeld();
  removeStylesheet();
});

const dataset = generateDeliveries(40, 5);
const code = (index: number) => dataset[index]!.code;
const dataRows = () =>
  within(screen.getByRole('table', { name: 'Deliveries' }))
    .getAllByRole('row')
    .filter((row) => row.hasAttribute('data-index'));

/**
 * The grid on pages of 5 with the look-ahead, page 2 fetched and then stale (as after 30 s on
 * page 1), every request after that held until `release`: page 2 is asked for again slowly.
 */
async function onStalePageOne(placement: 'side' | 'inline') {
  const held = deferred<void>();
  releaseHeld = () => held.resolve();
  let holding = false;
  const pages: number[] = [];
  worker.use(
    http.post('*/api/deliveries', async ({ request }) => {
      const text = await request.text();
      pages.push((JSON.parse(text) as { pageNumber: number }).pageNumber);
      if (holding) await held.promise;
      const plain = new Request(request.url, { method: 'POST', headers: request.headers });
      return serveNormally(plain, text, dataset);
    }),
  );
  const grid = await gridRenderer({
    statusOptions: mockStatuses,
    initialState: { pageSize: 5 },
    paging: { prefetchNextPage: true },
    detail: { render: (delivery: Delivery) => <p>{`Customer of ${delivery.code}`}</p>, placement },
  })().ready(10_000);
  await waitFor(() => expect(pages).toEqual([1, 2]), { timeout: 10_000 });
  await grid.queryClient.invalidateQueries({ refetchType: 'none' });
  holding = true;
  dataRows()[4]!.focus();
  await grid.user.keyboard('{Enter}');
  return { grid, release: () => held.resolve() };
}

describe('J onto a look-ahead page gone stale, asked for again', () => {
  it('opens its first delivery from the rows shown at once; never "not on this page"', async () => {
    const { grid, release } = await onStalePageOne('side');
    const panel = await screen.findByRole('complementary', { name: `Delivery ${code(4)}` });
    await waitFor(() => expect(panel.contains(document.activeElement)).toBe(true));
    const notices: string[] = [];
    const observer = new MutationObserver(() =>
      notices.push(document.querySelector('.dt-detail')?.textContent ?? ''),
    );
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    await grid.user.keyboard('j');
    // Before page 2's new answer: its first delivery, from the rows drawn.
    await screen.findByRole('complementary', { name: `Delivery ${code(5)}` }, { timeout: 10_000 });
    observer.disconnect();
    release();
    expect(notices.filter((text) => text.includes('is not on this page'))).toEqual([]);
  });

  it('keeps inline details and focus, and takes a second J in the meantime', async () => {
    const { grid, release } = await onStalePageOne('inline');
    const region = await screen.findByRole('region', { name: `Delivery ${code(4)}` });
    await waitFor(() => expect(region.contains(document.activeElement)).toBe(true));
    await grid.user.keyboard('j');
    const landed = await screen.findByRole(
      'region',
      { name: `Delivery ${code(5)}` },
      { timeout: 10_000 },
    );
    await waitFor(() => expect(landed.contains(document.activeElement)).toBe(true));
    await grid.user.keyboard('j');
    await screen.findByRole('region', { name: `Delivery ${code(6)}` }, { timeout: 10_000 });
    release();
  });
});
