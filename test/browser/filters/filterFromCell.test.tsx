import '@src/theme/styles.css';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockCouriers, mockStatuses } from '@src/mocks/index';
import { gridRenderer, type GridView } from '../harness';
import { expectNoAxeViolations } from '../focus/focusProbe';
import { dataset, deliveriesTable, firstPage } from '../table/deliveriesServer';
import { openCellMenuByKeyboard } from './cellMenuByKeyboard';
import { courierColumn, expectRequest, rowWith, statusColumn } from './cellRows';

const statusOptions = mockStatuses.map(({ value, label, tone }) => ({ value, label, tone }));
const couriers = mockCouriers.map((c) => ({ value: c.courierId, label: c.courierCode }));
const renderGrid = gridRenderer(
  { timeZone: 'UTC', statusOptions, filters: { options: { couriers } } },
  { serve: dataset },
);

/** Hovers the first row showing `value` and opens its cell's menu. */
async function openCellMenu(grid: GridView, value: string, column = statusColumn) {
  const row = rowWith(column, value);
  await grid.user.hover(row.cells[column]!);
  await grid.user.click(
    await within(row).findByRole('button', { name: `Filter options for ${value}` }),
  );
  return screen.getByRole('menu');
}

describe('filter from a cell', () => {
  it('"Only Delivered" on a status cell sends the status filter and shows it as a chip', async () => {
    const grid = await renderGrid().ready();
    const menu = await openCellMenu(grid, 'Delivered');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Only Delivered', 'Exclude Delivered']);
    await expectNoAxeViolations('a cell menu open');
    await grid.user.click(within(menu).getByRole('menuitem', { name: 'Only Delivered' }));
    await expectRequest(grid, { ...firstPage, filters: { status: [4] } });
    // The chips' code loads on demand: wait for them as a person would.
    await screen.findByRole(
      'button',
      { name: 'Remove filter: Status: Delivered' },
      {
        timeout: 10_000,
      },
    );
  });

  it('"Exclude Delivered" sends the other statuses, by keyboard from the row', async () => {
    const grid = await renderGrid().ready();
    // The body is one tab stop; down to a Delivered row, right to its cell's button, Enter.
    await openCellMenuByKeyboard(grid, {
      rows: 'tr',
      target: () => rowWith(statusColumn, 'Delivered'),
      value: 'Delivered',
    });
    await grid.user.keyboard('{ArrowDown}{Enter}');
    await expectRequest(grid, { ...firstPage, filters: { status: [0, 1, 2, 3, 5, 6] } });
    await screen.findByRole(
      'button',
      { name: 'Remove filter: Status: not Delivered' },
      {
        timeout: 10_000,
      },
    );
  });

  it('a courier the options name offers "Only DHL" alone: the contract cannot exclude ids', async () => {
    const grid = await renderGrid().ready();
    const row = rowWith(courierColumn, 'DHL');
    await grid.user.hover(row.cells[courierColumn]!);
    await grid.user.click(
      await within(row).findByRole(
        'button',
        { name: 'Filter options for DHL' },
        { timeout: 10_000 },
      ),
    );
    const menu = screen.getByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Only DHL']);
    await grid.user.click(within(menu).getByRole('menuitem', { name: 'Only DHL' }));
    await expectRequest(grid, { ...firstPage, filters: { courierIds: [11] } });
  });

  it('offers nothing where the host gives no id for a name (options from a loader)', async () => {
    const grid = await renderGrid({
      statusOptions: [],
      filters: { options: { couriers: { load: async () => couriers } } },
    }).ready();
    const row = rowWith(courierColumn, 'DHL');
    await grid.user.hover(row.cells[courierColumn]!);
    expect(within(row).queryByRole('button', { name: /^Filter options for/ })).toBeNull();
  });

  it('a virtualized page (100 rows) offers the same menu', async () => {
    const grid = await renderGrid({
      initialState: { pageSize: 100 },
      paging: { pageSizeOptions: [25, 100] },
      rows: { virtualizeAbove: 20 },
    }).ready();
    await waitFor(
      () => expect(deliveriesTable().querySelector('tbody[data-virtualized]')).not.toBeNull(),
      { timeout: 10_000 },
    );
    const menu = await openCellMenu(grid, 'Delivered');
    await grid.user.click(within(menu).getByRole('menuitem', { name: 'Only Delivered' }));
    await waitFor(
      () =>
        expect(grid.bodies.at(-1)).toStrictEqual({
          ...firstPage,
          pageSize: 100,
          filters: { status: [4] },
        }),
      { timeout: 10_000 },
    );
  });
});
