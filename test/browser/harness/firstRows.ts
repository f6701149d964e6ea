import { screen, waitFor, within } from '@testing-library/react';

/**
 * Resolves with the grid's data rows once it shows some: rows with as many cells as there are
 * column headers (so not the loading placeholders, which are hidden from roles, nor the one-cell
 * "No deliveries found" row while more than one column shows).
 *
 * @example
 * ```ts
 * const rows = await firstRows();
 * ```
 */
export async function firstRows(timeout?: number): Promise<HTMLElement[]> {
  const table = await screen.findByRole('table', { name: 'Deliveries' }, { timeout });
  let rows: HTMLElement[] = [];
  await waitFor(
    () => {
      rows = dataRows(table);
      if (rows.length === 0) throw new Error('no data rows yet');
    },
    { timeout },
  );
  return rows;
}

/**
 * Resolves once the grid shows its first deliveries: data rows, or the cards a narrow grid draws
 * instead (at once, with no table first, when the cards' code is already in).
 *
 * @example
 * ```ts
 * await firstDeliveries();
 * ```
 */
export async function firstDeliveries(timeout?: number): Promise<void> {
  await waitFor(
    () => {
      const cards = screen.queryByRole('list', { name: 'Deliveries' });
      if (cards && within(cards).queryAllByRole('listitem').length > 0) return;
      if (dataRows(screen.getByRole('table', { name: 'Deliveries' })).length === 0) {
        throw new Error('no data rows yet');
      }
    },
    { timeout },
  );
}

/** Rows with as many cells as there are column headers. */
function dataRows(table: HTMLElement): HTMLElement[] {
  const columns = within(table).getAllByRole('columnheader').length;
  return within(table)
    .getAllByRole('row')
    .filter((row) => within(row).queryAllByRole('cell').length === columns);
}
