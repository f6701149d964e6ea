import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { defaultDeliveryColumns, type DeliveriesColumnSettings } from '@src/index';
import { generateDeliveries, mockStatuses } from '@src/mocks/index';
import { expectNoAxeViolations, focused } from '../focus/focusProbe';
import { gridRenderer, nextFrames } from '../harness';
import { addLibraryStylesheet } from '../theme/themeHelpers';

let removeStylesheet = () => {};
beforeEach(async () => {
  removeStylesheet = addLibraryStylesheet();
  await page.viewport(1280, 800);
});
afterEach(() => removeStylesheet());

const dataset = generateDeliveries(1200, 8);
const renderGrid = gridRenderer(
  { statusOptions: mockStatuses, initialState: { pageSize: 10 } },
  { serve: dataset },
);

const table = () => screen.getByRole('table', { name: 'Deliveries' });
const scrollArea = () => table().parentElement!;
const headerLabels = () =>
  within(table())
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent);
const leftOf = (element: Element) => element.getBoundingClientRect().left;

describe('the header menu', () => {
  it('sorts, pins and hides by keyboard (the WAI-ARIA menu button pattern)', async () => {
    const grid = await renderGrid().ready();
    // The menus' code comes just after the grid's first render.
    const button = await screen.findByRole('button', { name: 'Column options for Code' });
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    button.focus();
    await grid.user.keyboard('{Enter}');
    const menu = screen.getByRole('menu', { name: 'Column options for Code' });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Sort ascending',
      'Sort descending',
      'Clear sort',
      'Pin to start',
      'Pin to end',
      'Unpin',
      'Widen column',
      'Narrow column',
      'Hide column',
    ]);
    expect(focused()).toEqual({ role: 'menuitem', name: 'Sort ascending' });
    // Nothing to clear or unpin yet: reachable, not usable.
    expect(
      within(menu).getByRole('menuitem', { name: 'Clear sort' }).getAttribute('aria-disabled'),
    ).toBe('true');
    await expectNoAxeViolations('a header menu open');

    await grid.user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() =>
      expect(grid.bodies.at(-1)?.orderBy).toEqual({ key: 'code', order: 'desc' }),
    );
    expect(document.activeElement).toBe(button);
    expect(screen.getByRole('columnheader', { name: 'Code' }).getAttribute('aria-sort')).toBe(
      'descending',
    );

    // Pin "Status" to the start: it becomes the first column.
    screen.getByRole('button', { name: 'Column options for Status' }).focus();
    await grid.user.keyboard('{ArrowDown}');
    await grid.user.click(screen.getByRole('menuitem', { name: 'Pin to start' }));
    await waitFor(() => expect(headerLabels()[0]).toBe('Status'));

    // Hide "Tenant" from its menu: one column fewer, no request.
    const sent = grid.bodies.length;
    screen.getByRole('button', { name: 'Column options for Tenant' }).focus();
    await grid.user.keyboard('{ArrowUp}');
    expect(focused()).toEqual({ role: 'menuitem', name: 'Hide column' });
    await grid.user.keyboard('{Enter}');
    await waitFor(() => expect(headerLabels()).not.toContain('Tenant'));
    expect(grid.bodies.length).toBe(sent);
    // Said once it shows: the grid holds its own settings, so at once.
    await screen.findByText('Tenant hidden. Columns shows it again.');
  });

  it('says a column hidden or pinned only once it is: not when a host holding the settings refuses', async () => {
    const heard: DeliveriesColumnSettings[] = [];
    const settings: DeliveriesColumnSettings = { order: [], hidden: [], widths: {} };
    // A host that keeps its settings: every change is heard, none taken.
    const grid = await renderGrid({
      columnsMenu: { settings, onSettingsChange: (next) => heard.push(next) },
    }).ready();
    const said = () =>
      [...document.querySelectorAll('.deliveries-table p[role="status"]')]
        .map((region) => region.textContent)
        .join('|');
    (await screen.findByRole('button', { name: 'Column options for Tenant' })).focus();
    await grid.user.keyboard('{ArrowUp}{Enter}');
    await waitFor(() => expect(heard).toHaveLength(1));
    expect(heard[0]!.hidden).toEqual(['tenantName']);
    screen.getByRole('button', { name: 'Column options for Status' }).focus();
    await grid.user.keyboard('{ArrowDown}');
    await grid.user.click(screen.getByRole('menuitem', { name: 'Pin to start' }));
    await waitFor(() => expect(heard).toHaveLength(2));
    // Neither change shows; a frame on, nothing says it did.
    await nextFrames(3);
    expect(headerLabels()).toContain('Tenant');
    expect(headerLabels()[0]).toBe('Code');
    expect(said()).not.toMatch(/Tenant|Status/);
  });

  it('Enter takes the item that has focus, wherever a screen reader or a script moved it', async () => {
    const grid = await renderGrid().ready();
    (await screen.findByRole('button', { name: 'Column options for Code' })).focus();
    await grid.user.keyboard('{Enter}');
    expect(focused()).toEqual({ role: 'menuitem', name: 'Sort ascending' });
    screen.getByRole('menuitem', { name: 'Sort descending' }).focus();
    await grid.user.keyboard('{Enter}');
    await waitFor(() =>
      expect(grid.bodies.at(-1)?.orderBy).toEqual({ key: 'code', order: 'desc' }),
    );
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('"Filter by status…" opens the filter panel on its Status field', async () => {
    const grid = await renderGrid().ready();
    (await screen.findByRole('button', { name: 'Column options for Status' })).focus();
    await grid.user.keyboard('{ArrowUp}');
    expect(focused()).toEqual({ role: 'menuitem', name: 'Filter by status…' });
    await grid.user.keyboard('{Enter}');
    const status = await screen.findByRole('combobox', { name: 'Status' });
    await waitFor(() => expect(document.activeElement).toBe(status));
    expect(screen.getByRole('region', { name: 'Filters' })).toBeTruthy();
  });
});

