import { screen, within } from '@testing-library/react';
import type { DeliveriesRowAction } from '@src/index';
import { generateDeliveries, mockStatuses, type MockDelivery } from '@src/mocks/index';
import { renderGrid } from '../harness';

/** The codes of the rows drawn, in order. */
export const codesShown = () =>
  within(screen.getByRole('table', { name: 'Deliveries' }))
    .getAllByRole('row')
    .filter((row) => row.hasAttribute('data-index'))
    .map((row) => row.getAttribute('data-key'));

/**
 * Ten rows of 30 deliveries a test may change before it refetches (another operator's work),
 * each row with `actions`, refresh on; resolved once the first page shows.
 */
export async function refreshingRows(actions: DeliveriesRowAction[]) {
  const dataset: MockDelivery[] = generateDeliveries(30, 8).map((d) => ({ ...d }));
  const grid = await renderGrid(
    { statusOptions: mockStatuses, initialState: { pageSize: 10 }, refresh: {}, rows: { actions } },
    { serve: dataset },
  ).ready(15_000);
  return { dataset, grid };
}
