import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { page } from 'vitest/browser';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Delivery } from '@src/index';
import { generateDeliveries, mockStatuses } from '@src/mocks/index';
import { serveNormally } from '@src/mocks/faultHandler';
import { deferred } from '../../deferred';
import { gridRenderer, observedClient } from '../harness';
import { worker } from '../worker';

// The details beside the rows, as on a laptop.
beforeAll(() => page.viewport(1280, 800));
afterAll(() => page.viewport(414, 896));

const dataset = generateDeliveries(40, 5);
const code = (index: number) => dataset[index]!.code;
const renderGrid = gridRenderer({
  statusOptions: mockStatuses,
  initialState: { pageSize: 5 },
  paging: { prefetchNextPage: false },
  refresh: {},
  detail: { render: (delivery: Delivery) => <p>{`Customer of ${delivery.code}`}</p> },
});
const table = () => screen.getByRole('table', { name: 'Deliveries' });
const dataRows = () =>
  within(table())
    .getAllByRole('row')
    .filter((row) => row.hasAttribute('data-index'));
const generous = { timeout: 10_000 };
// Let through once the test is over, passed or failed: a hanging answer keeps MSW's worker.
let hanging = deferred<void>();
afterEach(() => {
  hanging.resolve();
  hanging = deferred<void>();
});

describe('a refresh while J and K wait for a page', () => {
  it('asks that page again and the queued keys are taken from the delivery they started at', async () => {
    // Page 2's first answer hangs: a slow server, which the refresh aborts and asks again.
    const asked: number[] = [];
    worker.use(
      http.post('*/api/deliveries', async ({ request }) => {
        const text = await request.text();
        const { pageNumber } = JSON.parse(text) as { pageNumber: number };
        asked.push(pageNumber);
        if (pageNumber === 2 && asked.filter((ask) => ask === 2).length === 1)
          await hanging.promise;
        return serveNormally(
          new Request(request.url, { method: 'POST', headers: request.headers }),
          text,
          dataset,
        );
      }),
    );
    const { client, signals } = observedClient();
    const grid = await renderGrid({ client }).ready(10_000);
    dataRows()[4]!.focus();
    await grid.user.keyboard('{Enter}');
    await screen.findByRole('complementary', { name: `Delivery ${code(4)}` }, generous);
    // J from the last row turns to page 2; a second J is queued for the page it waits for.
    await grid.user.keyboard('j');
    await screen.findByText('Page 2', {}, generous);
    await grid.user.keyboard('j');
    await grid.user.click(screen.getByRole('button', { name: 'Refresh' }));

    // The hanging ask is given up, page 2 asked once more, and the two J land on its second row.
    await waitFor(
      () =>
        expect(screen.getByRole('complementary', { name: /^Delivery / })).toHaveAccessibleName(
          `Delivery ${code(6)}`,
        ),
      generous,
    );
    expect(dataRows()[1]).toHaveAttribute('data-key', code(6));
    expect(asked).toEqual([1, 2, 2]);
    expect(signals.map((signal) => signal.aborted)).toEqual([false, true, false]);
    // The refresh of a page that had not come marks nothing new or changed.
    expect(table().querySelector('[data-change]')).toBeNull();
    hanging.resolve();
    await waitFor(() => expect(table()).toHaveAttribute('aria-busy', 'false'), generous);
    expect(screen.getByRole('complementary', { name: /^Delivery / })).toHaveAccessibleName(
      `Delivery ${code(6)}`,
    );
  });
});
