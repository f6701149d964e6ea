import '@src/theme/styles.css';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DeliveriesRequest } from '@src/api/types';
import { generateDeliveries, mockCouriers, queryDeliveries } from '@src/mocks/index';
import { gridRenderer } from '../harness';
import { withCardsThreshold } from './cardsWidth';
import { expectNoAxeViolations } from '../focus/focusProbe';

withCardsThreshold(390, 844);
const firstPage: DeliveriesRequest = { pageNumber: 1, pageSize: 10, quickSearch: '' };
// Every delivery with DHL but the first page's last, with UPS: "Only this" UPS leaves one.
const rows = generateDeliveries(30, 23).map((delivery) => ({
  ...delivery,
  courierId: 11,
  courierCode: 'DHL',
}));
const last = rows.find((delivery) => delivery.code === queryDeliveries(rows, firstPage)[9]!.code)!;
Object.assign(last, { courierId: 12, courierCode: 'UPS' });
const couriers = mockCouriers.map(({ courierId, courierCode }) => ({
  value: courierId,
  label: courierCode,
}));
const renderGrid = gridRenderer(
  { initialState: { pageSize: 10 }, timeZone: 'UTC', filters: { options: { couriers } } },
  { serve: rows, latencyMs: 5 },
);

describe('"Only this" from the last card, which the filtered page no longer has', () => {
  for (const [layout, below, shape] of [
    ['cards', Infinity, 'li'],
    ['table', 0, 'tr'],
  ] as const)
    it(`leaves focus with the delivery, on its ${layout === 'cards' ? 'card' : 'row'}`, async () => {
      const view = renderGrid({ cards: { below } });
      const { user } = view;
      // The layout asked for, once its code is in (the table shows until the cards' is).
      const item = await screen.findByRole(
        layout === 'cards' ? 'listitem' : 'row',
        { name: layout === 'cards' ? `Delivery ${last.code}` : new RegExp(last.code) },
        { timeout: 10_000 },
      );
      await waitFor(() => expect(document.querySelector('[data-stand-in]')).toBeNull(), {
        timeout: 10_000,
      });
      const field =
        item.querySelector<HTMLElement>('[data-column="courierCode"]') ??
        within(item).getByText('UPS');
      await user.hover(field);
      await user.click(await within(item).findByRole('button', { name: 'Filter options for UPS' }));
      await user.click(await screen.findByRole('menuitem', { name: 'Only UPS' }));
      await waitFor(() =>
        expect(view.bodies.at(-1)).toEqual({ ...firstPage, filters: { courierIds: [12] } }),
      );
      await waitFor(() => expect(document.querySelectorAll(`${shape}[data-key]`)).toHaveLength(1));
      const only = document.querySelector<HTMLElement>(`${shape}[data-key]`)!;
      expect(only.dataset.key).toBe(last.code);
      await waitFor(() => expect(only.contains(document.activeElement)).toBe(true));
      await expectNoAxeViolations(
        `"Only this" from the last ${layout === 'cards' ? 'card' : 'row'}`,
      );
    });
});

describe('focus that left the rows for the page', () => {
  it('stays on the page when a refresh later takes its row away', async () => {
    // Ten deliveries, one page: a refresh without the first shortens the page by a row.
    const dataset = generateDeliveries(10, 31).map((delivery) => ({ ...delivery }));
    const view = gridRenderer(
      {
        initialState: { pageSize: 10 },
        timeZone: 'UTC',
        filters: { options: { couriers } },
        refresh: { intervalSeconds: 1 },
      },
      { serve: dataset, latencyMs: 5 },
    )({ cards: { below: 0 } });
    const shown = queryDeliveries(dataset, firstPage);
    const lastRow = await screen.findByRole(
      'row',
      { name: new RegExp(shown[9]!.code) },
      { timeout: 10_000 },
    );
    lastRow.focus();
    expect(document.activeElement).toBe(lastRow);
    // The person clicks on the page beside the grid: focus is the page's.
    await view.user.click(document.body);
    expect(document.activeElement).toBe(document.body);
    // Another operator removes the page's first delivery: the last row goes, not its delivery.
    dataset.splice(dataset.indexOf(dataset.find((each) => each.code === shown[0]!.code)!), 1);
    await waitFor(() => expect(document.querySelectorAll('tr[data-key]')).toHaveLength(9), {
      timeout: 10_000,
    });
    expect(document.activeElement).toBe(document.body);
  });
});
