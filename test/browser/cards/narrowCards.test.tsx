import '@src/theme/styles.css';
import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cdp, page } from 'vitest/browser';
import type { DeliveriesRequest } from '@src/api/types';
import type { Delivery } from '@src/api/types';
import { generateDeliveries, mockStatuses, queryDeliveries } from '@src/mocks/index';
import { gridRenderer, saveScreenshot, type GridView } from '../harness';
import { expectNoAxeViolations } from '../focus/focusProbe';

const dataset = generateDeliveries(60, 5);
const firstPage: DeliveriesRequest = { pageNumber: 1, pageSize: 10, quickSearch: '' };
const statusOptions = mockStatuses.map(({ value, label, tone }) => ({ value, label, tone }));

const handed: Delivery[] = [];
const renderGrid = gridRenderer(
  {
    initialState: { pageSize: 10 },
    statusOptions,
    locale: 'en-GB',
    timeZone: 'UTC',
    selection: {},
    rows: {
      actions: [{ label: 'Hand to courier', run: async (delivery) => void handed.push(delivery) }],
    },
    detail: { render: (delivery) => <p>Customer {delivery.customerBusinessPartnerName}</p> },
  },
  { serve: dataset, latencyMs: 5 },
);

const codesOf = (request: DeliveriesRequest) =>
  queryDeliveries(dataset, request).map((delivery) => delivery.code);
const list = () => screen.getByRole('list', { name: 'Deliveries' });
const cardNames = () =>
  within(list())
    .getAllByRole('listitem')
    .map((card) => card.getAttribute('aria-label'));
const card = (code: string) => within(list()).getByRole('listitem', { name: `Delivery ${code}` });

/** Nothing scrolls sideways: nothing is wider than the window, or than the grid's scroll area. */
function expectNoSidewaysScroll() {
  const root = document.documentElement;
  expect(root.scrollWidth, 'document scrollWidth').toBeLessThanOrEqual(root.clientWidth);
  // Nor do the cards inside the grid's own scroll area.
  const cards = screen.queryByRole('list', { name: 'Deliveries' })?.parentElement;
  if (cards) expect(cards.scrollWidth, 'cards scrollWidth').toBeLessThanOrEqual(cards.clientWidth);
}

/** The grid as cards, the first page's shown. */
async function cardsShown(view: GridView, request: DeliveriesRequest = firstPage) {
  await waitFor(
    () => expect(cardNames()).toEqual(codesOf(request).map((code) => `Delivery ${code}`)),
    { timeout: 10_000 },
  );
  // The checkboxes and row actions come in a chunk of their own.
  await within(card(codesOf(request)[0]!)).findByRole('checkbox', undefined, { timeout: 10_000 });
  // The toolbar's on-demand controls are the real ones, not their stand-ins.
  await waitFor(() => expect(document.querySelector('[data-stand-in]')).toBeNull(), {
    timeout: 10_000,
  });
  return view;
}

const initial = { width: innerWidth, height: innerHeight };
beforeEach(async () => {
  handed.length = 0;
  // The suite keeps to tables (setup.ts): here the grid's own default decides.
  document.documentElement.style.removeProperty('--dt-cards-below');
  await page.viewport(390, 844);
});
afterEach(() => {
  document.documentElement.style.setProperty('--dt-cards-below', '0');
  document.documentElement.style.fontSize = '';
});
afterAll(() => page.viewport(initial.width, initial.height));

describe('at 390 × 844, a phone held upright', () => {
  it('shows each delivery as a card in a list, labelled fields, no sideways scroll, no table', async () => {
    await cardsShown(renderGrid());
    expect(screen.queryByRole('table')).toBeNull();
    const [first] = queryDeliveries(dataset, firstPage);
    const shown = card(first!.code);
    // The headers' words label the cells' values, formatted as the table formats them.
    const terms = within(shown)
      .getAllByRole('term')
      .map((term) => term.textContent);
    expect(terms).toEqual([
      'Tenant',
      'Courier',
      'Warehouse',
      'Customer',
      'DU qty',
      'Pallets',
      'Status',
      'Inserted',
    ]);
    const value = (label: string) =>
      within(shown)
        .getAllByRole('term')
        .find((term) => term.textContent === label)!.nextElementSibling!.textContent;
    expect(value('Customer')).toBe(first!.customerBusinessPartnerName);
    expect(value('Status')).toBe(statusOptions.find((o) => o.value === first!.status)!.label);
    within(shown).getByRole('checkbox', { name: `Select ${first!.code}` });
    // The details' button comes with the details' parts, a chunk of their own.
    await within(shown).findByRole(
      'button',
      { name: `Show details for ${first!.code}` },
      { timeout: 10_000 },
    );
    within(shown).getByRole('button', { name: `Actions for ${first!.code}` });
    expectNoSidewaysScroll();
    await expectNoAxeViolations('cards at 390');
    await saveScreenshot('cards-390');
  });
});

