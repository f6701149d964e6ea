import '@src/theme/styles.css';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { generateDeliveries, mockStatuses } from '@src/mocks/index';
import { renderGrid } from '../harness';

// The filters' code, held back until the test lets it through: a slow network after a deploy.
// `loads` counts the fetches of it: a grid without filters must make none.
const gate = await vi.hoisted(async () => (await import('../harness/chunkGate')).chunkGate());
const loads = vi.hoisted(() => ({ count: 0 }));
vi.mock('@src/state/filtersCode/filtersCodeModule', async (importOriginal) => {
  loads.count += 1;
  await gate.opened;
  return importOriginal();
});

const rows = generateDeliveries(60, 3);
const firstPages = (bodies: readonly { pageNumber: number }[]) =>
  bodies.filter((body) => body.pageNumber === 1);

describe("the filters' code, fetched only for a state that holds a filter", () => {
  it('is never fetched by a grid without filters, which asks at once', async () => {
    const grid = await renderGrid({ statusOptions: mockStatuses }, { serve: rows }).ready(15_000);
    expect(firstPages(grid.bodies)).toEqual([{ pageNumber: 1, pageSize: 25, quickSearch: '' }]);
    expect(loads.count).toBe(0);
    grid.unmount();
  });

  it('holds the request of a grid with filters until it arrives, then sends one with them', async () => {
    const onStateChange = vi.fn();
    const grid = renderGrid(
      {
        statusOptions: mockStatuses,
        initialState: { filters: { status: [4], insertFrom: '2024-01-01' } },
        onStateChange,
      },
      { serve: rows },
    );
    // The code is on its way: the grid says it is loading and has asked for nothing.
    await waitFor(() => expect(loads.count).toBe(1), { timeout: 10_000 });
    expect(screen.getByRole('progressbar', { name: 'Loading deliveries' })).toBeTruthy();
    expect(grid.bodies).toEqual([]);

    gate.open();
    await grid.ready(15_000);
    expect(firstPages(grid.bodies)).toEqual([
      {
        pageNumber: 1,
        pageSize: 25,
        quickSearch: '',
        filters: { status: [4], insertFrom: expect.stringMatching(/^2024-01-0[12]T/) },
      },
    ]);
    expect(screen.getAllByRole('row').length).toBeGreaterThan(1);
    // Nothing the host gave was rewritten, so it heard no change.
    expect(onStateChange).not.toHaveBeenCalled();
    grid.unmount();
  });
});
