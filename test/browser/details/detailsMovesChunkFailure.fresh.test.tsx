import '@src/theme/styles.css';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { generateDeliveries } from '@src/mocks/index';
import { gridRenderer } from '../harness';

// The details' moves (J, K and the arrows) cannot be fetched: a deploy replaced their chunk.
vi.mock('@src/grid/details/detailsNavigation', () => {
  throw new TypeError('Failed to fetch dynamically imported module: detailsNavigation.js');
});

const dataset = generateDeliveries(20, 5);
const renderGrid = gridRenderer(
  { initialState: { pageSize: 10 }, detail: { render: (delivery) => <p>{delivery.code}</p> } },
  { serve: dataset },
);

describe('details whose moves cannot be fetched', () => {
  it('say they could not be loaded, with "Retry", rather than a panel on which J does nothing', async () => {
    const grid = await renderGrid().ready();
    const table = screen.getByRole('table', { name: 'Deliveries' });
    const firstRow = within(table)
      .getAllByRole('row')
      .find((row) => row.hasAttribute('data-index'))!;
    firstRow.focus();
    await grid.user.keyboard('{Enter}');
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(alert.textContent).toMatch(/^The details could not be loaded\./);
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(screen.queryByRole('complementary')).toBeNull();
    // Not a panel that takes keys it cannot act on: nothing of the details is drawn.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Close details' })).toBeNull());
  });
});
