import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import type { Delivery } from '@src/api/types';
import { defaultDeliveryColumns } from '@src/state/columns/defaultDeliveryColumns';
import type { DeliveryColumn } from '@src/table/types';
import {
  deliveriesTable,
  expectedCodes,
  expectInputIntact,
  expectRowsFor,
  inputRequest,
  nextPage,
  prepareInput,
  renderGrid,
  searchbox,
  serveReference,
} from './faultGrid';

// React reports every error a boundary catches on console.error; here that is the point.
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** The default columns with the Customer column drawn by `cell`. */
function withCustomerCell(cell: (delivery: Delivery) => ReactNode): DeliveryColumn[] {
  return defaultDeliveryColumns.map((column) =>
    column.id === 'customerBusinessPartnerName' ? { ...column, cell } : column,
  );
}

// A delivery on page 2 of the person's search and filter, whose custom cell breaks.
const brokenCode = expectedCodes(inputRequest(2))[3]!;

function CustomerCard({ delivery }: { delivery: Delivery }) {
  if (delivery.code === brokenCode) throw new Error(`no card for ${delivery.code}`);
  return <strong>{delivery.customerBusinessPartnerName}</strong>;
}

describe('a custom cell renderer that throws', () => {
  it('is contained in the grid body, names the column, and paging, search and filters keep working', async () => {
    const received = serveReference();
    const { user } = renderGrid({
      columns: withCustomerCell((delivery) => {
        if (delivery.code === brokenCode) throw new TypeError('customer.name is undefined');
        return delivery.customerBusinessPartnerName;
      }),
    });
    await prepareInput(user);

    await user.click(nextPage());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      'The "Customer" column could not be shown: customer.name is undefined',
    );
    expect(deliveriesTable().querySelector('tbody')!.contains(alert)).toBe(true);
    expect(received.at(-1)).toEqual(inputRequest(2));
    expectInputIntact(2);

    // The next page's rows replace the failure; the controls never stopped working.
    await user.click(nextPage());
    await expectRowsFor(inputRequest(3));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(received.at(-1)).toEqual(inputRequest(3));
    expectInputIntact(3);
    await user.clear(searchbox());
    await expectRowsFor({ ...inputRequest(1), quickSearch: '' });
  });

  it('in a component the renderer returns is named too, and new columns render the rows again', async () => {
    const received = serveReference();
    const { user, rerenderGrid } = renderGrid({
      columns: withCustomerCell((delivery) => <CustomerCard delivery={delivery} />),
    });
    await prepareInput(user);

    await user.click(nextPage());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      `The "Customer" column could not be shown: no card for ${brokenCode}`,
    );
    expect(received.at(-1)).toEqual(inputRequest(2));

    // The host swaps the columns: the boundary tries the same rows again, and they render.
    rerenderGrid({ columns: defaultDeliveryColumns });
    await expectRowsFor(inputRequest(2));
    expect(screen.queryByRole('alert')).toBeNull();
    const row = within(deliveriesTable()).getByRole('row', { name: new RegExp(brokenCode) });
    expect(row).toBeTruthy();
    expect(received.at(-1)).toEqual(inputRequest(2));
    expectInputIntact(2);
  });
});
