import '@src/theme/styles.css';
import { describe, expect, it, vi } from 'vitest';
import { waitFor, within } from '@testing-library/react';
import { renderGrid } from '../harness';
import { generateDeliveries } from '@src/mocks/index';
import { deliveriesTable, expectedCodes, serveDeliveries } from './deliveriesServer';

// The virtualized body's chunk cannot be fetched (a deploy replaced it, the network dropped).
vi.mock('@src/table/DeliveriesTableVirtualRows', () => {
  throw new TypeError('Failed to fetch dynamically imported module: DeliveriesTableVirtualRows.js');
});

const warehouse = generateDeliveries(400, 5);
const longPage = { pageNumber: 1, pageSize: 250, quickSearch: '' };

describe('a long page whose virtualized body cannot load', () => {
  it('draws every row of the page instead, in order, with nothing lost', async () => {
    const bodies = serveDeliveries(warehouse);
    renderGrid({
      initialState: { pageSize: 250 },
      paging: { pageSizeOptions: [25, 250] },
    });
    const codes = () =>
      [...deliveriesTable().querySelectorAll<HTMLElement>('tbody tr[data-index]')].map(
        (row) => within(row).getAllByRole('cell')[0]!.textContent,
      );
    // First the first 100 rows (as a short page), then all 250 once the load has failed.
    await waitFor(() => expect(codes()).toHaveLength(250));
    expect(codes()).toEqual(expectedCodes(longPage, warehouse));
    expect(bodies).toEqual([longPage]);
    expect(deliveriesTable().querySelector('tbody[data-virtualized]')).toBeNull();
    expect(deliveriesTable().getAttribute('aria-rowcount')).toBe('251');
  });
});
