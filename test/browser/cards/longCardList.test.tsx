import '@src/theme/styles.css';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DeliveriesRequest } from '@src/api/types';
import { generateDeliveries, queryDeliveries } from '@src/mocks/index';
import { cardNames, withCardsThreshold } from './cardsWidth';
import { gridRenderer, serveReference } from '../harness';
import { expectNoAxeViolations, focused } from '../focus/focusProbe';

const dataset = generateDeliveries(150, 23);
const firstPage: DeliveriesRequest = { pageNumber: 1, pageSize: 100, quickSearch: '' };
const codes = queryDeliveries(dataset, firstPage).map((delivery) => delivery.code);
// With selection the cards take focus, and the arrow keys, Home and End move between them.
const renderGrid = gridRenderer({
  initialState: { pageSize: 100 },
  timeZone: 'UTC',
  selection: {},
});
const card = (code: string) => screen.getByRole('listitem', { name: `Delivery ${code}` });
/** Whether the card's content is drawn: skipped (`content-visibility: auto`) when out of view. */
const drawn = (code: string) =>
  card(code).querySelector('dl')!.checkVisibility({ contentVisibilityAuto: true });
/**
 * Whether the card's head (its checkbox and code) is inside the cards' scroll area, as a person
 * sees it. Not the whole card: cards drawn as they come into view may move it a few pixels.
 */
function inView(code: string) {
  const box = card(code).querySelector('.dt-card-head')!.getBoundingClientRect();
  const area = card(code).closest('ul')!.parentElement!.getBoundingClientRect();
  return box.top >= area.top - 1 && box.bottom <= area.bottom + 1;
}

withCardsThreshold(390, 844);

