import { render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import {
  defaultDeliveryColumns,
  useDeliveriesGrid,
  type DeliveriesColumnSettings,
  type DeliveriesGridOptions,
} from '@src/index';
import { generateDeliveries, mockStatuses } from '@src/mocks/index';
import { expectNoAxeViolations, focused } from '../focus/focusProbe';
import { gridRenderer, saveScreenshot, serveReference } from '../harness';
import { addLibraryStylesheet } from '../theme/themeHelpers';

let removeStylesheet = () => {};
beforeEach(async () => {
  removeStylesheet = addLibraryStylesheet();
  await page.viewport(1280, 800);
});
afterEach(() => removeStylesheet());

const dataset = generateDeliveries(60, 9);
// Arabic, with no Arabic pack: the words stay English, the direction is the locale's.
const renderGrid = gridRenderer(
  { locale: 'ar', timeZone: 'UTC', statusOptions: mockStatuses, initialState: { pageSize: 10 } },
  { serve: dataset },
);

const root = () => document.querySelector<HTMLElement>('.deliveries-table')!;
const table = () => screen.getByRole('table', { name: 'Deliveries' });
const scrollArea = () => table().parentElement!;
const header = (name: string) => within(table()).getByRole('columnheader', { name });
const box = (element: Element) => element.getBoundingClientRect();
const button = (name: string) => screen.getByRole('button', { name });

/** Which way a chevron icon points: where its middle vertex (the tip) lies against its ends. */
function chevronPoints(control: HTMLElement): 'left' | 'right' {
  const path = control.querySelector<SVGPathElement>('svg path')!;
  const tip = path.getPointAtLength(path.getTotalLength() / 2);
  return tip.x < path.getPointAtLength(0).x ? 'left' : 'right';
}

/** The sideways offsets of an element's box-shadow layers that match `inset` or not. */
function shadowOffsets(element: Element, inset: boolean): number[] {
  return (
    getComputedStyle(element)
      .boxShadow.split(/,(?![^(]*\))/)
      .filter((layer) => layer.includes('inset') === inset && !layer.includes('rgba(0, 0, 0, 0)'))
      // The colour (rgba(), color(srgb …)) aside, the first length is the sideways offset.
      .map((layer) => parseFloat(layer.replace(/[a-z-]+\([^)]*\)/g, '').match(/-?[\d.]+px/)![0]))
  );
}

// 9 × 420 px: wider than the page, so columns pass under a pinned one.
const wide = (pinned: DeliveriesColumnSettings['pinned']): DeliveriesColumnSettings => ({
  order: [],
  hidden: [],
  widths: Object.fromEntries(defaultDeliveryColumns.map((column) => [column.id, 420])),
  pinned,
});

