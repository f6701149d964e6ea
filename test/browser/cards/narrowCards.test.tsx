import '@src/theme/styles.css';
import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
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

/** The document scrolls no sideways: nothing is wider than the window. */
function expectNoSidewaysScroll() {
  const root = document.documentElement;
  expect(root.scrollWidth, 'document scrollWidth').toBeLessThanOrEqual(root.clientWidth);
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
    within(shown).getByRole('button', { name: `Show details for ${first!.code}` });
    within(shown).getByRole('button', { name: `Actions for ${first!.code}` });
    expectNoSidewaysScroll();
    await expectNoAxeViolations('cards at 390');
    await saveScreenshot('cards-390');
  });
});
