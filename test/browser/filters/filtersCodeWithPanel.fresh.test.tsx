import '@src/theme/styles.css';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { generateDeliveries, mockStatuses } from '@src/mocks/index';
import { renderGrid } from '../harness';

// Counts the fetches of the filters' code.
const loads = vi.hoisted(() => ({ count: 0 }));
vi.mock('@src/state/filtersCode/filtersCodeModule', async (importOriginal) => {
  loads.count += 1;
  return importOriginal();
});

describe("the filters' code and the filter panel", () => {
  it('comes with the panel, so a filter applied there is asked for at once', async () => {
    const grid = await renderGrid(
      { statusOptions: mockStatuses },
      { serve: generateDeliveries(60, 3) },
    ).ready(15_000);
    expect(loads.count).toBe(0);
    await grid.user.click(screen.getByRole('button', { name: 'Filters' }));
    const panel = await screen.findByRole('region', { name: 'Filters' }, { timeout: 10_000 });
    // Fetched as the panel opened, before anything is applied.
    await waitFor(() => expect(loads.count).toBe(1), { timeout: 10_000 });
    await grid.user.click(within(panel).getByRole('combobox', { name: 'Status' }));
    await grid.user.click(await screen.findByRole('option', { name: 'Delivered' }));
    const before = grid.bodies.length;
    await grid.user.click(within(panel).getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(grid.bodies.length).toBeGreaterThan(before), { timeout: 10_000 });
    // The first request after Apply is the filtered one: nothing was asked without the filter.
    expect(grid.bodies[before]).toEqual({
      pageNumber: 1,
      pageSize: 25,
      quickSearch: '',
      filters: { status: [4] },
    });
    await waitFor(
      () => expect(screen.getByRole('button', { name: 'Remove filter: Status: Delivered' })),
      { timeout: 10_000 },
    );
    expect(loads.count).toBe(1);
  });
});
