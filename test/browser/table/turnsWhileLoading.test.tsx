import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it, onTestFinished } from 'vitest';
import type { DeliveriesRequest } from '@src/api/types';
import { mockStatuses } from '@src/mocks/index';
import { renderGrid } from '../harness';
import { worker } from '../worker';
import { deferred } from '../../deferred';
import { dataset, expectedCodes, firstPage, shownCodes } from './deliveriesServer';

const generous = { timeout: 10_000 };
const statusOptions = mockStatuses.map(({ value, label, tone }) => ({ value, label, tone }));

/** Holds each request until `open`, then lets the reference backend answer it and any later. */
function holdTheServer() {
  const gates: ReturnType<typeof deferred<void>>[] = [];
  const sent: DeliveriesRequest[] = [];
  let open = false;
  worker.use(
    http.post('*/api/deliveries', async ({ request }) => {
      sent.push((await request.clone().json()) as DeliveriesRequest);
      const gate = deferred<void>();
      gates.push(gate);
      if (open) gate.resolve();
      await gate.promise;
    }),
  );
  const release = () => {
    open = true;
    gates.forEach((gate) => gate.resolve());
  };
  // A test that fails while requests are held lets them go.
  onTestFinished(release);
  return { sent, release };
}

const nextButton = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Next page' });
const pageLabel = () => document.querySelector('.dt-page')?.textContent;
const settled = () =>
  waitFor(
    () =>
      expect(screen.getByRole('table', { name: 'Deliveries' })).toHaveAttribute(
        'aria-busy',
        'false',
      ),
    generous,
  );
const sorted = { key: 'code', order: 'asc' } as const;

async function filterByDelivered(user: { click(element: Element): Promise<void> }) {
  await user.click(screen.getByRole('button', { name: /^Filters/ }));
  const panel = await screen.findByRole('region', { name: 'Filters' }, generous);
  await user.click(within(panel).getByRole('combobox', { name: 'Status' }));
  await user.click(await screen.findByRole('option', { name: 'Delivered' }, generous));
  await user.click(within(panel).getByRole('button', { name: 'Apply filters' }));
}

// Review finds: "Next page" was enabled while the rows on screen could not vouch for the page
// after, and its click was dropped without a word; and back on a list seen before, never taken.
describe('"Next page" pressed while an answer loads', () => {
  it('turns the page of a list seen before (its answer from the cache), as any list', async () => {
    const grid = await renderGrid(
      { statusOptions, locale: 'en-GB', timeZone: 'UTC' },
      { serve: dataset },
    ).ready(15_000);
    await filterByDelivered(grid.user);
    await waitFor(() => expect(grid.bodies.at(-1)?.filters).toEqual({ status: [4] }), generous);
    await settled();
    // Back to the first list: its page 1 comes from the cache, the filters an equal new object.
    await grid.user.click(await screen.findByRole('button', { name: 'Clear all' }, generous));
    await waitFor(() => expect(shownCodes()).toEqual(expectedCodes(firstPage)), generous);
    await settled();
    const sent = grid.bodies.length;
    await grid.user.click(nextButton());
    await waitFor(() => expect(pageLabel()).toBe('Page 2'), generous);
    expect(grid.bodies.slice(sent)).toContainEqual({ ...firstPage, pageNumber: 2 });
    await waitFor(
      () => expect(shownCodes()).toEqual(expectedCodes({ ...firstPage, pageNumber: 2 })),
      generous,
    );
  });

  it('twice while page 2 loads: page 3 once page 2 proves full, not one turn dropped', async () => {
    const grid = await renderGrid({}, { serve: dataset }).ready(15_000);
    await settled();
    const server = holdTheServer();
    await grid.user.click(nextButton());
    await waitFor(() => expect(server.sent).toEqual([{ ...firstPage, pageNumber: 2 }]), generous);
    expect(nextButton()).toBeEnabled();
    await grid.user.click(nextButton());
    // Not sent before page 2 says there is a page after it.
    expect(server.sent).toEqual([{ ...firstPage, pageNumber: 2 }]);
    server.release();
    await waitFor(() => expect(pageLabel()).toBe('Page 3'), generous);
    await waitFor(
      () => expect(shownCodes()).toEqual(expectedCodes({ ...firstPage, pageNumber: 3 })),
      generous,
    );
    expect(server.sent.filter((body) => body.pageNumber === 3)).not.toHaveLength(0);
    expect(server.sent.some((body) => body.pageNumber > 3)).toBe(false);
  });

  it('while a filter and then a sort load: page 2 of the sorted, filtered list', async () => {
    const grid = await renderGrid(
      { statusOptions, locale: 'en-GB', timeZone: 'UTC' },
      { serve: dataset },
    ).ready(15_000);
    await settled();
    const server = holdTheServer();
    await filterByDelivered(grid.user);
    await waitFor(() => expect(server.sent.at(-1)?.filters).toEqual({ status: [4] }), generous);
    await grid.user.click(screen.getByRole('button', { name: 'Code' }));
    await waitFor(() => expect(server.sent.at(-1)?.orderBy).toEqual(sorted), generous);
    // The rows shown are the unfiltered list's: the turn waits for the new list's first page.
    await grid.user.click(nextButton());
    server.release();
    const wanted = { ...firstPage, pageNumber: 2, orderBy: sorted, filters: { status: [4] } };
    expect(expectedCodes(wanted)).not.toHaveLength(0);
    await waitFor(() => expect(pageLabel()).toBe('Page 2'), generous);
    await waitFor(() => expect(shownCodes()).toEqual(expectedCodes(wanted)), generous);
    expect(server.sent).toContainEqual(wanted);
  });

  it('after a sort from a short last page: enabled, as that page proves the list runs on', async () => {
    // 120 deliveries, 25 a page: page 5 holds 20.
    const grid = await renderGrid({ initialState: { pageNumber: 5 } }, { serve: dataset }).ready(
      15_000,
    );
    await settled();
    expect(nextButton()).toBeDisabled();
    const server = holdTheServer();
    await grid.user.click(screen.getByRole('button', { name: 'Code' }));
    await waitFor(() => expect(server.sent).toEqual([{ ...firstPage, orderBy: sorted }]), generous);
    expect(pageLabel()).toBe('Page 1');
    expect(nextButton()).toBeEnabled();
    await grid.user.click(nextButton());
    server.release();
    await waitFor(() => expect(pageLabel()).toBe('Page 2'), generous);
    await waitFor(
      () =>
        expect(shownCodes()).toEqual(
          expectedCodes({ ...firstPage, pageNumber: 2, orderBy: sorted }),
        ),
      generous,
    );
  });
});