describe('pinned columns', () => {
  const wide: DeliveriesColumnSettings = {
    order: [],
    hidden: [],
    // 9 × 420 px: about 2,500 px wider than the 1,280-px page.
    widths: Object.fromEntries(defaultDeliveryColumns.map((column) => [column.id, 420])),
    pinned: { code: 'start', insertTime: 'end' },
  };

  it.each([
    ['a page of 10', 10],
    ['a virtualized page of 1,000', 1000],
  ])('stay put while the rest scroll 2,000 px sideways, on %s', async (_name, pageSize) => {
    const heard: DeliveriesColumnSettings[] = [];
    await renderGrid({
      initialState: { pageSize },
      paging: { pageSizeOptions: [10, 1000] },
      selection: {},
      columnsMenu: { defaultSettings: wide, onSettingsChange: (next) => heard.push(next) },
    }).ready();
    await screen.findByRole('checkbox', { name: 'Select all on this page' });
    const code = screen.getByRole('columnheader', { name: 'Code' });
    const courier = screen.getByRole('columnheader', { name: 'Courier' });
    const inserted = screen.getByRole('columnheader', { name: 'Inserted' });
    const firstCode = within(table()).getAllByRole('row')[1]!.querySelector('[data-pin="start"]')!;
    const before = [leftOf(code), leftOf(firstCode), leftOf(inserted), leftOf(courier)];
    expect(code.getAttribute('data-pin')).toBe('start');

    scrollArea().scrollLeft = 2000;
    await waitFor(() => expect(scrollArea().scrollLeft).toBe(2000));
    // Code stays after the checkbox column, Inserted at the end; Courier went 2,000 px left.
    expect(leftOf(code)).toBe(before[0]);
    expect(leftOf(firstCode)).toBe(before[1]);
    expect(leftOf(inserted)).toBe(before[2]);
    expect(leftOf(courier)).toBeCloseTo(before[3]! - 2000, 0);
    // Nothing scrolls under the pinned cells unseen: they are painted over what passes.
    expect(getComputedStyle(code).backgroundColor).not.toBe('rgba(0, 0, 0, 0)');
    await expectNoAxeViolations(`pinned columns scrolled sideways, ${_name}`);
  });

  it('mirror right to left', async () => {
    await renderGrid({ dir: 'rtl', columnsMenu: { defaultSettings: wide } }).ready();
    const code = screen.getByRole('columnheader', { name: 'Code' });
    const right = code.getBoundingClientRect().right;
    scrollArea().scrollLeft = -2000;
    await waitFor(() => expect(scrollArea().scrollLeft).toBe(-2000));
    expect(code.getBoundingClientRect().right).toBe(right);
    expect(right).toBeCloseTo(scrollArea().getBoundingClientRect().right, -1);
  });
});
