import '@src/theme/styles.css';
import { beforeEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { DeliveriesTable } from '@src/table/DeliveriesTable';
import {
  deliveriesTable,
  expectedCodes,
  firstPage,
  serveDeliveries,
  shownCodes,
} from '../table/deliveriesServer';
import { storageKey } from './viewsHost';

const headers = () => screen.getAllByRole('columnheader').map((cell) => cell.textContent);
/** The Code cells of the rows, wherever the Code column stands. */
function codesShown() {
  const at = headers().indexOf('Code');
  return [...deliveriesTable().querySelectorAll('tbody tr')].map(
    (row) => row.querySelectorAll('td')[at]?.textContent ?? '',
  );
}
const root = () => deliveriesTable().closest('.deliveries-table')!;

beforeEach(() => localStorage.removeItem(storageKey));

describe('saved views inside DeliveriesTable', () => {
  it('a view applied restores the same request body, columns and density', async () => {
    const bodies = serveDeliveries();
    const { rerender } = render(
      <DeliveriesTable baseUrl="" paging={{ prefetchNextPage: false }} />,
    );
    await waitFor(() => expect(shownCodes()).toEqual(expectedCodes(firstPage)));

    // The person arranges a view: a search, a sort, 10 rows a page, no Tenant, Status first.
    await userEvent.type(
      screen.getByRole('searchbox', { name: 'Search deliveries' }),
      'hafen{Enter}',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Customer' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '10');
    await userEvent.click(screen.getByRole('button', { name: 'Columns' }));
    // Pressed as a stand-in or as itself: it opens once its code is there.
    const columns = await screen.findByRole('region', { name: 'Columns' }, { timeout: 10_000 });
    await userEvent.click(within(columns).getByRole('checkbox', { name: 'Tenant' }));
    for (let step = 0; step < 7; step += 1) {
      await userEvent.click(within(columns).getByRole('button', { name: 'Move Status up' }));
    }
    await userEvent.keyboard('{Escape}');
    const viewRequest = {
      pageNumber: 1,
      pageSize: 10,
      quickSearch: 'hafen',
      orderBy: { key: 'customerBusinessPartnerName', order: 'asc' as const },
    };
    await waitFor(() => expect(bodies.at(-1)).toEqual(viewRequest));
    await waitFor(() => expect(codesShown()).toEqual(expectedCodes(viewRequest)));
    const viewHeaders = headers();
    expect(viewHeaders.slice(0, 2)).toEqual(['Status', 'Code']);
    expect(viewHeaders).not.toContain('Tenant');

    await userEvent.click(screen.getByRole('button', { name: 'Views' }));
    const name = await screen.findByRole('textbox', { name: 'View name' });
    await userEvent.type(name, 'Hafen by customer');
    await userEvent.click(screen.getByRole('button', { name: 'Save view' }));
    await screen.findByRole('button', { name: 'Apply view Hafen by customer' });
    await userEvent.keyboard('{Escape}');

    // Another visit: a fresh grid (its own cache) at the defaults, with compact rows.
    rerender(
      <DeliveriesTable
        key="next-visit"
        baseUrl=""
        paging={{ prefetchNextPage: false }}
        density="compact"
      />,
    );
    await waitFor(() => expect(shownCodes()).toEqual(expectedCodes(firstPage)));
    expect(bodies.at(-1)).toEqual(firstPage);
    expect(headers()).not.toEqual(viewHeaders);
    expect(root().getAttribute('data-density')).toBe('compact');

    await userEvent.click(screen.getByRole('button', { name: 'Views' }));
    await userEvent.click(screen.getByRole('button', { name: 'Apply view Hafen by customer' }));
    await waitFor(() => expect(bodies.at(-1)).toEqual(viewRequest));
    await waitFor(() => expect(codesShown()).toEqual(expectedCodes(viewRequest)));
    expect(headers()).toEqual(viewHeaders);
    expect(root().getAttribute('data-density')).toBe('comfortable');
    expect(screen.getByText('Page 1')).toBeTruthy();
  });
});
