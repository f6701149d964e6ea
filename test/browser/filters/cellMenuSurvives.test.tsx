import '@src/theme/styles.css';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockStatuses } from '@src/mocks/index';
import { gridRenderer, type GridView } from '../harness';
import { dataset, deliveriesTable, firstPage } from '../table/deliveriesServer';

const statusOptions = mockStatuses.map(({ value, label, tone }) => ({ value, label, tone }));
const renderGrid = gridRenderer({ timeZone: 'UTC', statusOptions }, { serve: dataset });
const statusColumn = 7;
const dataRows = () =>
  within(deliveriesTable()).getAllByRole('row').slice(1) as HTMLTableRowElement[];

/** Opens the first Delivered row's cell menu with the pointer; gives the row and the menu. */
async function openDeliveredMenu(grid: GridView) {
  const row = dataRows().find((r) => r.cells[statusColumn]?.textContent === 'Delivered')!;
  await grid.user.hover(row.cells[statusColumn]!);
  await grid.user.click(
    await within(row).findByRole('button', { name: 'Filter options for Delivered' }),
  );
  const menu = screen.getByRole('menu');
  await waitFor(() => expect(menu.contains(document.activeElement)).toBe(true));
  return { row, menu };
}

describe('an open cell menu stays open while nothing about it changes', () => {
  it('while the pointer passes over other rows (or rows move under a resting pointer)', async () => {
    const grid = await renderGrid().ready();
    const { row, menu } = await openDeliveredMenu(grid);
    const others = dataRows().filter((candidate) => candidate !== row);
    for (const other of others.slice(0, 3)) await grid.user.hover(other.cells[1]!);
    expect(screen.getByRole('menu')).toBe(menu);
    expect(menu.contains(document.activeElement)).toBe(true);
    await grid.user.keyboard('{Enter}');
    await waitFor(
      () => expect(grid.bodies.at(-1)).toStrictEqual({ ...firstPage, filters: { status: [4] } }),
      { timeout: 10_000 },
    );
  });

  it('while the window loses focus (focus going nowhere in the page)', async () => {
    const grid = await renderGrid().ready();
    const { menu } = await openDeliveredMenu(grid);
    // What a switch to another window does: focus leaves with no element of the page to go to.
    fireEvent.focusOut(document.activeElement!, { relatedTarget: null });
    expect(screen.getByRole('menu')).toBe(menu);
    // Focus landing on something of the page still closes it.
    await grid.user.tab();
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  });

  it("keeps a focused cell's button while the pointer rests over another row", async () => {
    const grid = await renderGrid().ready();
    const row = dataRows().find((r) => r.cells[statusColumn]?.textContent === 'Delivered')!;
    row.focus();
    const button = await within(row).findByRole(
      'button',
      { name: 'Filter options for Delivered' },
      { timeout: 10_000 },
    );
    button.focus();
    // A mouse resting on the page: rows moving under it, or a nudge, report it over another row.
    const other = dataRows().find((candidate) => candidate !== row)!;
    fireEvent.pointerOver(other.cells[1]!);
    expect(document.activeElement).toBe(button);
    expect(button.isConnected).toBe(true);
    await grid.user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('menu')).toBeVisible());
  });

  it('keeps the buttons with the focused row under a resting pointer; a moving one takes them', async () => {
    const grid = await renderGrid().ready();
    const row = dataRows().find((r) => r.cells[statusColumn]?.textContent === 'Delivered')!;
    row.focus();
    await within(row).findByRole(
      'button',
      { name: 'Filter options for Delivered' },
      { timeout: 10_000 },
    );
    const other = dataRows().find(
      (candidate) =>
        candidate !== row && candidate.cells[statusColumn]?.textContent !== 'Delivered',
    )!;
    const otherStatus = other.cells[statusColumn]!.textContent!;
    // Rows moving under a pointer that stays: the focused row keeps its buttons for ArrowRight.
    fireEvent.pointerOver(other.cells[1]!);
    expect(within(row).getByRole('button', { name: 'Filter options for Delivered' })).toBeTruthy();
    await grid.user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(
      within(row).getByRole('button', { name: 'Filter options for Delivered' }),
    );
    // A person moving the mouse over another row gets that row's buttons to click.
    row.focus();
    fireEvent.pointerMove(other.cells[1]!, { movementX: 4, movementY: 1 });
    await within(other).findByRole('button', { name: `Filter options for ${otherStatus}` });
  });
});
