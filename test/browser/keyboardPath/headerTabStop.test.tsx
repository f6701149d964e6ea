import '@src/theme/styles.css';
import { screen, waitFor, within } from '@testing-library/react';
import { page, userEvent } from 'vitest/browser';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { generateDeliveries, mockStatuses } from '@src/mocks/index';
import { expectNoAxeViolations } from '../focus/focusProbe';
import { gridRenderer } from '../harness';

const dataset = generateDeliveries(120, 7);
// The grid as an operations team runs it: the default toolbar, ticks, details and row actions.
const renderGrid = gridRenderer(
  {
    statusOptions: mockStatuses,
    selection: {},
    detail: { render: (delivery) => delivery.code },
    rows: { actions: [{ label: 'Print label', run: () => undefined }] },
  },
  { serve: dataset },
);
beforeAll(() => page.viewport(1280, 800));
afterAll(() => page.viewport(414, 896));

const firstRow = () =>
  within(screen.getByRole('table', { name: 'Deliveries' }))
    .getAllByRole('row')
    .find((row) => row.hasAttribute('data-index'))!;
const header = () => screen.getByRole('table', { name: 'Deliveries' }).querySelector('thead')!;
const focusedName = () => {
  const element = document.activeElement as HTMLElement | null;
  return element?.getAttribute('aria-label') ?? element?.textContent?.trim() ?? '';
};

/** Real Tab presses (the browser's own focus order) from `start` until a body row has focus. */
async function tabsToFirstRow(start: HTMLElement) {
  start.focus();
  const stops: string[] = [];
  while (document.activeElement !== firstRow() && stops.length < 60) {
    await userEvent.keyboard('{Tab}');
    stops.push(document.activeElement === firstRow() ? 'first row' : focusedName());
  }
  return stops;
}

describe('a short keyboard path from the search box to the rows', () => {
  it('takes 6 Tab presses with no filters: the toolbar, the header as one stop, the rows', async () => {
    await renderGrid().ready();
    await screen.findByRole('checkbox', { name: 'Select all on this page' });
    const stops = await tabsToFirstRow(
      screen.getByRole('searchbox', { name: 'Search deliveries' }),
    );
    expect(stops).toEqual([
      'Filters',
      'Views',
      'Columns',
      'Export',
      'Select all on this page',
      'first row',
    ]);
    expect(stops.length).toBeLessThanOrEqual(12);
    // Of the header's controls, one is in the tab order.
    const tabbable = [...header().querySelectorAll<HTMLElement>('*')].filter(
      (element) => element.tabIndex >= 0,
    );
    expect(tabbable).toEqual([screen.getByRole('checkbox', { name: 'Select all on this page' })]);
    await expectNoAxeViolations('header as one tab stop');
  });

  it('takes 11 with four filters applied: their chips and "Clear all" on the way', async () => {
    const grid = await renderGrid({
      initialState: { filters: { status: [4, 5], courierIds: [11], tags: ['fragile'] } },
    }).ready();
    expect(grid.bodies[0]?.filters).toEqual({
      status: [4, 5],
      courierIds: [11],
      tags: ['fragile'],
    });
    await screen.findByRole('checkbox', { name: 'Select all on this page' });
    const stops = await tabsToFirstRow(
      screen.getByRole('searchbox', { name: 'Search deliveries' }),
    );
    expect(stops).toHaveLength(11);
    // One stop a chip (two statuses, a courier, a tag), then "Clear all".
    expect(stops.slice(4, 8)).toEqual(Array(4).fill(expect.stringMatching(/^Remove filter: /)));
    expect(stops[8]).toBe('Clear all');
    expect(stops.at(-2)).toBe('Select all on this page');
  });
});