describe('locale "ar": the grid runs right to left', () => {
  it('says so on its root, and is axe clean', async () => {
    await renderGrid({ selection: {} }).ready();
    expect(root().getAttribute('dir')).toBe('rtl');
    // The checkbox column (the inline start) is at the right.
    const selectAll = await screen.findByRole('checkbox', { name: 'Select all on this page' });
    expect(box(selectAll).left).toBeGreaterThan(box(header('Code')).right);
    await expectNoAxeViolations('right to left, locale ar');
    await saveScreenshot('rtl-grid-ar', root());
  });

  it('draws "Next page" pointing left, and Alt+ArrowLeft turns to the next page', async () => {
    const grid = await renderGrid().ready();
    const next = button('Next page');
    const previous = button('Previous page');
    expect(chevronPoints(next)).toBe('left');
    expect(chevronPoints(previous)).toBe('right');
    // Next after Previous in reading order: to its left, its chevron at its left end.
    expect(box(next).right).toBeLessThanOrEqual(box(previous).left);
    expect(box(next.querySelector('svg')!).right).toBeLessThanOrEqual(
      box(within(next).getByText('Next page')).left,
    );
    expect(next.getAttribute('aria-keyshortcuts')).toBe('Alt+ArrowLeft');
    expect(previous.getAttribute('aria-keyshortcuts')).toBe('Alt+ArrowRight');

    table().focus();
    await grid.user.keyboard('{Alt>}{ArrowLeft}{/Alt}');
    await screen.findByText('Page 2', {}, { timeout: 10_000 });
    await waitFor(() => expect(grid.bodies.at(-1)?.pageNumber).toBe(2), { timeout: 10_000 });
    // Back with Alt+ArrowRight: page 1 again, from the cache.
    await grid.user.keyboard('{Alt>}{ArrowRight}{/Alt}');
    await screen.findByText('Page 1', {}, { timeout: 10_000 });
    expect(screen.getByText('Rows 1–10')).toBeTruthy();
  });

  it('moves along the header with ArrowLeft to the control on the left', async () => {
    const grid = await renderGrid().ready();
    within(header('Code')).getByRole('button', { name: /^Code/ }).focus();
    // Past Code's own controls (sort, options, resize), on to the column on its left.
    for (let presses = 0; presses < 5 && header('Code').contains(document.activeElement); presses++)
      await grid.user.keyboard('{ArrowLeft}');
    expect(header('Tenant').contains(document.activeElement)).toBe(true);
    expect(box(header('Tenant')).right).toBeLessThanOrEqual(box(header('Code')).left + 1);
  });

  it('sits a column pinned to the start at the right edge, its divider and shadow on its left', async () => {
    await renderGrid({ columnsMenu: { defaultSettings: wide({ code: 'start' }) } }).ready();
    await waitFor(() => expect(header('Code').getAttribute('data-pin-edge')).toBe('start'));
    const code = header('Code');
    const area = scrollArea();
    const areaRight = box(area).right - area.clientLeft;
    expect(box(code).right).toBeCloseTo(areaRight, 0);
    // The divider is drawn inside its left edge: an inset shadow with a positive offset.
    expect(shadowOffsets(code, true)).toContain(1);

    // Right to left, scrolling towards the end is scrolling left: negative offsets.
    const customerBefore = box(header('Customer')).left;
    area.scrollLeft = -1500;
    await waitFor(() => expect(area.scrollLeft).toBe(-1500));
    expect(box(code).right).toBeCloseTo(areaRight, 0);
    // Its cells too, though a code's Latin letters run left to right inside them.
    const codeCell = within(table()).getAllByRole('row')[1]!.querySelector('[data-pin="start"]')!;
    expect(box(codeCell).right).toBeCloseTo(areaRight, 0);
    // Its code, written left to right, still lines up with the header at the grid's start.
    expect(getComputedStyle(codeCell).direction).toBe('ltr');
    const text = document.createRange();
    text.selectNodeContents(codeCell);
    const padding = parseFloat(getComputedStyle(codeCell).paddingRight);
    expect(text.getBoundingClientRect().right).toBeCloseTo(box(codeCell).right - padding, 0);
    // The other columns moved right, under it.
    expect(box(header('Customer')).left).toBeCloseTo(customerBefore + 1500, 0);
    // The shadow falls leftwards from Code's left edge, over the columns passing under it.
    const edge = area.parentElement!.querySelector<HTMLElement>('.dt-edge[data-side="start"]')!;
    await waitFor(() => expect(getComputedStyle(edge).opacity).toBe('1'));
    expect(box(edge).left).toBeCloseTo(box(code).left, 0);
    expect(shadowOffsets(edge, false)[0]).toBeLessThan(0);
    await saveScreenshot('rtl-pinned-start-scrolled', area.parentElement!);
  });

  it("puts the resize handle on the column's left edge: dragging it left widens the column", async () => {
    const grid = await renderGrid().ready();
    const handle = screen.getByRole('separator', { name: 'Resize Code' });
    const code = header('Code');
    expect(box(handle).left).toBeCloseTo(box(code).left, 0);
    const before = Math.round(box(code).width);

    const at = box(handle);
    const y = at.top + at.height / 2;
    await grid.user.pointer([
      { keys: '[MouseLeft>]', target: handle, coords: { clientX: at.right - 2, clientY: y } },
      { target: handle, coords: { clientX: at.right - 62, clientY: y } },
      { keys: '[/MouseLeft]', target: handle, coords: { clientX: at.right - 62, clientY: y } },
    ]);
    await waitFor(() => expect(Math.round(box(code).width)).toBe(before + 60));
    expect(box(handle).left).toBeCloseTo(box(code).left, 0);

    // By keyboard too: grabbed, ArrowLeft widens and ArrowRight narrows.
    handle.focus();
    await grid.user.keyboard('{Enter}{ArrowLeft}');
    await waitFor(() => expect(Math.round(box(code).width)).toBe(before + 70));
    await grid.user.keyboard('{ArrowRight}{ArrowRight}{Enter}');
    await waitFor(() => expect(Math.round(box(code).width)).toBe(before + 50));
  });

  it('moves to the next chip with ArrowLeft, above the grid and in a field', async () => {
    const grid = await renderGrid({
      initialState: { pageSize: 10, filters: { status: [4, 5] } },
      filters: { defaultOpen: true },
    }).ready();
    const chips = screen.getByRole('list', { name: 'Active filters' });
    const first = within(chips).getByRole('button', { name: 'Remove filter: Status: Delivered' });
    const second = within(chips).getByRole('button', { name: 'Remove filter: Status: Delayed' });
    expect(box(second).right).toBeLessThanOrEqual(box(first).left);
    first.focus();
    // Leftwards as they are seen: the next chip's text, then its remove button.
    await grid.user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(
      within(chips).getByRole('button', { name: 'Edit filter: Status: Delayed' }),
    );
    await grid.user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(second);
    await grid.user.keyboard('{ArrowRight}{ArrowRight}');
    expect(document.activeElement).toBe(first);

    const delivered = await screen.findByRole(
      'button',
      { name: 'Remove Delivered' },
      { timeout: 10_000 },
    );
    const delayed = screen.getByRole('button', { name: 'Remove Delayed' });
    expect(box(delayed).right).toBeLessThanOrEqual(box(delivered).left);
    delivered.focus();
    await grid.user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(delayed);
    // From the last chip, the next is the field's input.
    await grid.user.keyboard('{ArrowLeft}');
    expect(focused()).toEqual({ role: 'combobox', name: 'Status' });
    await expectNoAxeViolations('right to left, the filter panel open with chips');
    await saveScreenshot('rtl-filters-open', root());
  });
});

