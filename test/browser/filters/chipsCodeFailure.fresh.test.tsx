import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { generateDeliveries, mockStatuses } from '@src/mocks/index';
import { renderGrid } from '../harness';

// The chips' code cannot be fetched (a deploy replaced the chunk, the network dropped).
vi.mock('@src/filters/chipsCode', () => {
  throw new TypeError('Failed to fetch dynamically imported module: chipsCode.js');
});

describe('a grid whose applied filters cannot load', () => {
  it('shows its rows and says so with Retry, in place of the chips', async () => {
    const grid = await renderGrid(
      { statusOptions: mockStatuses, initialState: { filters: { status: [4] } } },
      { serve: generateDeliveries(60, 3) },
    ).ready(15_000, { standIns: true });
    const alert = await screen.findByRole('alert', undefined, { timeout: 10_000 });
    expect(alert.textContent).toBe(
      'Could not load the applied filters. Check your connection. Retry',
    );
    // The filter is applied all the same: sent, counted on "Filters", and the rows shown.
    expect(grid.bodies.at(-1)).toMatchObject({ filters: { status: [4] } });
    expect(screen.getByRole('button', { name: 'Filters' }).textContent).toContain('1');
    expect(screen.getAllByRole('row').length).toBeGreaterThan(5);
    // Retry asks again; still failing, it says so again.
    await grid.user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Could not load the applied filters.',
    );
    expect(screen.queryByRole('list', { name: 'Active filters' })).toBeNull();
  });
});
