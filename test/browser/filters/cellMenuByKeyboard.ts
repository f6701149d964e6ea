import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import type { GridView } from '../harness';

/**
 * Walks the keyboard to a field's filter menu as a person does: Tab into the rows (one tab
 * stop), ArrowDown to the row or card `target` finds, ArrowRight along its controls to "Filter
 * options for {value}", Enter. Returns once "Only {value}", the menu's first item, has focus.
 *
 * @example
 * ```ts
 * await openCellMenuByKeyboard(grid, { rows: 'tr', target: () => rowWith(7, 'Delivered'), value: 'Delivered' });
 * await grid.user.keyboard('{ArrowDown}{Enter}'); // "Exclude Delivered"
 * ```
 */
export async function openCellMenuByKeyboard(
  grid: GridView,
  { rows, target, value }: { rows: 'tr' | 'li'; target: () => HTMLElement; value: string },
): Promise<void> {
  for (let presses = 0; presses < 40 && !document.activeElement?.matches(rows); presses += 1)
    await grid.user.tab();
  expect(document.activeElement?.matches(rows)).toBe(true);
  const row = target();
  for (let presses = 0; presses < 25 && document.activeElement !== row; presses += 1)
    await grid.user.keyboard('{ArrowDown}');
  expect(document.activeElement).toBe(row);
  // The menus' code comes with the first focus of a row.
  const button = await within(row).findByRole(
    'button',
    { name: `Filter options for ${value}` },
    { timeout: 10_000 },
  );
  for (let presses = 0; presses < 10 && document.activeElement !== button; presses += 1)
    await grid.user.keyboard('{ArrowRight}');
  expect(document.activeElement).toBe(button);
  await grid.user.keyboard('{Enter}');
  await waitFor(
    () =>
      expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: `Only ${value}` })),
    { timeout: 10_000 },
  );
}
