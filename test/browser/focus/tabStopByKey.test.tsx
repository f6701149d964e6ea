import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { generateDeliveries, mockStatuses, type MockDelivery } from '@src/mocks/index';
import { renderGrid } from '../harness';

const rowOf = (code: string) =>
  screen.getByRole('checkbox', { name: `Select ${code}` }).closest('tr') as HTMLElement;

/** The body's rows in the tab order. */
const tabStops = () =>
  [...screen.getAllByRole('rowgroup')[1]!.querySelectorAll<HTMLElement>('tr')].filter(
    (row) => row.tabIndex === 0,
  );

describe('the body’s tab stop is a delivery, not a place', () => {
  it('stays on its delivery through a refresh that adds a row above, and a sort', async () => {
    // One page holds them all: a sort keeps every delivery on it, in another place.
    const dataset: MockDelivery[] = generateDeliveries(30, 8).map((d) => ({ ...d }));
    const grid = await renderGrid(
      { selection: {}, refresh: {}, initialState: { pageSize: 50 }, statusOptions: mockStatuses },
      { serve: dataset },
    ).ready(15_000);
    const code = dataset[3]!.code;
    // A person arrows down to the fourth row, then leaves the body.
    const firstBox = await screen.findByRole(
      'checkbox',
      { name: `Select ${dataset[0]!.code}` },
      { timeout: 10_000 },
    );
    firstBox.closest('tr')!.focus();
    await grid.user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(document.activeElement).toBe(rowOf(code));
    screen.getByRole('button', { name: 'Refresh' }).focus();

    // Another operator adds a delivery in front; "Refresh" brings it above.
    dataset.unshift({ ...dataset[0]!, code: 'DLV-2026-777777' });
    await grid.user.click(screen.getByRole('button', { name: 'Refresh' }));
    await screen.findByRole('checkbox', { name: 'Select DLV-2026-777777' }, { timeout: 10_000 });
    expect(grid.bodies).toHaveLength(2);
    expect(tabStops()).toEqual([rowOf(code)]);
    expect(rowOf(code).getAttribute('aria-rowindex')).toBe('6');

    // A sort by code moves it again (the server's order is newest first): the stop goes with it.
    const before = rowOf(code).getAttribute('aria-rowindex');
    const sortByCode = screen.getByRole('button', { name: /^Code/ });
    await grid.user.click(sortByCode);
    await waitFor(
      () => expect(grid.bodies.at(-1)?.orderBy).toEqual({ key: 'code', order: 'asc' }),
      { timeout: 10_000 },
    );
    await waitFor(() => expect(rowOf(code).getAttribute('aria-rowindex')).not.toBe(before), {
      timeout: 10_000,
    });
    expect(tabStops()).toEqual([rowOf(code)]);

    // Arrow keys go on from it, in the page's new order.
    rowOf(code).focus();
    await grid.user.keyboard('{ArrowDown}');
    const next = Number(rowOf(code).getAttribute('aria-rowindex')) + 1;
    expect(document.activeElement?.getAttribute('aria-rowindex')).toBe(String(next));
    expect(tabStops()).toEqual([document.activeElement]);
  });
});