describe('locale "ar": the Selection toolbar', () => {
  it('moves to the next button with ArrowLeft', async () => {
    const grid = await renderGrid({
      selection: { actions: [{ label: 'Hand to courier', run: async () => undefined }] },
    }).ready();
    const [first] = await screen.findAllByRole(
      'checkbox',
      { name: /^Select DLV-/ },
      { timeout: 10_000 },
    );
    await grid.user.click(first!);
    const toolbar = await screen.findByRole('toolbar', { name: 'Selection' }, { timeout: 10_000 });
    // Three buttons or more, so the next one is not also the one the arrows wrap round to.
    const buttons = within(toolbar).getAllByRole('button');
    expect(buttons.length).toBeGreaterThan(2);
    const [from, next] = buttons;
    expect(box(next!).right).toBeLessThanOrEqual(box(from!).left);
    from!.focus();
    await grid.user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(next);
  });
});

describe('locale "ar": menus and details sit mirrored', () => {
  it("opens a header's menu under its button's left edge, its inline end", async () => {
    const grid = await renderGrid().ready();
    const options = await screen.findByRole(
      'button',
      { name: 'Column options for Tenant' },
      { timeout: 10_000 },
    );
    await grid.user.click(options);
    const menu = await screen.findByRole('menu', {}, { timeout: 10_000 });
    expect(box(menu).left).toBeCloseTo(box(options).left, 0);
    expect(box(menu).right).toBeGreaterThan(box(options).right);
  });

  it('puts the details beside the rows on their left', async () => {
    await page.viewport(1700, 900);
    const grid = await renderGrid({ detail: { render: (delivery) => delivery.code } }).ready();
    const rows = within(table())
      .getAllByRole('row')
      .filter((row) => row.hasAttribute('data-index'));
    rows[0]!.focus();
    await grid.user.keyboard('{Enter}');
    const details = await screen.findByRole(
      'complementary',
      { name: /^Delivery / },
      { timeout: 10_000 },
    );
    expect(box(details).right).toBeLessThanOrEqual(box(scrollArea()).left);
    await saveScreenshot('rtl-details-beside', root());
  });
});

describe("the host's dir wins over the locale", () => {
  it('keeps dir="ltr" with locale "ar": chevrons, Alt+Arrow and chips run left to right', async () => {
    const grid = await renderGrid({
      dir: 'ltr',
      initialState: { pageSize: 10, filters: { status: [4, 5] } },
    }).ready();
    expect(root().getAttribute('dir')).toBe('ltr');
    expect(chevronPoints(button('Next page'))).toBe('right');
    table().focus();
    await grid.user.keyboard('{Alt>}{ArrowRight}{/Alt}');
    await screen.findByText('Page 2', {}, { timeout: 10_000 });
    await waitFor(() => expect(grid.bodies.at(-1)?.pageNumber).toBe(2), { timeout: 10_000 });
    const first = button('Remove filter: Status: Delivered');
    first.focus();
    // The next chip's text, then its remove button, left to right as they are seen.
    await grid.user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(button('Edit filter: Status: Delayed'));
    await grid.user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(button('Remove filter: Status: Delayed'));
  });
});

describe('the headless model', () => {
  function Direction(options: DeliveriesGridOptions) {
    const grid = useDeliveriesGrid(options);
    return <p>{`Direction: ${grid.direction}, ${grid.rows?.length ?? 0} rows`}</p>;
  }

  it("says grid.direction: from the locale, the host's dir winning", async () => {
    serveReference(dataset);
    // One client for both renders, no look-ahead: no request is in flight when the test ends.
    const queryClient = new QueryClient();
    const host = (dir?: 'ltr') => (
      <QueryClientProvider client={queryClient}>
        <Direction baseUrl="" locale="he-IL" dir={dir} paging={{ prefetchNextPage: false }} />
      </QueryClientProvider>
    );
    const view = render(host());
    expect(
      await screen.findByText('Direction: rtl, 25 rows', {}, { timeout: 10_000 }),
    ).toBeTruthy();
    view.rerender(host('ltr'));
    expect(await screen.findByText('Direction: ltr, 25 rows')).toBeTruthy();
  });
});
