import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { generateDeliveries, mockStatuses } from '@src/mocks/index';
import { gridRenderer } from '../harness';
import { onStyledWidePage, scrollArea, table, wide } from './stacks';

// Pinned columns stop sticking when they would leave the scrolling ones under 200 px: what a
// person was on when they cross that line stays in view (Columns.mdx, "Pinned columns").
onStyledWidePage();

const renderGrid = gridRenderer(
  {
    statusOptions: mockStatuses,
    selection: {},
    detail: { render: () => 'card' },
    initialState: { pageSize: 10 },
    timeZone: 'UTC',
  },
  { serve: generateDeliveries(30, 1), latencyMs: 5 },
);

const generous = { timeout: 10_000 };
const stuckPins = () => table().querySelectorAll('th[data-pin]').length;
const settings = wide({ code: 'start', insertTime: 'end' });

/** The focused control lies inside the rows' scroll area, sideways. */
function expectFocusInView(control: Element) {
  expect(document.activeElement).toBe(control);
  const area = scrollArea().getBoundingClientRect();
  const { left, right } = control.getBoundingClientRect();
  expect(left, 'its start in the area').toBeGreaterThanOrEqual(area.left - 1);
  expect(right, 'its end in the area').toBeLessThanOrEqual(area.right + 1);
}

describe('pins that stop sticking', () => {
  it.each(['ltr', 'rtl'] as const)(
    '"Pin to end" past the line: the column\'s menu button, now among the scrolling ones, is brought into view (%s)',
    async (direction) => {
      const grid = await renderGrid({
        ...(direction === 'rtl' && { locale: 'ar' }),
        columnsMenu: { defaultSettings: settings },
      }).ready();
      await waitFor(() => expect(stuckPins()).toBe(2), generous);
      const name = direction === 'rtl' ? /Tenant|المستأجر/ : 'Column options for Tenant';
      const button =
        typeof name === 'string'
          ? screen.getByRole('button', { name })
          : table().querySelectorAll<HTMLElement>('.dt-column-menu-button')[7]!;
      button.focus({ preventScroll: true });
      await grid.user.keyboard('{Enter}');
      const items = await screen.findAllByRole('menuitem', undefined, generous);
      // Sort ×3, then "Pin to start", "Pin to end".
      await grid.user.click(items[4]!);
      await waitFor(() => expect(stuckPins()).toBe(0), generous);
      await waitFor(() => expectFocusInView(button), generous);
    },
  );

  it('a pinned column widened by keys past the line: its grabbed handle stays in view', async () => {
    const nearTheLine = { ...settings, widths: { ...settings.widths, code: 300, insertTime: 300 } };
    const grid = await renderGrid({ columnsMenu: { defaultSettings: nearTheLine } }).ready();
    await waitFor(() => expect(stuckPins()).toBe(2), generous);
    const handle = screen.getByRole('separator', { name: 'Resize Inserted' });
    handle.focus({ preventScroll: true });
    await grid.user.keyboard('{Enter}');
    // 50 px a press: 300 + 500 px pinned leave 1,278 − 800 − 88 px of control columns.
    for (let press = 0; press < 10; press += 1)
      await grid.user.keyboard('{Shift>}{ArrowRight}{/Shift}');
    await waitFor(() => expect(handle.getAttribute('aria-valuenow')).toBe('800'), generous);
    await waitFor(() => expect(stuckPins()).toBe(0), generous);
    await waitFor(() => expectFocusInView(handle), generous);
  });

  it('the window narrowed past the line with a header menu open: the menu stays under its button, in view', async () => {
    const grid = await renderGrid({ columnsMenu: { defaultSettings: settings } }).ready();
    await waitFor(() => expect(stuckPins()).toBe(2), generous);
    const button = screen.getByRole('button', { name: 'Column options for Inserted' });
    button.focus({ preventScroll: true });
    await grid.user.keyboard('{Enter}');
    const first = await screen.findByRole('menuitem', { name: 'Sort ascending' }, generous);
    await page.viewport(1000, 800);
    await waitFor(() => expect(stuckPins()).toBe(0), generous);
    await waitFor(() => {
      expect(document.activeElement).toBe(first);
      const area = scrollArea().getBoundingClientRect();
      const anchor = button.getBoundingClientRect();
      expect(anchor.right).toBeLessThanOrEqual(area.right + 1);
      expect(anchor.left).toBeGreaterThanOrEqual(area.left - 1);
      const menu = screen.getByRole('menu').getBoundingClientRect();
      expect(menu.right).toBeLessThanOrEqual(innerWidth);
      expect(Math.abs(menu.top - anchor.bottom), 'under its button').toBeLessThan(6);
      expect(Math.abs(menu.right - anchor.right), 'at its button').toBeLessThan(2);
    }, generous);
  });

  it('a column hidden while the page is empty: wide pins still do not stick once rows are back', async () => {
    const tooWide = { ...settings, widths: { ...settings.widths, code: 800 } };
    const grid = await renderGrid({ columnsMenu: { defaultSettings: tooWide } }).ready();
    await waitFor(() => expect(stuckPins()).toBe(0), generous);
    const search = screen.getByRole('searchbox', { name: 'Search deliveries' });
    await grid.user.type(search, 'zzzzqq');
    await screen.findAllByText('No deliveries found', undefined, generous);
    screen.getByRole('button', { name: 'Column options for Tenant' }).focus();
    await grid.user.keyboard('{Enter}');
    await grid.user.click(await screen.findByRole('menuitem', { name: 'Hide column' }, generous));
    await waitFor(
      () => expect(screen.queryByRole('columnheader', { name: /Tenant/ })).toBeNull(),
      generous,
    );
    await grid.user.clear(search);
    await waitFor(
      () => expect(table().querySelectorAll('tbody tr').length).toBeGreaterThan(5),
      generous,
    );
    // 800 + 420 px pinned in a 1,280-px grid leave under 200 px: they do not stick.
    await waitFor(() => expect(stuckPins()).toBe(0), generous);
    const customer = screen.getByRole('button', { name: 'Customer' });
    customer.focus();
    const { left, top, width, height } = customer.getBoundingClientRect();
    expect(document.elementFromPoint(left + width / 2, top + height / 2)?.closest('th')).toBe(
      customer.closest('th'),
    );
  });
});

