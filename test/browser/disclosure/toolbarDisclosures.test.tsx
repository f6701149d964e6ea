import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { generateDeliveries, mockCouriers } from '@src/mocks/index';
import { renderGrid } from '../harness';

const dataset = generateDeliveries(60, 23);
const focusables = 'input, button, select, [role="menuitem"]';

beforeEach(() => localStorage.clear());

const toggleNamed = (name: string) => screen.getByRole('button', { name });
/** What the toggle opens, found as a person's screen reader does: by its aria-controls. */
const contentOf = (toggle: HTMLElement) =>
  document.getElementById(toggle.getAttribute('aria-controls')!)!;
const stateOf = (toggle: HTMLElement) => ({
  expanded: toggle.getAttribute('aria-expanded'),
  dataState: toggle.getAttribute('data-state'),
  contentHidden: contentOf(toggle).hidden,
});
const shownOpen = { expanded: 'true', dataState: 'open', contentHidden: false };
const shownClosed = { expanded: 'false', dataState: 'closed', contentHidden: true };

/** Opens with a click and waits for something focusable inside (some contents are chunks). */
async function openByClick(user: ReturnType<typeof renderGrid>['user'], toggle: HTMLElement) {
  await user.click(toggle);
  expect(stateOf(toggle), toggle.textContent!).toEqual(shownOpen);
  return waitFor(() => {
    const inside = contentOf(toggle).querySelector<HTMLElement>(focusables);
    expect(inside).toBeTruthy();
    return inside!;
  });
}

describe("the toolbar's four disclosures behave alike", () => {
  it('each says its state alike, and Escape inside it or on its toggle closes it with focus on the toggle', async () => {
    const { user, ready } = renderGrid({}, { serve: dataset });
    await ready();
    // Columns and Views are popovers, Export a menu, Filters an inline panel.
    for (const name of ['Columns', 'Views', 'Filters', 'Export']) {
      const toggle = toggleNamed(name);
      expect(stateOf(toggle), name).toEqual(shownClosed);

      const inside = await openByClick(user, toggle);
      if (!contentOf(toggle).contains(document.activeElement)) inside.focus();
      await user.keyboard('{Escape}');
      expect(stateOf(toggle), `${name}, Escape inside`).toEqual(shownClosed);
      expect(document.activeElement, name).toBe(toggle);

      await openByClick(user, toggle);
      toggle.focus();
      await user.keyboard('{Escape}');
      expect(stateOf(toggle), `${name}, Escape on the toggle`).toEqual(shownClosed);
      expect(document.activeElement, name).toBe(toggle);
    }
  });

  it('a pointer down outside closes the popovers, and leaves the inline "Filters" panel open', async () => {
    const { user, ready } = renderGrid({}, { serve: dataset });
    await ready();
    for (const name of ['Columns', 'Views', 'Export', 'Filters']) {
      const toggle = toggleNamed(name);
      await openByClick(user, toggle);
      await user.click(screen.getByRole('table', { name: 'Deliveries' }));
      expect(stateOf(toggle), name).toEqual(name === 'Filters' ? shownOpen : shownClosed);
    }
  });

  it('Escape in an open list inside "Filters" closes the list first, then the panel', async () => {
    const courierOptions = mockCouriers.map((c) => ({ value: c.courierId, label: c.courierCode }));
    const { user, ready } = renderGrid(
      { filters: { options: { couriers: courierOptions } } },
      { serve: dataset },
    );
    await ready();
    const toggle = toggleNamed('Filters');
    await openByClick(user, toggle);
    const panel = await screen.findByRole('region', { name: 'Filters' });
    await user.type(within(panel).getByRole('textbox', { name: 'Delivery IDs' }), '4591');
    const couriers = within(panel).getByRole('combobox', { name: 'Couriers' });
    await user.click(couriers);
    await user.keyboard('{ArrowDown}');
    expect(couriers.getAttribute('aria-expanded')).toBe('true');

    await user.keyboard('{Escape}');
    expect(couriers.getAttribute('aria-expanded')).toBe('false');
    expect(stateOf(toggle)).toEqual(shownOpen);
    expect(document.activeElement).toBe(couriers);

    await user.keyboard('{Escape}');
    expect(stateOf(toggle)).toEqual(shownClosed);
    expect(document.activeElement).toBe(toggle);
    // Closing keeps the draft: the typed ids are still there on the next open.
    await user.click(toggle);
    expect(within(panel).getByRole('textbox', { name: 'Delivery IDs' })).toHaveProperty(
      'value',
      '4591',
    );
  });
});
