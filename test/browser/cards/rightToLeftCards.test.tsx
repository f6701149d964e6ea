import '@src/theme/styles.css';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DeliveriesRequest } from '@src/api/types';
import { generateDeliveries, queryDeliveries } from '@src/mocks/index';
import { ar } from '@src/locales/ar';
import { withCardsThreshold } from './cardsWidth';
import { gridRenderer } from '../harness';
import { expectNoAxeViolations } from '../focus/focusProbe';

const dataset = generateDeliveries(30, 19);
const firstPage: DeliveriesRequest = { pageNumber: 1, pageSize: 10, quickSearch: '' };
const codes = queryDeliveries(dataset, firstPage).map((delivery) => delivery.code);
const renderGrid = gridRenderer(
  {
    initialState: { pageSize: 10 },
    timeZone: 'UTC',
    localePack: ar,
    selection: {},
    rows: { actions: [{ label: 'تسليم', run: async () => {} }] },
  },
  { serve: dataset, latencyMs: 5 },
);

withCardsThreshold(390, 844);

describe('cards right to left, in an Arabic grid on a left-to-right page', () => {
  it('do not scroll the page sideways at 390 px, the spoken-only texts included', async () => {
    const view = renderGrid();
    const list = await screen.findByRole('list', { name: 'الشحنات' }, { timeout: 10_000 });
    await waitFor(
      () =>
        expect(
          within(list)
            .getAllByRole('listitem')
            .map((card) => card.dataset.key),
        ).toEqual(codes),
      { timeout: 10_000 },
    );
    await within(list).findAllByRole('checkbox', undefined, { timeout: 10_000 });
    expect(document.querySelector('.deliveries-table')!.getAttribute('dir')).toBe('rtl');
    // What only a screen reader hears (the page's count here) is drawn too, out of sight.
    await waitFor(() => expect(document.body.textContent).toContain('10 شحنات'));
    const root = document.documentElement;
    expect(root.scrollWidth, 'the page scrolls sideways').toBeLessThanOrEqual(root.clientWidth);
    // "More" open: its own spoken-only texts (the views' status) are drawn too.
    await view.user.click(screen.getByRole('button', { name: 'المزيد' }));
    expect(root.scrollWidth, 'the page scrolls sideways').toBeLessThanOrEqual(root.clientWidth);
    await expectNoAxeViolations('Arabic cards with "More" open');
  });

  it("line each value up under its label at the card's start, Latin names and codes too", async () => {
    renderGrid();
    const list = await screen.findByRole('list', { name: 'الشحنات' }, { timeout: 10_000 });
    await within(list).findAllByRole('checkbox', undefined, { timeout: 10_000 });
    const card = within(list).getAllByRole('listitem')[0]!;
    // The box of the text drawn in an element, not of the element.
    const inkOf = (element: Element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      return range.getBoundingClientRect();
    };
    // How far each value's right edge is from its label's: the tenant, courier, warehouse and
    // customer (Latin) as the quantities and dates.
    const away = [...card.querySelectorAll('.dt-card-field')].flatMap((field) => {
      const off = inkOf(field.querySelector('dt')!).right - inkOf(field.querySelector('dd')!).right;
      return Math.abs(off) > 2 ? [`${field.querySelector('dd')!.textContent}: ${off} px`] : [];
    });
    expect(away).toEqual([]);
    // The code beside the checkbox, at the right, not against the buttons at the left.
    const title = card.querySelector('.dt-card-title')!;
    expect(title.getBoundingClientRect().right - inkOf(title).right).toBeLessThanOrEqual(2);
  });
});
