import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Delivery } from '@src/api/types';
import { generateDeliveries, queryDeliveries } from '@src/mocks/index';
import { gridRenderer } from '../harness';

const dataset = generateDeliveries(30, 8);
const firstPage = { pageNumber: 1, pageSize: 10, quickSearch: '' };
const shown = queryDeliveries(dataset, firstPage);
// The third row of the first page is the one the host's function cannot read.
const broken = shown[2]!.code;
const renderGrid = gridRenderer({ initialState: { pageSize: 10 } }, { serve: dataset });
const generous = { timeout: 10_000 };

/** A host's id as its own records keep it, missing on one row the server sent. */
type HostRow = Delivery & { record?: { id: string } };
const withRecord = (delivery: HostRow) =>
  delivery.code === broken ? delivery : { ...delivery, record: { id: delivery.code } };

describe("a host's rows.getRowId that gives a row no id", () => {
  it.each([
    [
      'throws: the alert names the row and the error, with "Retry"',
      (delivery: Delivery) => (withRecord(delivery) as HostRow).record!.id,
      /^The rows could not be shown: rows\.getRowId gave row 3 no id: .*'id'/,
    ],
    [
      'gives no string: the alert names the row and what it gave',
      (delivery: Delivery) => (delivery.code === broken ? undefined : delivery.code) as string,
      /^The rows could not be shown: rows\.getRowId gave row 3 no id: undefined/,
    ],
  ])(
    '%s; the toolbar stays, and the next answer shows its rows',
    async (_title, getRowId, said) => {
      const view = renderGrid({ rows: { getRowId } });
      const alert = await screen.findByRole('alert', {}, generous);
      expect(alert.textContent).toMatch(said);
      expect(within(alert).getByRole('button', { name: 'Retry' })).toBeTruthy();
      // No half-drawn rows: the page is not shown at all.
      const table = screen.getByRole('table', { name: 'Deliveries' });
      expect(within(table).queryByText(shown[0]!.code)).toBeNull();

      // A search for another delivery brings rows the function reads: they are shown.
      const other = shown[5]!.code;
      await view.user.type(screen.getByRole('searchbox', { name: 'Search deliveries' }), other);
      await waitFor(() => expect(within(table).getByText(other)).toBeTruthy(), generous);
      expect(screen.queryByRole('alert')).toBeNull();
      expect(view.bodies.at(-1)).toEqual({ ...firstPage, quickSearch: other });
    },
  );
});