// The host's page: its own content above and below the grid, scrolled by the window.
const onHostPage = gridRenderer(
  {
    statusOptions: mockStatuses,
    initialState: { pageSize: 50 },
    timeZone: 'UTC',
    columnsMenu: { defaultSettings: settings },
  },
  {
    serve: generateDeliveries(60, 1),
    latencyMs: 5,
    wrap: (grid) => (
      <div>
        <div style={{ height: 600 }}>host header</div>
        {grid}
        <div style={{ height: 1500 }}>host footer</div>
      </div>
    ),
  },
);

describe('pins that stop sticking on a host page scrolled past the header', () => {
  it('scroll the rows sideways to the focused control; the page stays where it was', async () => {
    await onHostPage().ready();
    await waitFor(() => expect(stuckPins()).toBe(2), generous);
    const button = screen.getByRole('button', { name: 'Column options for Inserted' });
    button.focus({ preventScroll: true });
    window.scrollTo(0, 1600);
    await waitFor(() => expect(window.scrollY).toBe(1600), generous);
    await page.viewport(1000, 800);
    await waitFor(() => expect(stuckPins()).toBe(0), generous);
    await waitFor(() => {
      const area = scrollArea().getBoundingClientRect();
      const { left, right } = button.getBoundingClientRect();
      expect(left).toBeGreaterThanOrEqual(area.left - 1);
      expect(right).toBeLessThanOrEqual(area.right + 1);
    }, generous);
    // A review find: the focused button was brought into view by the window too (to 655).
    expect(window.scrollY).toBe(1600);
  });
});
