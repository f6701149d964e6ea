import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { generateDeliveries, mockStatuses } from '@src/mocks/index';
import { PlainDeliveriesGrid } from '../../../stories/headless/PlainDeliveriesGrid';
import { firstRows, renderGrid, serveReference } from '../harness';

const dataset = generateDeliveries(60, 23);
const shared = {
  statusOptions: mockStatuses,
  locale: 'en-GB',
  timeZone: 'Europe/Berlin',
  initialState: { pageSize: 10 },
  paging: { prefetchNextPage: false },
} as const;

/** Every data row's cells as a person reads them. */
async function shownRows(): Promise<string[][]> {
  return (await firstRows()).map((row) =>
    within(row)
      .getAllByRole('cell')
      // The cells' own text: a filter menu drawn in a hovered row is not the row's data.
      .map((cell) => {
        const copy = cell.cloneNode(true) as Element;
        copy.querySelectorAll('.dt-cell-filter').forEach((menu) => menu.remove());
        return copy.textContent ?? '';
      }),
  );
}

/** Waits until the rows change from `before`, then reads them. */
async function rowsAfter(before: string[][]): Promise<string[][]> {
  let rows = before;
  // Settled: a busy table may still show the rows it had, or those of a look-ahead.
  await expect
    .poll(
      async () => {
        if (document.querySelector('table[aria-busy="true"]')) return before;
        rows = await shownRows();
        return rows;
      },
      { timeout: 10_000 },
    )
    .not.toEqual(before);
  return rows;
}

/** The same visit in either grid: first page, sort by Code, next page, a search. */
async function visit(search: (text: string) => Promise<void>) {
  const user = userEvent.setup();
  const seen = [await shownRows()];
  await user.click(screen.getByRole('button', { name: 'Code' }));
  seen.push(await rowsAfter(seen.at(-1)!));
  await user.click(screen.getByRole('button', { name: 'Next page' }));
  seen.push(await rowsAfter(seen.at(-1)!));
  await search('DHL');
  seen.push(await rowsAfter(seen.at(-1)!));
  return seen;
}

describe('a plain-markup grid on useDeliveriesGrid', () => {
  it('sends the same bodies and shows the same rows as DeliveriesTable', async () => {
    const tableGrid = renderGrid(shared, { serve: dataset });
    await tableGrid.ready();
    const tableSeen = await visit(async (text) => {
      await tableGrid.user.type(screen.getByRole('searchbox', { name: 'Search deliveries' }), text);
    });
    const tableBodies = [...tableGrid.bodies];
    tableGrid.unmount();

    const plainBodies = serveReference(dataset);
    render(
      <QueryClientProvider client={new QueryClient()}>
        <PlainDeliveriesGrid baseUrl="" {...shared} />
      </QueryClientProvider>,
    );
    const plainSeen = await visit(async (text) => {
      const user = userEvent.setup();
      await user.type(screen.getByRole('searchbox', { name: 'Search deliveries' }), text);
      await user.click(screen.getByRole('button', { name: 'Search' }));
    });

    expect(plainBodies).toEqual(tableBodies);
    expect(tableBodies.map((body) => [body.pageNumber, body.orderBy, body.quickSearch])).toEqual([
      [1, undefined, ''],
      [1, { key: 'code', order: 'asc' }, ''],
      [2, { key: 'code', order: 'asc' }, ''],
      [1, { key: 'code', order: 'asc' }, 'DHL'],
    ]);
    expect(plainSeen).toEqual(tableSeen);
    expect(plainSeen[3]!.length).toBeGreaterThan(0);
  });
});