describe('the header: one tab stop, arrow keys along its controls', () => {
  it('moves with ArrowLeft/ArrowRight, Home and End, and Tab returns to the control last used', async () => {
    await renderGrid().ready();
    const pageBox = await screen.findByRole('checkbox', { name: 'Select all on this page' });
    // The menus' code comes just after the first rows.
    await screen.findByRole('button', { name: 'Column options for Inserted' });
    pageBox.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(focusedName()).toBe('Code');
    await userEvent.keyboard('{ArrowRight}');
    expect(focusedName()).toBe('Column options for Code');
    await userEvent.keyboard('{ArrowRight}');
    expect(focusedName()).toBe('Resize Code');
    await userEvent.keyboard('{ArrowRight}');
    expect(focusedName()).toBe('Tenant');
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(focusedName()).toBe('Column options for Code');
    await userEvent.keyboard('{End}');
    expect(focusedName()).toBe('Resize Inserted');
    // At the end the arrow stays.
    await userEvent.keyboard('{ArrowRight}');
    expect(focusedName()).toBe('Resize Inserted');
    await userEvent.keyboard('{Home}');
    expect(document.activeElement).toBe(pageBox);
    await userEvent.keyboard('{End}{ArrowLeft}');
    expect(focusedName()).toBe('Column options for Inserted');

    // Out to the rows and back: the header's stop is the control last focused.
    await userEvent.keyboard('{Tab}');
    expect(document.activeElement).toBe(firstRow());
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    expect(focusedName()).toBe('Column options for Inserted');
    const tabbable = [...header().querySelectorAll<HTMLElement>('*')].filter(
      (element) => element.tabIndex >= 0,
    );
    expect(tabbable).toEqual([document.activeElement]);
  });

  it('still sorts, opens a column menu and sorts from it by keyboard', async () => {
    const grid = await renderGrid().ready();
    const pageBox = await screen.findByRole('checkbox', { name: 'Select all on this page' });
    await screen.findByRole('button', { name: 'Column options for Tenant' });
    pageBox.focus();
    // Tenant's sort button: the fourth control along.
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(focusedName()).toBe('Tenant');
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(grid.bodies.at(-1)?.orderBy).toEqual({ key: 'tenantName', order: 'asc' }),
    );
    expect(screen.getByRole('columnheader', { name: 'Tenant' }).getAttribute('aria-sort')).toBe(
      'ascending',
    );

    await userEvent.keyboard('{ArrowRight}');
    expect(focusedName()).toBe('Column options for Tenant');
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    // The menu's arrows move in the menu, not along the header.
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(
      within(menu).getByRole('menuitem', { name: 'Sort descending' }),
    );
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(grid.bodies.at(-1)?.orderBy).toEqual({ key: 'tenantName', order: 'desc' }),
    );
    expect(focusedName()).toBe('Column options for Tenant');
  });

  it('resizes a column once its handle is grabbed with Enter; its arrows move on otherwise', async () => {
    const onSettingsChange = vi.fn();
    await renderGrid({ columnsMenu: { onSettingsChange } }).ready();
    await screen.findByRole('button', { name: 'Column options for DU qty' });
    const handle = screen.getByRole('separator', { name: 'Resize Customer' });
    const cell = handle.closest('th')!;
    handle.focus();
    expect(handle.getAttribute('aria-keyshortcuts')).toBe('Enter');

    // Not grabbed: the arrow goes to the next column's sort button, the width stays.
    await userEvent.keyboard('{ArrowRight}');
    expect(focusedName()).toBe('DU qty');
    await userEvent.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(handle);
    expect(onSettingsChange).not.toHaveBeenCalled();

    const before = Math.round(cell.getBoundingClientRect().width);
    await userEvent.keyboard('{Enter}{ArrowRight}{ArrowRight}');
    await waitFor(() => expect(Number(handle.getAttribute('aria-valuenow'))).toBe(before + 20));
    expect(document.activeElement).toBe(handle);
    expect(onSettingsChange).toHaveBeenLastCalledWith(
      expect.objectContaining({
        widths: expect.objectContaining({ customerBusinessPartnerName: before + 20 }),
      }),
    );
    // Escape puts the width back and lets go; the arrows move along the header again.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(Number(handle.getAttribute('aria-valuenow'))).toBe(before));
    await userEvent.keyboard('{ArrowRight}');
    expect(focusedName()).toBe('DU qty');

    // Enter lets go and keeps the width.
    await userEvent.keyboard('{ArrowLeft}{Enter}{Shift>}{ArrowRight}{/Shift}{Enter}{ArrowRight}');
    expect(focusedName()).toBe('DU qty');
    await waitFor(() => expect(Number(handle.getAttribute('aria-valuenow'))).toBe(before + 50));
    await expectNoAxeViolations('header after a keyboard resize');
  });

  it('keeps the rows where they are when a control in it takes focus, by Shift+Tab or by keys', async () => {
    await renderGrid({ initialState: { pageSize: 100 } }).ready();
    await screen.findByRole('button', { name: 'Column options for Inserted' });
    const table = screen.getByRole('table', { name: 'Deliveries' });
    const rowsArea = table.parentElement!;
    rowsArea.scrollTop = 1200;
    await waitFor(() => expect(rowsArea.scrollTop).toBe(1200));
    // A row in view, then back up to the header: the rows stay where the person left them.
    const row = within(table)
      .getAllByRole('row')
      .filter((candidate) => candidate.hasAttribute('data-index'))[40]!;
    row.focus();
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    expect(focusedName()).toBe('Select all on this page');
    expect(rowsArea.scrollTop).toBe(1200);
    for (const key of ['{ArrowRight}', '{ArrowRight}', '{End}', '{Home}']) {
      await userEvent.keyboard(key);
      expect(rowsArea.scrollTop, key).toBe(1200);
    }
    expect(focusedName()).toBe('Select all on this page');
    await expectNoAxeViolations('header focused over scrolled rows');
  });

  it("is brought into the window's view by the page when its rows are at rest", async () => {
    // The host's page is long: the grid sits between blocks of its own content.
    document.body.style.paddingBlock = '1500px';
    try {
      await renderGrid().ready();
      await screen.findByRole('button', { name: 'Column options for Inserted' });
      const head = header();
      // The window scrolled so that the top of the header is 30 px above it.
      window.scrollBy(0, head.getBoundingClientRect().top + 30);
      await waitFor(() => expect(Math.round(head.getBoundingClientRect().top)).toBe(-30));
      firstRow().focus({ preventScroll: true });
      await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
      expect(focusedName()).toBe('Select all on this page');
      const control = document.activeElement!.getBoundingClientRect();
      expect(control.top).toBeGreaterThanOrEqual(0);
      expect(control.bottom).toBeLessThanOrEqual(window.innerHeight);
    } finally {
      document.body.style.paddingBlock = '';
      window.scrollTo(0, 0);
    }
  });
});
