import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  DeliveriesTablePagination,
  shallowEqual,
  useDeliveriesTableOptions,
  useDeliveriesTableSelector,
} from '@src/index';
import { generateDeliveries, mockStatuses } from '@src/mocks/index';
import { gridRenderer } from '../harness';

const dataset = generateDeliveries(30, 3);
const renderGrid = gridRenderer(
  { statusOptions: mockStatuses, initialState: { pageSize: 10 }, selection: {} },
  { serve: dataset },
);

/** A host's pager: its own words around the grid's own pager. */
function SheetPager() {
  const page = useDeliveriesTableSelector((grid) => grid.query.state.pageNumber);
  const selected = useDeliveriesTableSelector((grid) =>
    grid.selection?.value.kind === 'codes' ? grid.selection.value.codes.length : 0,
  );
  return (
    <div>
      <p>
        Sheet {page}, {selected} ticked
      </p>
      <DeliveriesTablePagination />
    </div>
  );
}

/** A host's body: a row per delivery with its code in words, from the model. */
function CodeRows() {
  const { rows, keyOf, text } = useDeliveriesTableSelector(
    (grid) => ({ rows: grid.rows, keyOf: grid.rowKeyOf, text: grid.columns.cellText }),
    shallowEqual,
  );
  const theme = useDeliveriesTableOptions((options) => options.theme ?? 'light');
  return (
    <tbody data-theme-seen={theme}>
      {rows?.map((delivery) => (
        <tr key={keyOf(delivery)}>
          <td>Row of {text(delivery, 'code')}</td>
        </tr>
      ))}
    </tbody>
  );
}

describe('parts a host replaces (slots)', () => {
  it('draws the host pager and body from the model; the rest of the grid is its own', async () => {
    const grid = renderGrid({ slots: { pagination: SheetPager, body: CodeRows } });
    await screen.findByText(`Row of ${dataset[0]!.code}`);
    expect(screen.getByText('Sheet 1, 0 ticked')).toBeTruthy();
    // The grid's own pager inside the host's: it still turns the page.
    await grid.user.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByText(`Row of ${dataset[10]!.code}`);
    expect(screen.getByText('Sheet 2, 0 ticked')).toBeTruthy();
    expect(grid.bodies.map((body) => body.pageNumber)).toEqual([1, 2]);
    // The header (with its checkbox) is the grid's own, and a tick reaches the host's part.
    await grid.user.click(
      await screen.findByRole('checkbox', { name: 'Select all on this page' }, { timeout: 10_000 }),
    );
    await waitFor(() => expect(screen.getByText('Sheet 2, 10 ticked')).toBeTruthy());
    const table = screen.getByRole('table', { name: 'Deliveries' });
    expect(within(table).getByRole('button', { name: 'Code' })).toBeTruthy();
  });
});