describe('sorting from "Sort by"', () => {
  it('sends the body a click on the "Inserted" header sends, and shows the cards in that order', async () => {
    // The header, on a laptop's table.
    await page.viewport(1280, 800);
    const wide = renderGrid();
    await wide.ready();
    await wide.user.click(screen.getByRole('button', { name: 'Inserted' }));
    await waitFor(() => expect(wide.bodies.at(-1)?.orderBy).toBeDefined());
    const byHeader = wide.bodies.at(-1)!;
    wide.unmount();

    await page.viewport(390, 844);
    const narrow = await cardsShown(renderGrid());
    expect(screen.queryByRole('columnheader')).toBeNull();
    const sortBy = screen.getByRole('combobox', { name: 'Sort by' });
    await narrow.user.selectOptions(sortBy, 'Inserted, ascending');
    await waitFor(() => expect(narrow.bodies.at(-1)).toEqual(byHeader));
    expect(byHeader).toEqual({ ...firstPage, orderBy: { key: 'insertTime', order: 'asc' } });
    await cardsShown(narrow, byHeader);
    expect((sortBy as HTMLSelectElement).selectedOptions[0]!.textContent).toBe(
      'Inserted, ascending',
    );
    await expectNoAxeViolations('sorted cards');
    await saveScreenshot('cards-390-sorted');
  });
});

describe('a card, by pointer', () => {
  it('can be ticked, opened and acted on', async () => {
    const view = await cardsShown(renderGrid());
    const [first, second] = codesOf(firstPage);
    await view.user.click(within(card(first!)).getByRole('checkbox', { name: `Select ${first}` }));
    const bar = await screen.findByRole('toolbar', { name: 'Selection' });
    expect(within(bar).getByText('1 selected')).toBeTruthy();
    // The Selection bar and the pager fit, and stay in view.
    for (const part of [bar, screen.getByRole('navigation', { name: 'Pagination' })]) {
      const box = part.getBoundingClientRect();
      expect(box.right).toBeLessThanOrEqual(innerWidth);
      expect(box.bottom).toBeLessThanOrEqual(innerHeight);
    }
    expectNoSidewaysScroll();
    await expectNoAxeViolations('a card ticked');
    await saveScreenshot('cards-390-ticked');

    await view.user.click(
      await within(card(second!)).findByRole(
        'button',
        { name: `Show details for ${second}` },
        { timeout: 10_000 },
      ),
    );
    const details = await screen.findByRole('dialog', { name: `Delivery ${second}` });
    const [, delivery] = queryDeliveries(dataset, firstPage);
    expect(
      within(details).getByText(`Customer ${delivery!.customerBusinessPartnerName}`),
    ).toBeTruthy();
    expect(card(second!).getAttribute('aria-current')).toBe('true');
    await expectNoAxeViolations('details open over the cards');
    await saveScreenshot('cards-390-details');
    await view.user.click(within(details).getByRole('button', { name: 'Close details' }));

    await view.user.click(
      within(card(second!)).getByRole('button', { name: `Actions for ${second}` }),
    );
    const menu = await screen.findByRole('menu');
    await saveScreenshot('cards-390-row-actions');
    await view.user.click(within(menu).getByRole('menuitem', { name: 'Hand to courier' }));
    await waitFor(() => expect(handed.map((d) => d.code)).toEqual([second]));
  });
});

