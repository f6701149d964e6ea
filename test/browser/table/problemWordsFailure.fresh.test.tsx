import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { generateDeliveries, mockStatuses } from '@src/mocks/index';
import { expectNoAxeViolations } from '../focus/focusProbe';
import { renderGrid } from '../harness';

// The English words of the problems cannot be fetched (a deploy replaced the chunk).
vi.mock('@src/grid/problems/problemWordsCode', () => {
  throw new TypeError('Failed to fetch dynamically imported module: problemWordsCode.js');
});

const failed =
  'Some settings could not be used, and the words saying which could not be loaded. Check your connection.';

describe('a grid whose problem words cannot load', () => {
  it('shows its rows and says so with Retry, which asks again', async () => {
    const grid = await renderGrid(
      { statusOptions: mockStatuses, initialState: { pageNumber: 0, filters: { status: [4] } } },
      { serve: generateDeliveries(60, 3) },
    ).ready(15_000, { standIns: true });
    const notice = await screen.findByText(failed, { exact: false }, { timeout: 10_000 });
    expect(notice.textContent).toBe(`${failed} Retry`);
    expect(notice.getAttribute('role')).toBe('status');
    // The state it could use is used all the same: the first page, the status asked for.
    expect(grid.bodies).toEqual([
      { pageNumber: 1, pageSize: 25, quickSearch: '', filters: { status: [4] } },
    ]);
    await expectNoAxeViolations('problem words failed');

    // Retry asks again; still failing, it says so again.
    await grid.user.click(within(notice).getByRole('button', { name: 'Retry' }));
    expect(
      (await screen.findByText(failed, { exact: false }, { timeout: 10_000 })).textContent,
    ).toBe(`${failed} Retry`);
    expect(screen.queryByText(/is not a page number/)).toBeNull();
  });

  it('draws column settings it cannot check as the defaults, and says so', async () => {
    const grid = await renderGrid(
      {
        statusOptions: mockStatuses,
        // Sound but for one width: the whole check is needed, and it comes with the words.
        columnsMenu: {
          defaultSettings: { order: ['status', 'code'], hidden: [], widths: { code: 1e9 } },
        },
      },
      { serve: generateDeliveries(60, 3) },
    ).ready(15_000, { standIns: true });
    const notice = await screen.findByText(failed, { exact: false }, { timeout: 10_000 });
    expect(notice.textContent).toBe(`${failed} Retry`);
    // The host's order is not half-applied: the columns are in their own order.
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers.indexOf('Code')).toBeLessThan(headers.indexOf('Status'));
    expect(grid.bodies).toHaveLength(1);
  });
});
