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
afterEach(() => removeStylesheet());

const dataset = generateDeliveries(40, 5);
const code = (index: number) => dataset[index]!.code;
const renderGrid = gridRenderer({
  statusOptions: mockStatuses,
  initialState: { pageSize: 5 },
  paging: { prefetchNextPage: false },
  detail: { render: (delivery: Delivery) => <p>{`Customer of ${delivery.code}`}</p> },
});
const dataRows = () =>
  within(screen.getByRole('table', { name: 'Deliveries' }))
    .getAllByRole('row')
    .filter((row) => row.hasAttribute('data-index'));
const details = () => screen.getByRole('complementary', { name: /^Delivery / });

describe('a page turn of J that the person paged away from', () => {
  it('is over: the page it asked for, coming later, leaves the details on their delivery', async () => {
    // Page 2's first answer waits until the test lets it through: a slow server.
    const secondPage = deferred<void>();
    let held = true;
    worker.use(
      http.post('*/api/deliveries', async ({ request }) => {
        const text = await request.text();
        if (held && (JSON.parse(text) as { pageNumber: number }).pageNumber === 2) {
          held = false;
          await secondPage.promise;
        }
        return serveNormally(
          new Request(request.url, { method: 'POST', headers: request.headers }),
          text,
          dataset,
        );
      }),
    );
    const grid = await renderGrid().ready(10_000);
    dataRows()[4]!.focus();
    await grid.user.keyboard('{Enter}');
    await screen.findByRole('complementary', { name: `Delivery ${code(4)}` });
    // J from the last row asks for page 2; the person pages back before it comes.
    await grid.user.keyboard('j');
    await screen.findByText('Page 2');
    await grid.user.click(screen.getByRole('button', { name: 'Previous page' }));
    await screen.findByText('Page 1');
    secondPage.resolve();
    // Later, page 2 by the pager: the details stay on the delivery they showed.
    await grid.user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(dataRows()[0]).toHaveAttribute('data-key', code(5)), {
      timeout: 10_000,
    });
    await waitFor(() =>
      expect(screen.getByRole('table', { name: 'Deliveries' })).toHaveAttribute(
        'aria-busy',
        'false',
      ),
    );
    expect(details()).toHaveAccessibleName(`Delivery ${code(4)}`);
  });
});