describe('the filter sheet', () => {
  it('opens as a modal dialog over the page, keeps Tab inside, applies, and gives focus back', async () => {
    const view = await cardsShown(renderGrid());
    const { user } = view;
    const toggle = screen.getByRole('button', { name: 'Filters' });
    await user.click(toggle);
    const sheet = await screen.findByRole('dialog', { name: 'Filters' });
    expect(sheet.matches(':modal')).toBe(true);
    const panel = await within(sheet).findByRole('region', { name: 'Filters' });
    // Full height and width of the window.
    const box = sheet.getBoundingClientRect();
    expect(Math.round(box.height)).toBe(innerHeight);
    expect(Math.round(box.width)).toBe(document.documentElement.clientWidth);
    expectNoSidewaysScroll();
    await expectNoAxeViolations('filter sheet open');
    await saveScreenshot('cards-390-filter-sheet');

    // Shift+Tab from the first control goes round to the last: focus never leaves the sheet.
    const close = within(sheet).getByRole('button', { name: 'Close filters' });
    close.focus();
    await user.tab({ shift: true });
    expect(sheet.contains(document.activeElement)).toBe(true);
    await user.tab();
    expect(document.activeElement).toBe(close);

    await user.click(within(panel).getByRole('combobox', { name: 'Status' }));
    await user.click(screen.getByRole('option', { name: 'Delivered' }));
    await user.click(within(panel).getByRole('button', { name: 'Apply filters' }));
    const delivered = statusOptions.find((option) => option.label === 'Delivered')!.value;
    const filtered = { ...firstPage, filters: { status: [delivered] } };
    await waitFor(() => expect(view.bodies.at(-1)).toEqual(filtered));
    await cardsShown(view, filtered);
    expect(screen.queryByRole('dialog', { name: 'Filters' })).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(toggle));

    // Escape closes it too, focus back on "Filters", though a tap opened it without focusing
    // the button (Safari, touch): the sheet has nothing to restore focus to on its own.
    toggle.blur();
    toggle.click();
    await screen.findByRole('dialog', { name: 'Filters' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Filters' })).toBeNull());
    expect(document.activeElement).toBe(toggle);
  });
});

describe('the toolbar', () => {
  it('folds into one row: search, "Filters" and "More", which holds the rest', async () => {
    const view = await cardsShown(renderGrid());
    const search = screen.getByRole('searchbox', { name: 'Search deliveries' });
    const more = screen.getByRole('button', { name: 'More' });
    const filters = screen.getByRole('button', { name: 'Filters' });
    const top = (element: Element) => Math.round(element.getBoundingClientRect().top);
    expect(new Set([search, filters, more].map(top)).size).toBe(1);
    expect(screen.queryByRole('button', { name: 'Columns' })).toBeNull();
    await view.user.click(more);
    expect(more.getAttribute('aria-expanded')).toBe('true');
    const folded = screen.getByRole('group', { name: 'More' });
    within(folded).getByRole('button', { name: 'Columns' });
    within(folded).getByRole('button', { name: 'Export' });
    expectNoSidewaysScroll();
    await expectNoAxeViolations('toolbar "More" open');
    await saveScreenshot('cards-390-more');
    await view.user.keyboard('{Escape}');
    expect(more.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(more);
  });
});

describe('keys across cards', () => {
  it("moves between cards with the arrows, as between rows, and along a card's controls", async () => {
    const view = await cardsShown(renderGrid());
    const codes = codesOf(firstPage);
    // One tab stop: the first card.
    card(codes[0]!).focus();
    await view.user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(card(codes[1]!));
    await view.user.keyboard('{End}');
    expect(document.activeElement).toBe(card(codes.at(-1)!));
    await view.user.keyboard('{Home}{ArrowDown}{ArrowRight}');
    expect(document.activeElement).toBe(
      within(card(codes[1]!)).getByRole('checkbox', { name: `Select ${codes[1]}` }),
    );
    // The same control on the next card.
    await view.user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(
      within(card(codes[2]!)).getByRole('checkbox', { name: `Select ${codes[2]}` }),
    );
    // Space on a card ticks it; the card list is one tab stop.
    await view.user.keyboard('{ArrowLeft} ');
    expect(within(card(codes[2]!)).getByRole<HTMLInputElement>('checkbox').checked).toBe(true);
    const stops = within(list())
      .getAllByRole('listitem')
      .filter((item) => item.tabIndex === 0);
    expect(stops).toEqual([card(codes[2]!)]);
  });
});

describe('focus on a card', () => {
  it('stays with its delivery when a refresh brings another above it', async () => {
    const rows = generateDeliveries(12, 9).map((delivery) => ({ ...delivery }));
    const view = renderGrid({ refresh: { intervalSeconds: 1 } }, { serve: rows, latencyMs: 5 });
    const code = rows[2]!.code;
    await screen.findByRole('listitem', { name: `Delivery ${code}` }, { timeout: 10_000 });
    card(code).focus();
    // Another operator adds a delivery in front; the next refresh brings it above.
    rows.unshift({ ...rows[0]!, code: 'DLV-2026-777777' });
    await screen.findByRole('listitem', { name: 'Delivery DLV-2026-777777' }, { timeout: 10_000 });
    expect(document.activeElement).toBe(card(code));
    // The arrows go on from it, in the page's new order.
    await view.user.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(card(rows[2]!.code));
  });
});

/** How wide "Next page" is drawn beside its arrow (its name, whatever is drawn). */
function pageButtonWordsWidth() {
  const next = screen.getByRole('button', { name: 'Next page' });
  return next.querySelector('span')!.getBoundingClientRect().width;
}

describe("where the cards come from: the grid's own width, not the window's", () => {
  const column = (width: number) => (grid: React.ReactElement) => (
    <div style={{ display: 'flex', gap: 16 }}>
      <div style={{ width, flex: 'none' }}>{grid}</div>
      <div style={{ flex: 1 }}>The rest of the page</div>
    </div>
  );

  it('shows cards in a 390-px column of a 1,440-px page, and the table in a wide one', async () => {
    await page.viewport(1440, 900);
    const narrow = renderGrid({}, { wrap: column(390) });
    await cardsShown(narrow);
    expectNoSidewaysScroll();
    await expectNoAxeViolations('cards in a column');
    await saveScreenshot('cards-column-390-of-1440');
    // The paging buttons show their arrows alone, by the grid's width; their names stay.
    expect(pageButtonWordsWidth()).toBeLessThanOrEqual(1);
    narrow.unmount();

    const wide = renderGrid({}, { wrap: column(1000) });
    await wide.ready();
    expect(screen.queryByRole('list', { name: 'Deliveries' })).toBeNull();
    expect(screen.getByRole('table', { name: 'Deliveries' })).toBeTruthy();
    expect(pageButtonWordsWidth()).toBeGreaterThan(20);
  });

  it('follows the column as it narrows, and keeps to the threshold given', async () => {
    await page.viewport(1440, 900);
    const view = renderGrid({}, { wrap: column(1000) });
    await view.ready();
    const box = view.container.querySelector<HTMLElement>('.deliveries-table')!.parentElement!;
    box.style.width = '500px';
    await cardsShown(view);
    view.rerenderGrid({ cards: { below: 0 } });
    await screen.findByRole('table', { name: 'Deliveries' });
    view.rerenderGrid({ cards: { below: Infinity } });
    box.style.width = '1200px';
    await cardsShown(view);
  });
});

describe('reflow (WCAG 1.4.10)', () => {
  it('fits at 320 px wide and with text at 200% at 390 px: no sideways scroll', async () => {
    await page.viewport(320, 700);
    const view = await cardsShown(renderGrid());
    expectNoSidewaysScroll();
    await saveScreenshot('cards-320');
    view.unmount();

    await page.viewport(390, 844);
    document.documentElement.style.fontSize = '200%';
    const zoomed = await cardsShown(renderGrid());
    expectNoSidewaysScroll();
    await zoomed.user.click(screen.getByRole('button', { name: 'More' }));
    expectNoSidewaysScroll();
    await saveScreenshot('cards-390-text-200');
  });
});

describe('print', () => {
  it('prints every card of the page, legibly, within the page width', async () => {
    await cardsShown(renderGrid());
    const session = cdp();
    await session.send('Emulation.setEmulatedMedia', { media: 'print' });
    try {
      const cards = within(list()).getAllByRole('listitem');
      const scroll = list().closest<HTMLElement>('.dt-scroll')!;
      // Every card laid out, none cut by a scroll area, each as wide as the page allows.
      expect(getComputedStyle(scroll).overflowY).toBe('visible');
      for (const shown of cards) {
        const box = shown.getBoundingClientRect();
        expect(box.height).toBeGreaterThan(40);
        expect(box.right).toBeLessThanOrEqual(document.documentElement.clientWidth);
        expect(getComputedStyle(shown).breakInside).toBe('avoid');
      }
      expect(
        Number.parseFloat(getComputedStyle(cards[0]!.querySelector('dd')!).fontSize),
      ).toBeGreaterThanOrEqual(12);
      await saveScreenshot('cards-390-print');
    } finally {
      await session.send('Emulation.setEmulatedMedia', { media: '' });
    }
  });
});
