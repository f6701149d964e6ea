import { waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import type { DeliveriesRequest } from '@src/api/types';
import type { GridView } from '../harness';
import { deliveriesTable, expectedCodes, shownCodes } from '../table/deliveriesServer';

/** The status and courier columns of the default grid, by cell index. */
export const statusColumn = 7;
export const courierColumn = 2;

/**
 * The first drawn row whose cell at `column` reads `text`; throws where none does.
 *
 * @example
 * ```ts
 * rowWith(statusColumn, 'Delivered').dataset.key; // 'DLV-…'
 * ```
 */
export function rowWith(column: number, text: string): HTMLTableRowElement {
  const rows = within(deliveriesTable()).getAllByRole('row').slice(1) as HTMLTableRowElement[];
  const row = rows.find((candidate) => candidate.cells[column]?.textContent === text);
  if (!row) throw new Error(`No row shows ${text}`);
  return row;
}

/**
 * Waits for the server to be sent `request` and for the rows it answers with to show.
 *
 * @example
 * ```ts
 * await expectRequest(grid, { ...firstPage, filters: { status: [4] } });
 * ```
 */
export async function expectRequest(grid: GridView, request: DeliveriesRequest): Promise<void> {
  expect(expectedCodes(request).length).toBeGreaterThan(0);
  await waitFor(() => expect(grid.bodies.at(-1)).toStrictEqual(request), { timeout: 10_000 });
  await waitFor(() => expect(shownCodes()).toEqual(expectedCodes(request)), { timeout: 10_000 });
}
