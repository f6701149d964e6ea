import '@src/theme/styles.css';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DeliveriesRequest } from '@src/api/types';
import { deliveriesFaults, generateDeliveries, queryDeliveries } from '@src/mocks/index';
import { cardNames, withCardsThreshold } from './cardsWidth';
import { gridRenderer, serveReference } from '../harness';
import { worker } from '../worker';
import { expectNoAxeViolations, focused } from '../focus/focusProbe';

const dataset = generateDeliveries(30, 17);
const firstPage: DeliveriesRequest = { pageNumber: 1, pageSize: 10, quickSearch: '' };
const codes = queryDeliveries(dataset, firstPage).map((delivery) => delivery.code);
const renderGrid = gridRenderer({ initialState: { pageSize: 10 }, timeZone: 'UTC' });

/** The cards of the first page, once the grid shows cards (the table shows until their chunk is in). */
async function firstCards() {
  const list = await screen.findByRole('list', { name: 'Deliveries' }, { timeout: 10_000 });
  await waitFor(() => expect(cardNames(list)).toEqual(codes.map((code) => `Delivery ${code}`)), {
    timeout: 10_000,
  });
}
const cardsLaidOut = () =>
  waitFor(() => expect(document.querySelector('[data-layout="cards"]')).not.toBeNull(), {
    timeout: 10_000,
  });
const sortBy = { role: 'combobox', name: 'Sort by' };

withCardsThreshold(390, 844);

describe('focus waits over the cards, not on the page, when the control that had it goes', () => {
  it('"Retry" of a failed load: on "Sort by" above the cards as they come', async () => {
    const bodies = serveReference(dataset, { latencyMs: 5 });
    worker.use(deliveriesFaults.badRequest({ once: true }));
    const { user } = renderGrid();
    await cardsLaidOut();
    const retry = await screen.findByRole('button', { name: 'Retry' }, { timeout: 10_000 });
    await expectNoAxeViolations('a failed load over cards');
    await user.click(retry);
    await firstCards();
    expect(focused()).toEqual(sortBy);
    // The retry's request, the same page (the fault answered the first in front of the backend).
    expect(bodies).toEqual([firstPage]);
  });

  it('a page turn from a card onto a page with no rows: on "Sort by"', async () => {
    // 30 deliveries, 10 a page, no look-ahead: page 3 is full, so a next page is offered.
    const bodies = serveReference(dataset, { latencyMs: 5 });
    const { user } = renderGrid({
      initialState: { pageSize: 10, pageNumber: 3 },
      paging: { prefetchNextPage: false },
      selection: {},
    });
    await cardsLaidOut();
    const list = await screen.findByRole('list', { name: 'Deliveries' }, { timeout: 10_000 });
    await waitFor(() => expect(cardNames(list)).toHaveLength(10), { timeout: 10_000 });
    // The cards take focus once the selection's parts are in (their checkboxes show it).
    await screen.findByRole('checkbox', { name: 'Select all on this page' }, { timeout: 10_000 });
    const third = screen.getAllByRole('listitem')[2]!;
    third.focus();
    expect(focused()).toEqual({ role: 'listitem', name: third.getAttribute('aria-label') });
    await user.keyboard('{Alt>}{ArrowRight}{/Alt}');
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Deliveries' })).toBeNull(), {
      timeout: 10_000,
    });
    expect(bodies.at(-1)?.pageNumber).toBe(4);
    await waitFor(() => expect(focused()).toEqual(sortBy));
    await expectNoAxeViolations('an empty page after a turn from a card');
  });

  it('"Clear filters" of an empty page: on "Sort by", the cards of every delivery coming', async () => {
    const bodies = serveReference(dataset, { latencyMs: 5 });
    // A status no delivery has: the page is empty.
    const { user } = renderGrid({ initialState: { pageSize: 10, filters: { status: [999] } } });
    await cardsLaidOut();
    const clear = await screen.findByRole('button', { name: 'Clear filters' }, { timeout: 10_000 });
    await expectNoAxeViolations('an empty page over cards');
    await user.click(clear);
    await firstCards();
    expect(focused()).toEqual(sortBy);
    expect(bodies).toEqual([{ ...firstPage, filters: { status: [999] } }, firstPage]);
  });
});
