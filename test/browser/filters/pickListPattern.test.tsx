import '@src/theme/styles.css';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../focus/focusProbe';
import { renderFilterHost } from './filterHost';

// A review of the pick lists once downshift went (WAI-ARIA's list autocomplete combobox).
const field = (name: string) => screen.getByRole('combobox', { name }) as HTMLInputElement;
const listOf = (input: HTMLElement) =>
  document.getElementById(input.getAttribute('aria-controls')!)!;
const highlighted = (input: HTMLElement) => {
  const id = input.getAttribute('aria-activedescendant');
  return id ? document.getElementById(id) : null;
};
/** Whether `option` lies within what its scrolling list shows. */
function inListView(option: HTMLElement) {
  const list = option.closest('[role="listbox"]')!.getBoundingClientRect();
  const box = option.getBoundingClientRect();
  return box.top >= list.top - 1 && box.bottom <= list.bottom + 1;
}
const generous = { timeout: 10_000 };

describe('a pick list', () => {
  it('keeps the highlighted option in the list’s view, opened by ArrowUp or moved by typing', async () => {
    const { user } = await renderFilterHost();
    await user.click(field('Customers'));
    await user.keyboard('{Escape}');
    expect(field('Customers').getAttribute('aria-expanded')).toBe('false');
    await user.keyboard('{ArrowUp}');
    const list = listOf(field('Customers'));
    expect(list.scrollHeight).toBeGreaterThan(list.clientHeight + 50);
    const last = highlighted(field('Customers'))!;
    expect(last.id).toMatch(/-item-\d+$/);
    await waitFor(() => expect(inListView(last)).toBe(true), generous);

    await user.keyboard('a');
    const first = highlighted(field('Customers'))!;
    expect(first.id).toMatch(/-item-0$/);
    await waitFor(() => expect(inListView(first)).toBe(true), generous);
  });

  it('leaves the Enter that ends an input method’s composition to it, picking nothing', async () => {
    const { user } = await renderFilterHost();
    await user.click(field('Customers'));
    expect(highlighted(field('Customers'))?.textContent).toBeTruthy();
    // Chromium's keydown for the Enter that confirms a composition: keyCode 229, isComposing.
    fireEvent.keyDown(field('Customers'), {
      key: 'Enter',
      code: 'Enter',
      keyCode: 229,
      which: 229,
      isComposing: true,
    });
    expect(screen.queryAllByRole('button', { name: /^Remove / })).toEqual([]);
    expect(field('Customers').getAttribute('aria-expanded')).toBe('true');
  });

  it('closes on a tap outside that moves no focus (iOS Safari), focus left in place', async () => {
    const { user } = await renderFilterHost();
    await user.click(field('Couriers'));
    expect(field('Couriers').getAttribute('aria-expanded')).toBe('true');
    // What iOS Safari sends for a tap on plain text: touches and mouse events, no blur.
    for (const send of [fireEvent.touchStart, fireEvent.touchEnd, fireEvent.mouseDown])
      send(document.body);
    fireEvent.mouseUp(document.body);
    expect(document.activeElement).toBe(field('Couriers'));
    expect(field('Couriers').getAttribute('aria-expanded')).toBe('false');
  });

  it('is expanded only while it shows options: not over "No matches"', async () => {
    const { user } = await renderFilterHost();
    await user.click(field('Couriers'));
    await user.keyboard('zzz');
    expect(listOf(field('Couriers')).hidden).toBe(true);
    expect(field('Couriers').getAttribute('aria-expanded')).toBe('false');
    expect(field('Couriers').getAttribute('aria-activedescendant')).toBeNull();
    await expectNoAxeViolations('a pick list with no matches');
  });

  it('is no list at all for typed ids: "Delivery IDs" is a text box, never expanded', async () => {
    const { user } = await renderFilterHost();
    const ids = screen.getByRole('textbox', { name: 'Delivery IDs' });
    expect(ids.getAttribute('aria-autocomplete')).toBeNull();
    await user.click(ids);
    await user.keyboard('12{ArrowDown}{ArrowUp}');
    expect(ids.getAttribute('aria-expanded')).toBeNull();
    expect(screen.queryByRole('listbox', { name: 'Delivery IDs options' })).toBeNull();
  });
});
