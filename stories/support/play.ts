import { expect, waitFor, within } from 'storybook/test';
import type { DeliveriesQueryState, DeliveriesRequest } from '@src/index';
import { defaultQueryState, toDeliveriesRequest } from '@src/index';
import { queryDeliveries, type MockDelivery } from '@src/mocks/index';
import { referenceDataset } from './referenceBackend';

/** Long enough for a debounce, a request and a retry or two on a busy machine; never a sleep. */
export const settleTimeout = { timeout: 15_000 };

/** The grid's table, by its accessible name. */
export function deliveriesTable(root: HTMLElement, name = 'Deliveries'): HTMLElement {
  return within(root).getByRole('table', { name });
}

/**
 * The "Code" cell of every data row, as a person reads it (placeholder rows are hidden),
 * wherever the column stands: after a checkbox column, or moved.
 */
export function shownCodes(table: HTMLElement): string[] {
  const [, ...rows] = within(table).getAllByRole('row');
  const code = within(table).queryByRole('columnheader', { name: 'Code' });
  const at = code ? within(table).getAllByRole('columnheader').indexOf(code) : 0;
  return rows
    .map((row) => within(row).queryAllByRole('cell'))
    .filter((cells) => cells.length > 1) // not the one-cell "No deliveries found" row
    .map((cells) => cells[at]?.textContent ?? '');
}

/** The codes the reference backend answers a grid state with: what a person should see. */
export function expectedCodes(
  state: Partial<DeliveriesQueryState>,
  options: { timeZone?: string; dataset?: readonly MockDelivery[] } = {},
): string[] {
  const request: DeliveriesRequest = toDeliveriesRequest(
    { ...defaultQueryState, ...state },
    { timeZone: options.timeZone },
  );
  return queryDeliveries(options.dataset ?? referenceDataset, request).map(
    (delivery) => delivery.code,
  );
}

/** Waits until the grid shows exactly these rows, in this order. */
export async function expectRows(table: HTMLElement, codes: readonly string[]): Promise<void> {
  await expect(codes.length).toBeGreaterThan(0);
  await waitFor(() => expect(shownCodes(table)).toEqual(codes), settleTimeout);
  // "Views" and "Export" fetch their code after the first frame: a play drives the real ones.
  const grid = table.closest('.deliveries-table') ?? table;
  await waitFor(() => expect(grid.querySelector('[data-stand-in]')).toBeNull(), settleTimeout);
  // A story may end here, and axe then reads the rows' contrast: at full strength, not fading.
  await waitFor(() => expectFullStrength(grid), settleTimeout);
}

/** The rows are not dimmed, and the body's fade back (0.15 s, longer on a busy machine) is over. */
function expectFullStrength(grid: Element | null): void {
  expect(grid?.hasAttribute('data-dimmed')).toBe(false);
  const body = grid?.querySelector('tbody');
  if (body) expect(getComputedStyle(body).opacity).toBe('1');
}

/** Waits until the grid is idle and its rows at full strength, as axe reads their contrast. */
export async function expectRowsUndimmed(root: HTMLElement): Promise<void> {
  await waitFor(() => {
    const grid = root.querySelector('.deliveries-table');
    expect(grid?.getAttribute('data-state')).toBe('idle');
    expectFullStrength(grid);
  }, settleTimeout);
}
