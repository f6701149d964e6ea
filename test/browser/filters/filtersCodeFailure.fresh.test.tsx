import '@src/theme/styles.css';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { generateDeliveries, mockStatuses } from '@src/mocks/index';
import { renderGrid } from '../harness';
import type * as FiltersCodeHandle from '@src/state/filtersCode/filtersCode';

// The filters' code cannot be fetched the first time (a deploy replaced the chunk, the network
// dropped); the next fetch gets it. A module whose evaluation failed stays failed in the test
// runner, so the failure is the loader's, as a browser's failed fetch is.
const attempts = vi.hoisted(() => ({ count: 0 }));
vi.mock('@src/state/filtersCode/filtersCode', async (importOriginal) => {
  const original = await importOriginal<typeof FiltersCodeHandle>();
  const { onDemandModule } = await import('@src/shared/onDemandModule');
  const filtersCode = onDemandModule(() => {
    attempts.count += 1;
    return attempts.count === 1
      ? Promise.reject(new TypeError('Failed to fetch dynamically imported module: filtersCode.js'))
      : import('@src/state/filtersCode/filtersCodeModule');
  });
  return { ...original, filtersCode };
});

describe('a grid whose filters cannot load their code', () => {
  it('says so with Retry, shows no unfiltered rows, and Retry sends the filtered request', async () => {
    const grid = renderGrid(
      { statusOptions: mockStatuses, initialState: { filters: { status: [4] } } },
      { serve: generateDeliveries(60, 3) },
    );
    const alert = await screen.findByRole('alert', undefined, { timeout: 10_000 });
    expect(alert.textContent).toBe('The deliveries could not be loaded. Try again.Retry');
    expect(grid.bodies).toEqual([]);
    expect(screen.queryAllByRole('row').length).toBeLessThanOrEqual(1);

    await grid.user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(grid.bodies.length).toBeGreaterThan(0), { timeout: 10_000 });
    expect(grid.bodies[0]).toEqual({
      pageNumber: 1,
      pageSize: 25,
      quickSearch: '',
      filters: { status: [4] },
    });
    await grid.ready(15_000);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(attempts.count).toBe(2);
  });
});
