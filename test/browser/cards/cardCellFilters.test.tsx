import '@src/theme/styles.css';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DeliveriesRequest } from '@src/api/types';
import { mockCouriers, mockStatuses, queryDeliveries } from '@src/mocks/index';
import { gridRenderer, type GridView } from '../harness';
import { expectNoAxeViolations } from '../focus/focusProbe';
import { dataset, firstPage } from '../table/deliveriesServer';
import { openCellMenuByKeyboard } from '../filters/cellMenuByKeyboard';

const statusOptions = mockStatuses.map(({ value, label, tone }) => ({ value, label, tone }));
const couriers = mockCouriers.map((c) => ({ value: c.courierId, label: c.courierCode }));
// Always cards, whatever the page's width.
const renderGrid = gridRenderer(
  {
    timeZone: 'UTC',
    statusOptions,
    filters: { options: { couriers } },
    cards: { below: Infinity },
  },
  { serve: dataset },
);

const list = () => screen.getByRole('list', { name: 'Deliveries' });
const cardsShown = () => within(list()).getAllByRole('listitem');
const shownCodes = () =>
  cardsShown().map((card) => card.getAttribute('aria-label')!.replace('Delivery ', ''));
const expectedCodes = (request: DeliveriesRequest) =>
  queryDeliveries(dataset, request).map((delivery) => delivery.code);
/** The first card whose field (`status`, `courierCode`) shows `value`, and that field. */
const cardWith = (field: string, value: string) => {
  for (const card of cardsShown()) {
    const shown = card.querySelector<HTMLElement>(`[data-column="${field}"]`);
    // The field's own text, without the menu button drawn into it.
    if (shown?.firstChild?.textContent === value) return { card, shown };
  }
  throw new Error(`No card shows ${value}`);
};
async function cardsReady(grid: GridView) {
  await waitFor(() => expect(shownCodes()).toEqual(expectedCodes(firstPage)), { timeout: 10_000 });
  return grid;
}
const expectRequest = async (grid: GridView, request: DeliveriesRequest) => {
  expect(expectedCodes(request).length).toBeGreaterThan(0);
  await waitFor(() => expect(grid.bodies.at(-1)).toStrictEqual(request), { timeout: 10_000 });
  await waitFor(() => expect(shownCodes()).toEqual(expectedCodes(request)), { timeout: 10_000 });
};

/** Hovers the first card whose `field` shows `value` and opens that field's menu. */
async function openFieldMenu(grid: GridView, field: string, value: string) {
  const { card, shown } = cardWith(field, value);
  await grid.user.hover(shown);
  await grid.user.click(
    await within(card).findByRole(
      'button',
      { name: `Filter options for ${value}` },
      { timeout: 10_000 },
    ),
  );
  return screen.getByRole('menu');
}
const itemsOf = (menu: HTMLElement) =>
  within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent);

describe('filter from a card', () => {
  it('"Only Delivered" from a card\'s Status, by pointer, sends the status filter as a chip', async () => {
    const grid = await cardsReady(renderGrid());
    const menu = await openFieldMenu(grid, 'status', 'Delivered');
    expect(itemsOf(menu)).toEqual(['Only Delivered', 'Exclude Delivered']);
    await expectNoAxeViolations('a card field menu open');
    await grid.user.click(within(menu).getByRole('menuitem', { name: 'Only Delivered' }));
    await expectRequest(grid, { ...firstPage, filters: { status: [4] } });
    await screen.findByRole(
      'button',
      { name: 'Remove filter: Status: Delivered' },
      { timeout: 10_000 },
    );
  });

  it('"Exclude Delivered" by keyboard: a card, then along its controls to the menu', async () => {
    const grid = await cardsReady(renderGrid());
    // The list is one tab stop; Tab reaches its first card.
    await openCellMenuByKeyboard(grid, {
      rows: 'li',
      target: () => cardWith('status', 'Delivered').card,
      value: 'Delivered',
    });
    await grid.user.keyboard('{ArrowDown}{Enter}');
    await expectRequest(grid, { ...firstPage, filters: { status: [0, 1, 2, 3, 5, 6] } });
    await screen.findByRole(
      'button',
      { name: 'Remove filter: Status: not Delivered' },
      { timeout: 10_000 },
    );
  });

  it('a courier the options name offers "Only DHL" alone: the contract cannot exclude ids', async () => {
    const grid = await cardsReady(renderGrid());
    const menu = await openFieldMenu(grid, 'courierCode', 'DHL');
    expect(itemsOf(menu)).toEqual(['Only DHL']);
    await grid.user.click(within(menu).getByRole('menuitem', { name: 'Only DHL' }));
    await expectRequest(grid, { ...firstPage, filters: { courierIds: [11] } });
  });

  it('offers nothing where the host gives no id for a name (options from a loader)', async () => {
    const grid = await cardsReady(
      renderGrid({ filters: { options: { couriers: { load: async () => couriers } } } }),
    );
    // The status field's menu shows the menus' code is there; the courier's stays bare.
    const { card, shown } = cardWith('courierCode', 'DHL');
    await grid.user.hover(shown);
    await within(card).findByRole(
      'button',
      { name: /^Filter options for (?!DHL)/ },
      { timeout: 10_000 },
    );
    expect(within(card).queryByRole('button', { name: 'Filter options for DHL' })).toBeNull();
  });
});
