import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DeliveriesRequest } from '@src/api/types';
import { queryDeliveries } from '@src/mocks/index';
import { renderGrid } from '../harness';
import { shownCodes } from '../table/deliveriesServer';
import {
  catchDownloads,
  dataset,
  gridRequest,
  holdPage,
  matchingCodes,
  readCsv,
  serveReference,
} from './exportHarness';

afterEach(() => {
  vi.restoreAllMocks();
});

const english = new Intl.NumberFormat('en');

const codesOf = (request: DeliveriesRequest) =>
  queryDeliveries(dataset, request).map((delivery) => delivery.code);

describe('"Export all matching" while the person pages and sorts the grid', () => {
  it('exports the request it started from; the grid shows its own pages meanwhile', async () => {
    const received = serveReference();
    const files = catchDownloads();
    const user = userEvent.setup();
    const grid = renderGrid({
      initialState: { orderBy: gridRequest.orderBy!, filters: gridRequest.filters! },
    });
    const { container } = await grid.ready();
    const page1 = { ...gridRequest, pageNumber: 1 };
    await waitFor(() => expect(shownCodes()).toEqual(codesOf(page1)));
    const exportArea = within(container.querySelector<HTMLElement>('.dt-export')!);

    // The export's page 2 (500 rows; the grid asks for 25) waits until released.
    const page2 = holdPage(2, 500);
    const page2OfGrid = { ...gridRequest, pageNumber: 2 };
    const byCode: DeliveriesRequest = {
      ...page1,
      orderBy: { key: 'code', order: 'asc' },
    };
    try {
      await user.click(screen.getByRole('button', { name: 'Export' }));
      await user.click(screen.getByRole('menuitem', { name: 'Export all matching (CSV)' }));
      await page2.held;

      // The export waits on its page 2; the grid pages and sorts regardless.
      await user.click(screen.getByRole('button', { name: 'Next page' }));
      await waitFor(() => expect(shownCodes()).toEqual(codesOf(page2OfGrid)));
      await user.click(screen.getByRole('button', { name: 'Code' }));
      await waitFor(() => expect(shownCodes()).toEqual(codesOf(byCode)));
      expect(exportArea.getByRole('progressbar', { name: 'Exporting deliveries' })).toBeTruthy();
    } finally {
      page2.release();
    }

    const expected = matchingCodes(gridRequest);
    await waitFor(() =>
      expect(exportArea.getByRole('status').textContent).toBe(
        `Exported ${english.format(expected.length)} deliveries.`,
      ),
    );
    const [, ...records] = await readCsv(files[0]!);
    expect(records.map((record) => record[0])).toEqual(expected);
    expect(files).toHaveLength(1);

    // Every export page (and the empty one after the last) kept the search, sort and filters.
    const exportBodies = received.filter((body) => body.pageSize === 500);
    expect(exportBodies).toEqual(
      Array.from({ length: Math.ceil(expected.length / 500) + 1 }, (_, index) => ({
        ...gridRequest,
        pageNumber: index + 1,
        pageSize: 500,
      })),
    );
    // The grid asked for its three pages once each, and still shows the last one.
    expect(received.filter((body) => body.pageSize === 25)).toEqual([page1, page2OfGrid, byCode]);
    expect(shownCodes()).toEqual(codesOf(byCode));
  });
});
