import { screen, waitFor, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { DeliveriesRequest } from '@src/api/types';
import { generateDeliveries, type MockDelivery } from '@src/mocks/index';
import { holdRequests, renderGrid } from '../harness';
import { shownCodes } from './deliveriesServer';

/** A backend whose deliveries the test changes, as another operator would, between requests. */
const backend = (count: number): MockDelivery[] =>
  generateDeliveries(count, 33).map((delivery) => ({ ...delivery }));

// Unsorted, the reference backend answers in its dataset's order: one put first opens page 1.
const newest = (dataset: MockDelivery[], code: string): MockDelivery => ({ ...dataset[0]!, code });

const nextPage = () => screen.getByRole('button', { name: 'Next page' });

const codesIn = (container: HTMLElement) =>
  within(container)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).queryAllByRole('cell')[0]?.textContent ?? '');

/** Holds the first request `which` picks until the test ends; records what it picks. */
const hangFirst = (which: (body: DeliveriesRequest) => boolean) => holdRequests(which, 1).sent;

/** Ten a page with the look-ahead on, over `dataset`; ready once page 1 and its look-ahead are in. */
async function tenAPage(dataset: MockDelivery[], refresh: { intervalSeconds?: number } = {}) {
  const grid = await renderGrid(
    { refresh, initialState: { pageSize: 10 }, paging: { prefetchNextPage: true } },
    { serve: dataset },
  ).ready();
  // The first two (an auto-refresh may have asked again since, on a busy machine).
  await waitFor(() =>
    expect(grid.bodies.slice(0, 2).map((body) => body.pageNumber)).toEqual([1, 2]),
  );
  return grid;
}

describe('"Refresh" asks the server again for what the grid knows', () => {
  it('asks the look-ahead again: a delivery a refresh pushes onto page 2 can be reached', async () => {
    const dataset = backend(10);
    const grid = await tenAPage(dataset);
    // Ten deliveries, ten a page: the look-ahead finds page 2 empty, so there is no next page.
    await waitFor(() => expect(nextPage()).toBeDisabled());
    const pushedOut = dataset[9]!.code;

    dataset.unshift(newest(dataset, 'DLV-2026-777777'));
    await grid.user.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(shownCodes()[0]).toBe('DLV-2026-777777'));
    // Page 1 and its look-ahead are both asked again; page 2 now holds the eleventh delivery.
    await waitFor(() => expect(grid.bodies.map((body) => body.pageNumber)).toEqual([1, 2, 1, 2]));
    await waitFor(() => expect(nextPage()).toBeEnabled());
    await grid.user.click(nextPage());
    await waitFor(() => expect(shownCodes()).toEqual([pushedOut]));
  });

  it('shows page 2 as the server has it after a refresh, not as the look-ahead found it before', async () => {
    const dataset = backend(20);
    const grid = await tenAPage(dataset);
    const lastOfPage1 = dataset[9]!.code;

    dataset.unshift(newest(dataset, 'DLV-2026-888888'));
    const before = grid.bodies.length;
    await grid.user.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(shownCodes()[0]).toBe('DLV-2026-888888'));
    // The refresh's own look-ahead, by page number: a busy machine may have asked more besides.
    await waitFor(() =>
      expect(grid.bodies.slice(before).map((body) => body.pageNumber)).toContain(2),
    );
    await grid.user.click(nextPage());
    // The delivery pushed off page 1 opens page 2, once and only once.
    await waitFor(() => expect(shownCodes()[0]).toBe(lastOfPage1));
    expect(shownCodes().filter((code) => code === lastOfPage1)).toHaveLength(1);
    expect(shownCodes()).toHaveLength(10);
  });

  it('asks the look-ahead again with each auto-refresh', async () => {
    const dataset = backend(10);
    const grid = await tenAPage(dataset, { intervalSeconds: 1 });
    await waitFor(() => expect(nextPage()).toBeDisabled());
    const pushedOut = dataset[9]!.code;

    dataset.unshift(newest(dataset, 'DLV-2026-666666'));
    // Within a second or two (the interval) the page and its look-ahead are both asked again.
    await waitFor(() => expect(shownCodes()[0]).toBe('DLV-2026-666666'), { timeout: 30_000 });
    await waitFor(() => expect(nextPage()).toBeEnabled(), { timeout: 30_000 });
    await grid.user.click(nextPage());
    await waitFor(() => expect(shownCodes()[0]).toBe(pushedOut));
  });

  it('sends the request again when "Refresh" is pressed while the last one hangs', async () => {
    const dataset = backend(12);
    const grid = await renderGrid({ refresh: {} }, { serve: dataset }).ready();
    const sent = hangFirst(() => true);
    dataset.unshift(newest(dataset, 'DLV-2026-999999'));
    const refresh = screen.getByRole('button', { name: 'Refresh' });
    await grid.user.click(refresh);
    await waitFor(() => expect(sent).toHaveLength(1));
    // The person gives up waiting and presses it again: a new request goes, and its answer shows.
    await grid.user.click(refresh);
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toEqual(sent[0]);
    await waitFor(() => expect(shownCodes()[0]).toBe('DLV-2026-999999'));
    expect(grid.bodies).toHaveLength(2);
  });

  it('sends a page turn that hangs again, though no rows of that page are in yet', async () => {
    const dataset = backend(30);
    const grid = await renderGrid(
      { refresh: {}, initialState: { pageSize: 10 } },
      { serve: dataset },
    ).ready();
    const sent = hangFirst((body) => body.pageNumber === 2);
    await grid.user.click(nextPage());
    await waitFor(() => expect(sent).toHaveLength(1));
    await grid.user.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    await waitFor(() => expect(shownCodes()).toEqual(dataset.slice(10, 20).map((d) => d.code)));
  });
});

describe('"Refresh" asks again for its own list only', () => {
  it('leaves another grid on the same server alone', async () => {
    const dataset = backend(30);
    const queryClient = new QueryClient({
      defaultOptions: { queries: { refetchOnWindowFocus: false } },
    });
    // Grid A refreshes; grid B, ten a page without `refresh`, is a snapshot the host keeps.
    const a = await renderGrid({ refresh: {} }, { serve: dataset, queryClient }).ready();
    const b = renderGrid({ initialState: { pageSize: 10 } }, { queryClient });
    await waitFor(() => expect(codesIn(b.container)).toHaveLength(10));
    const shownInB = codesIn(b.container);
    const askedForB = () => a.bodies.filter((body) => body.pageSize === 10).length;
    expect(askedForB()).toBe(1);

    dataset.unshift(newest(dataset, 'DLV-2026-555555'));
    await a.user.click(within(a.container).getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(codesIn(a.container)[0]).toBe('DLV-2026-555555'));
    expect(askedForB()).toBe(1);
    expect(codesIn(b.container)).toEqual(shownInB);
  });
});
