import '@src/theme/styles.css';
import { beforeEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { DeliveriesRequest } from '@src/api/types';
import { queryDeliveries } from '@src/mocks/index';
import { DeliveriesTable } from '@src/table/DeliveriesTable';
import { defaultDeliveryColumns } from '@src/state/columns/defaultDeliveryColumns';
import { dataset, expectedCodes, firstPage, shownCodes } from '../table/deliveriesServer';
import { worker } from '../worker';
import { storageKey } from './viewsHost';

// A host whose backend names the insert time `inserted_at` when sorting.
const columns = defaultDeliveryColumns.map((column) =>
  column.id === 'insertTime' ? { ...column, sortKey: 'inserted_at' } : column,
);
const byInsert = { ...firstPage, orderBy: { key: 'inserted_at', order: 'asc' as const } };
const asReference = (request: DeliveriesRequest): DeliveriesRequest =>
  request.orderBy?.key === 'inserted_at'
    ? { ...request, orderBy: { ...request.orderBy, key: 'insertTime' } }
    : request;

function serveHostBackend(): DeliveriesRequest[] {
  const bodies: DeliveriesRequest[] = [];
  worker.use(
    http.post('*/api/deliveries', async ({ request }) => {
      const body = (await request.json()) as DeliveriesRequest;
      bodies.push(body);
      return HttpResponse.json(queryDeliveries(dataset, asReference(body)));
    }),
  );
  return bodies;
}

beforeEach(() => localStorage.removeItem(storageKey));

describe('saved views in a grid with its own sort keys', () => {
  it('a view sorted on a host key is saved and applied with that sort, and nothing is named as left out', async () => {
    const bodies = serveHostBackend();
    const grid = (key: string) => (
      <DeliveriesTable
        key={key}
        baseUrl=""
        paging={{ prefetchNextPage: false }}
        columns={columns}
      />
    );
    const { rerender } = render(grid('first'));
    await waitFor(() => expect(shownCodes()).toEqual(expectedCodes(firstPage)));

    await userEvent.click(screen.getByRole('button', { name: 'Inserted' }));
    await waitFor(() => expect(bodies.at(-1)).toEqual(byInsert));
    // The real "Views", not its stand-in: a stand-in found, then replaced as its code comes,
    // would take user-event's click after it left the page (a person presses what is drawn).
    await waitFor(() => expect(document.querySelector('[data-stand-in]')).toBeNull(), {
      timeout: 10_000,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Views' }));
    await userEvent.type(await screen.findByRole('textbox', { name: 'View name' }), 'Oldest');
    await userEvent.click(screen.getByRole('button', { name: 'Save view' }));
    await screen.findByRole('button', { name: 'Apply view Oldest' });
    await userEvent.keyboard('{Escape}');

    rerender(grid('next-visit'));
    await waitFor(() => expect(bodies.at(-1)).toEqual(firstPage));
    await userEvent.click(screen.getByRole('button', { name: 'Views' }));
    await userEvent.click(screen.getByRole('button', { name: 'Apply view Oldest' }));
    await waitFor(() => expect(bodies.at(-1)).toEqual(byInsert));
    await waitFor(() => expect(shownCodes()).toEqual(expectedCodes(asReference(byInsert))));
    expect(screen.queryByText(/was applied without some of its settings/)).toBeNull();
  });
});
