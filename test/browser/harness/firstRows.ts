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
      const columns = within(table).getAllByRole('columnheader').length;
      rows = within(table)
        .getAllByRole('row')
        .filter((row) => within(row).queryAllByRole('cell').length === columns);
      if (rows.length === 0) throw new Error('no data rows yet');
    },
    { timeout },
  );
  return rows;
}
