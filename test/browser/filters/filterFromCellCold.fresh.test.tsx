import '@src/theme/styles.css';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockStatuses } from '@src/mocks/index';
import { gridRenderer } from '../harness';
import { dataset, deliveriesTable, firstPage } from '../table/deliveriesServer';
import { openCellMenuByKeyboard } from './cellMenuByKeyboard';
import { expectRequest, rowWith, statusColumn } from './cellRows';

// The filters' code, held back until the test lets it through; fresh modules, so a page that
// has never held a filter fetches it at the first pick (`loads` counts the fetches).
const gate = await vi.hoisted(async () => (await import('../harness/chunkGate')).chunkGate());
const loads = vi.hoisted(() => ({ count: 0 }));
vi.mock('@src/state/filtersCode/filtersCodeModule', async (importOriginal) => {
  loads.count += 1;
  await gate.opened;
  return importOriginal();
});

const statusOptions = mockStatuses.map(({ value, label, tone }) => ({ value, label, tone }));
const renderGrid = gridRenderer({ timeZone: 'UTC', statusOptions }, { serve: dataset });

describe('filter from a cell, the filters’ code not yet loaded', () => {
  it('the first "Only Delivered" keeps the rows and focus while the code loads', async () => {
    const grid = await renderGrid().ready();
    const row = () => rowWith(statusColumn, 'Delivered');
    const code = row().dataset.key!;
    const shown = deliveriesTable().querySelectorAll('tr[data-key]').length;
    await openCellMenuByKeyboard(grid, { rows: 'tr', target: row, value: 'Delivered' });
    expect(loads.count).toBe(0);
    // Rows blanked (the skeleton) at any moment after the pick would be seen here.
    let blanked = false;
    const watch = new MutationObserver(() => {
      if (!deliveriesTable().querySelector('tr[data-key]')) blanked = true;
    });
    watch.observe(deliveriesTable(), { subtree: true, childList: true });
    await grid.user.keyboard('{Enter}');

    // The code is on its way: the page's rows stay, focus is back on the row, nothing is sent.
    await waitFor(() => expect(loads.count).toBe(1), { timeout: 10_000 });
    expect(screen.queryByRole('menu')).toBeNull();
    await waitFor(() => expect(document.activeElement?.closest('tr')?.dataset.key).toBe(code), {
      timeout: 10_000,
    });
    expect(deliveriesTable().querySelectorAll('tr[data-key]')).toHaveLength(shown);
    expect(grid.bodies).toEqual([firstPage]);

    gate.open();
    await expectRequest(grid, { ...firstPage, filters: { status: [4] } });
    watch.disconnect();
    expect(blanked).toBe(false);
    expect(document.activeElement?.closest('tr')?.dataset.key).toBe(code);
  });
});