describe('a page of 100 cards on a phone', () => {
  it('draws the cards in view only; End reaches the last, drawn and in view; all stay readable', async () => {
    const bodies = serveReference(dataset, { latencyMs: 5 });
    const { user } = renderGrid();
    const list = await screen.findByRole('list', { name: 'Deliveries' }, { timeout: 10_000 });
    await waitFor(() => expect(cardNames(list)).toEqual(codes.map((code) => `Delivery ${code}`)), {
      timeout: 10_000,
    });
    expect(bodies[0]).toEqual(firstPage);
    // The first card is drawn; the last, far below, is not drawn until it comes into view.
    expect(drawn(codes[0]!)).toBe(true);
    expect(drawn(codes[99]!)).toBe(false);
    // Its words are there all the same: for a screen reader and the browser's find.
    expect(within(card(codes[99]!)).getByText(codes[99]!)).toBeTruthy();
    await expectNoAxeViolations('100 cards, most of them not drawn');

    // Into the list by keyboard, then to its end.
    card(codes[0]!).focus();
    await user.keyboard('{End}');
    // Each is the next frame's work (the card's relevance, its scroll): waited for, not timed.
    await waitFor(
      () => expect(focused()).toEqual({ role: 'listitem', name: `Delivery ${codes[99]}` }),
      { timeout: 10_000 },
    );
    await waitFor(() => expect(drawn(codes[99]!)).toBe(true), { timeout: 10_000 });
    await waitFor(() => expect(inView(codes[99]!)).toBe(true), { timeout: 10_000 });
    await waitFor(() => expect(drawn(codes[0]!)).toBe(false), { timeout: 10_000 });
    await expectNoAxeViolations('the last of 100 cards focused');
  });

  it('brings a card reached by ArrowUp whole below the sticky "Sort by" bar', async () => {
    serveReference(dataset, { latencyMs: 5 });
    const { user } = renderGrid();
    const list = await screen.findByRole('list', { name: 'Deliveries' }, { timeout: 10_000 });
    await waitFor(() => expect(cardNames(list)).toHaveLength(100), { timeout: 10_000 });
    card(codes[0]!).focus();
    await user.keyboard('{End}');
    await waitFor(() => expect(inView(codes[99]!)).toBe(true), { timeout: 10_000 });
    const bar = list.parentElement!.querySelector('.dt-card-bar')!;
    const top = (code: string) => card(code).getBoundingClientRect().top;
    // The first card whole below the bar; the one before it is under it or above, out of sight.
    const first = codes.findIndex((code) => top(code) >= bar.getBoundingClientRect().bottom);
    card(codes[first]!).focus();
    await user.keyboard('{ArrowUp}');
    const above = codes[first - 1]!;
    await waitFor(
      () => expect(focused()).toEqual({ role: 'listitem', name: `Delivery ${above}` }),
      { timeout: 10_000 },
    );
    // The card and its focus ring below the bar, not under it: the bar is taller than a row.
    await waitFor(
      () => expect(top(above)).toBeGreaterThanOrEqual(bar.getBoundingClientRect().bottom - 1),
      { timeout: 10_000 },
    );
  });

  it('with no height limit the window scrolls the cards: ArrowDown brings a card whole above the sticky pager', async () => {
    serveReference(dataset, { latencyMs: 5 });
    const { user } = renderGrid(
      {},
      { wrap: (grid) => <div style={{ '--dt-max-height': 'none' } as object}>{grid}</div> },
    );
    const list = await screen.findByRole('list', { name: 'Deliveries' }, { timeout: 10_000 });
    await waitFor(() => expect(cardNames(list)).toHaveLength(100), { timeout: 10_000 });
    const pager = screen.getByRole('navigation', { name: 'Pagination' });
    // The grid runs longer than the window, which scrolls it; the pager sticks to its bottom.
    expect(document.scrollingElement!.scrollHeight).toBeGreaterThan(innerHeight * 2);
    const pagerTop = () => pager.getBoundingClientRect().top;
    expect(pagerTop()).toBeLessThan(innerHeight);
    // The last card whole above the pager; the next is under it, or below the window.
    const bottom = (code: string) => card(code).getBoundingClientRect().bottom;
    const last = codes.findLastIndex((code) => bottom(code) <= pagerTop());
    card(codes[last]!).focus();
    await user.keyboard('{ArrowDown}');
    const next = codes[last + 1]!;
    await waitFor(() => expect(focused()).toEqual({ role: 'listitem', name: `Delivery ${next}` }), {
      timeout: 10_000,
    });
    // The card and its focus ring above the pager, not under it.
    await waitFor(() => expect(bottom(next)).toBeLessThanOrEqual(pagerTop() + 1), {
      timeout: 10_000,
    });
  });

  it('with no height limit the Selection bar stays in view, above the sticky pager', async () => {
    serveReference(dataset, { latencyMs: 5 });
    const { user } = renderGrid(
      { selection: { actions: [{ label: 'Hand to courier', run: async () => undefined }] } },
      { wrap: (grid) => <div style={{ '--dt-max-height': 'none' } as object}>{grid}</div> },
    );
    const list = await screen.findByRole('list', { name: 'Deliveries' }, { timeout: 10_000 });
    await waitFor(() => expect(cardNames(list)).toHaveLength(100), { timeout: 10_000 });
    expect(document.scrollingElement!.scrollHeight).toBeGreaterThan(innerHeight * 2);
    await user.click(
      await within(card(codes[0]!)).findByRole(
        'checkbox',
        { name: `Select ${codes[0]}` },
        { timeout: 10_000 },
      ),
    );
    const bar = await screen.findByRole('toolbar', { name: 'Selection' });
    const pager = screen.getByRole('navigation', { name: 'Pagination' });
    // In the window, whole, just above the pager: not under the last card, thousands of px down.
    const inSight = () => {
      const { top, bottom } = bar.getBoundingClientRect();
      expect(top).toBeGreaterThanOrEqual(0);
      expect(bottom).toBeLessThanOrEqual(pager.getBoundingClientRect().top + 1);
      const hand = within(bar).getByRole('button', { name: 'Hand to courier' });
      const middle = hand.getBoundingClientRect();
      const hit = document.elementFromPoint(
        middle.left + middle.width / 2,
        middle.top + middle.height / 2,
      );
      expect(hit === hand || hand.contains(hit)).toBe(true);
    };
    await waitFor(inSight, { timeout: 10_000 });
    // Walked down by keyboard, each card focus comes to is scrolled clear of the bar.
    for (let step = 1; step <= 8; step += 1) {
      await user.keyboard('{ArrowDown}');
      await waitFor(() => {
        const focused = document.activeElement!.closest('.dt-card')!;
        expect(focused.getAttribute('aria-label')).toBe(`Delivery ${codes[step]}`);
        const { top, bottom } = focused.getBoundingClientRect();
        expect(top).toBeGreaterThanOrEqual(0);
        expect(bottom).toBeLessThanOrEqual(bar.getBoundingClientRect().top + 1);
      });
    }
    // Half way down the cards, the bar and the pager stay where they are.
    scrollTo(0, document.scrollingElement!.scrollHeight / 2);
    await waitFor(inSight, { timeout: 10_000 });
    await expectNoAxeViolations('the Selection bar over the cards, the window scrolled');
  });

  it("shows a card's menu over the page, where a person can see and press it", async () => {
    serveReference(dataset, { latencyMs: 5 });
    const { user } = renderGrid({
      rows: { actions: [{ label: 'Hand to courier', run: () => undefined }] },
    });
    await screen.findByRole('list', { name: 'Deliveries' }, { timeout: 10_000 });
    const second = await within(card(codes[1]!)).findByRole(
      'button',
      { name: `Actions for ${codes[1]}` },
      { timeout: 10_000 },
    );
    await user.click(second);
    const item = await screen.findByRole('menuitem', { name: 'Hand to courier' });
    // What is drawn at the item's middle is the item: not clipped by, or hidden under, the card.
    const drawnAtItsMiddle = () => {
      const box = item.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return hit === item || item.contains(hit);
    };
    expect(drawnAtItsMiddle()).toBe(true);
    await expectNoAxeViolations("a card's row actions open");
    // The page loses focus (another frame or window takes it): the menu stays open, in sight.
    window.parent.focus();
    await waitFor(() => expect(document.hasFocus()).toBe(false));
    expect(second.getAttribute('aria-expanded')).toBe('true');
    expect(drawnAtItsMiddle()).toBe(true);
  });
});
