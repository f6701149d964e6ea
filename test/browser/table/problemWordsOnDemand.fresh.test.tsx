import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { generateDeliveries, mockStatuses } from '@src/mocks/index';
import { renderGrid } from '../harness';

// The English words of the problems, held back until the test lets them through.
const gate = await vi.hoisted(async () => (await import('../harness/chunkGate')).chunkGate());
const fetched = vi.hoisted(() => ({ count: 0 }));
vi.mock('@src/grid/problems/problemWordsCode', async (importOriginal) => {
  fetched.count += 1;
  await gate.opened;
  return importOriginal();
});

const said =
  "Some of the grid's settings could not be used: The “inserted from” date “soon” is not a date, nor a date preset this grid knows (such as “last7Days”), so it was left out.";

describe('the English words of a problem, fetched when one is first shown', () => {
  // First: the words' chunk is held until the test after this one opens it.
  it('leaves sound column settings to the first load: drawn at once, nothing fetched', async () => {
    await renderGrid(
      {
        statusOptions: mockStatuses,
        columnsMenu: {
          defaultSettings: { order: ['status', 'code'], hidden: ['tenantName'], widths: {} },
        },
      },
      { serve: generateDeliveries(60, 3) },
    ).ready(15_000, { standIns: true });
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers.indexOf('Status')).toBeLessThan(headers.indexOf('Code'));
    expect(headers).not.toContain('Tenant');
    expect(fetched.count).toBe(0);
  });

  it('shows the rows at once and the notice once its words arrive, announced', async () => {
    const grid = await renderGrid(
      {
        statusOptions: mockStatuses,
        initialState: { filters: { insertFrom: 'soon', status: [4] } },
      },
      { serve: generateDeliveries(60, 3) },
    ).ready(15_000, { standIns: true });
    // The filter it could read is asked for; nothing half-worded shows while the words come.
    expect(grid.bodies).toEqual([
      { pageNumber: 1, pageSize: 25, quickSearch: '', filters: { status: [4] } },
    ]);
    expect(screen.queryByText(/could not be used/)).toBeNull();

    gate.open();
    const notice = await screen.findByText(said, {}, { timeout: 10_000 });
    // A polite status, drawn with its words: a screen reader hears it as it appears.
    expect(notice.getAttribute('role')).toBe('status');
    await waitFor(() => expect(grid.bodies).toHaveLength(1));
  });
});
