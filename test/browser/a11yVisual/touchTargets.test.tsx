import '@src/theme/styles.css';
import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { cdp, page, userEvent } from 'vitest/browser';
import { generateDeliveries } from '@src/mocks/index';
import { gridRenderer } from '../harness';

const renderGrid = gridRenderer(
  { locale: 'en-GB', timeZone: 'UTC', selection: {} },
  { serve: generateDeliveries(30, 5) },
);
const initial = { width: innerWidth, height: innerHeight };
afterAll(() => page.viewport(initial.width, initial.height));

/** A touch screen: `(pointer: coarse)` and `(hover: none)`, and real touch input. */
async function touchScreen() {
  const session = cdp();
  await session.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 5 });
  return session;
}
afterEach(() => cdp().send('Emulation.setTouchEmulationEnabled', { enabled: false }));

const box = (element: Element) => element.getBoundingClientRect();
const apart = (a: DOMRect, b: DOMRect) =>
  a.right <= b.left + 0.5 || b.right <= a.left + 0.5 || a.bottom <= b.top || b.bottom <= a.top;

describe('the header on a touch screen (WCAG 2.5.8: targets of 24 × 24 px)', () => {
  for (const density of ['comfortable', 'compact'] as const) {
    it(`gives each column's menu button and resize handle 24 px, apart, clear of the label (${density})`, async () => {
      await page.viewport(1024, 768);
      await touchScreen();
      expect(matchMedia('(any-pointer: coarse)').matches).toBe(true);
      await renderGrid({ density }).ready();
      const header = screen.getAllByRole('row')[0]!;
      for (const name of ['Code', 'Customer', 'Status']) {
        const menu = within(header).getByRole('button', { name: `Column options for ${name}` });
        const handle = within(header).getByRole('separator', { name: `Resize ${name}` });
        const label = within(header).getByText(name, { selector: '.dt-th-label' });
        // Before: 20 × 20 (compact) or 20 × 32, and 8 px wide, touching each other.
        expect(box(menu).width).toBeGreaterThanOrEqual(24);
        expect(box(menu).height).toBeGreaterThanOrEqual(24);
        expect(box(handle).width).toBeGreaterThanOrEqual(24);
        expect(apart(box(menu), box(handle))).toBe(true);
        expect(apart(box(label), box(menu))).toBe(true);
        expect(getComputedStyle(menu).opacity).toBe('1');
      }
    });
  }

  it("keeps a column's label clear of its menu button where the column cannot sort", async () => {
    await page.viewport(1024, 768);
    await touchScreen();
    await renderGrid({
      columns: [{ id: 'code' }, { id: 'palletQty', header: 'Pallet places', sortKey: false }],
    }).ready();
    const header = screen.getAllByRole('row')[0]!;
    const menu = within(header).getByRole('button', { name: 'Column options for Pallet places' });
    // The words as drawn, not their box (its padding is the room kept).
    const words = document.createRange();
    words.selectNodeContents(within(header).getByText('Pallet places'));
    // Before: "Pallet pla⋮", the button over the label's end.
    expect(apart(words.getBoundingClientRect(), box(menu))).toBe(true);
  });

  it('opens the menu by a tap, and resizes by a finger on the handle', async () => {
    await page.viewport(1024, 768);
    const session = await touchScreen();
    const onSettingsChange = vi.fn();
    await renderGrid({ columnsMenu: { onSettingsChange } }).ready();
    const touch = (type: string, x: number, y: number) =>
      session.send('Input.dispatchTouchEvent', {
        type,
        touchPoints: type === 'touchEnd' ? [] : [{ x, y }],
      } as never);

    const menuButton = screen.getByRole('button', { name: 'Column options for Customer' });
    const centre = { x: box(menuButton).left + 12, y: box(menuButton).top + 12 };
    await touch('touchStart', centre.x, centre.y);
    await touch('touchEnd', centre.x, centre.y);
    const menu = await screen.findByRole('menu', {}, { timeout: 10_000 });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(menu.isConnected && menu.checkVisibility()).toBe(false));

    const handle = screen.getByRole('separator', { name: 'Resize Customer' });
    const cell = handle.closest('th')!;
    const before = Math.round(box(cell).width);
    // Pressed at the handle's outer half, where the old 8 px handle was not.
    const at = { x: box(handle).left + box(handle).width / 4, y: box(handle).top + 10 };
    await touch('touchStart', at.x, at.y);
    for (const step of [10, 20, 30, 40]) await touch('touchMove', at.x + step, at.y);
    await touch('touchEnd', at.x + 40, at.y);
    await waitFor(() => expect(Math.round(box(cell).width)).toBe(before + 40), {
      timeout: 10_000,
    });
    expect(cell.getAttribute('aria-sort')).toBe('none');
  });
});
