import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DeliveriesTableProps } from '@src/index';
import { generateDeliveries, mockStatuses } from '@src/mocks/index';
import { expectNoAxeViolations, focused } from '../focus/focusProbe';
import { gridRenderer, saveScreenshot } from '../harness';
import { emulateForcedColors } from '../a11yVisual/visualChecks';
import { box, edgeBox, header, onStyledWidePage, scrollArea, table, wide } from './stacks';

onStyledWidePage();

const dataset = generateDeliveries(60, 9);
const renderGrid = gridRenderer(
  { statusOptions: mockStatuses, initialState: { pageSize: 10 } },
  { serve: dataset },
);

const firstRow = () => within(table()).getAllByRole('row')[1]!;
/** The header cells of the control columns, by kind. */
const control = (kind: 'select' | 'detail' | 'actions') =>
  table().querySelector<HTMLElement>(`thead [data-kind="${kind}"]`);
const shadowOf = (element: Element) => getComputedStyle(element).boxShadow;
/** A box shadow cast outward: one that is not `inset` and not transparent. */
const castsShadow = (element: Element) =>
  shadowOf(element)
    .split(/,(?![^(]*\))/)
    .some((layer) => !layer.includes('inset') && !layer.includes('rgba(0, 0, 0, 0)'));
const drawsDivider = (element: Element) =>
  shadowOf(element)
    .split(/,(?![^(]*\))/)
    .some((layer) => layer.includes('inset') && / -?1px 0px 0px 0px/.test(layer));

/** Whether a stack's edge shades the columns under it: shown, and casting a shadow. */
const shaded = (side: 'start' | 'end') =>
  getComputedStyle(edgeBox(side)).opacity === '1' && castsShadow(edgeBox(side));
/** Every row's cells' box shadow: what a change of what is cut off must leave alone. */
const cellShadows = () =>
  [...table().querySelectorAll('tbody td')].map((cell) => getComputedStyle(cell).boxShadow);

/** Scrolls the rows sideways and waits for the scroll to land. */
async function scrollSideways(by: number) {
  scrollArea().scrollLeft = by;
  await waitFor(() => expect(scrollArea().scrollLeft).toBe(by));
}

const controlCombinations: [string, Partial<DeliveriesTableProps>][] = [
  ['selection and details', { selection: {}, detail: { render: () => 'card' } }],
  [
    'selection, details and row actions',
    {
      selection: {},
      detail: { render: () => 'card' },
      rows: { actions: [{ label: 'Print label', run: () => undefined }] },
    },
  ],
  [
    'details and row actions',
    {
      detail: { render: () => 'card' },
      rows: { actions: [{ label: 'Print label', run: () => undefined }] },
    },
  ],
  ['no control columns', {}],
];

describe('pinned columns beside the control columns', () => {
  it.each(controlCombinations)(
    'stay put through a 1,500 px sideways scroll, with %s',
    async (_name, props) => {
      await renderGrid({
        ...props,
        columnsMenu: { defaultSettings: wide({ code: 'start', insertTime: 'end' }) },
      }).ready();
      if (props.detail) await waitFor(() => expect(control('detail')).not.toBeNull());
      if (props.selection) await screen.findByRole('checkbox', { name: 'Select all on this page' });
      await waitFor(() => expect(header('Code').getAttribute('data-pin')).toBe('start'));
      const code = header('Code');
      const inserted = header('Inserted');
      const courier = header('Courier');
      const codeCell = firstRow().querySelector('[data-pin="start"]')!;
      const controls = (['select', 'detail', 'actions'] as const)
        .map(control)
        .filter((cell) => cell !== null);
      const before = [code, inserted, codeCell, ...controls].map((cell) => box(cell).left);
      const courierBefore = box(courier).left;

      await scrollSideways(1500);
      expect([code, inserted, codeCell, ...controls].map((cell) => box(cell).left)).toEqual(before);
      expect(box(courier).left).toBeCloseTo(courierBefore - 1500, 0);
      // Stacked, not overlapping: Code after the checkbox column, Inserted before the details.
      const select = control('select');
      expect(box(code).left).toBeCloseTo(select ? box(select).right : box(scrollArea()).left, 0);
      const endControl = control('detail') ?? control('actions');
      expect(box(inserted).right).toBeCloseTo(
        endControl ? box(endControl).left : box(scrollArea()).right,
        0,
      );
    },
  );

  it('draws a divider at a pinned edge always and a shadow while columns pass under it', async () => {
    await renderGrid({
      selection: {},
      detail: { render: () => 'card' },
      columnsMenu: { defaultSettings: wide({ code: 'start', insertTime: 'end' }) },
    }).ready();
    await waitFor(() => expect(header('Inserted').getAttribute('data-pin-edge')).toBe('end'));
    const code = header('Code');
    const inserted = header('Inserted');
    const codeCell = firstRow().querySelector('[data-pin="start"]')!;
    // At the start: nothing under Code yet, the rest of the columns under Inserted.
    await waitFor(() => expect(shaded('end')).toBe(true));
    expect(drawsDivider(code)).toBe(true);
    expect(drawsDivider(codeCell)).toBe(true);
    expect(shaded('start')).toBe(false);
    // Each stack's edge box stands at its inner edge: after Code, before Inserted.
    expect(box(edgeBox('start')).right).toBeCloseTo(box(code).right, 0);
    expect(box(edgeBox('end')).left).toBeCloseTo(box(inserted).left, 0);
    // The end's box is the start's mirrored: its divider and shadow face the scrolling columns.
    expect(getComputedStyle(edgeBox('end')).scale).toBe('-1 1');
    // Each side has one box: the stack's edge casts the cut-off shadow, not the rows' edge.
    expect(scrollArea().parentElement!.querySelectorAll('.dt-edge')).toHaveLength(2);
    const before = cellShadows();

    await scrollSideways(1500);
    await waitFor(() => expect(shaded('start')).toBe(true));
    expect(shaded('end')).toBe(true);
    // The boxes cast it over the rows: no row's cell looked otherwise, so none was styled again.
    // The stacks' edge headers cast it over the header, over which the box is not drawn.
    expect(cellShadows()).toEqual(before);
    expect(castsShadow(code)).toBe(true);
    expect(castsShadow(inserted)).toBe(true);
    expect(box(edgeBox('start')).right).toBeCloseTo(box(code).right, 0);
    await saveScreenshot('pinned-edges-scrolled', scrollArea().parentElement!);
  });

  it('without pins, the outermost control column is the edge, shaded only while columns pass under it', async () => {
    await renderGrid({
      selection: {},
      columnsMenu: { defaultSettings: wide({}) },
    }).ready();
    const select = await waitFor(() => control('select')!);
    await waitFor(() => expect(scrollArea().parentElement!.dataset.overflow).toBe('end'));
    expect(shaded('start')).toBe(false);
    expect(drawsDivider(select)).toBe(false);
    expect(box(edgeBox('start')).right).toBeCloseTo(box(select).right, 0);
    await scrollSideways(600);
    await waitFor(() => expect(shaded('start')).toBe(true));
    expect(drawsDivider(edgeBox('start'))).toBe(true);
  });

  it('keeps the divider in forced colours, as a border', async () => {
    const stopForcedColors = await emulateForcedColors();
    try {
      await renderGrid({
        columnsMenu: { defaultSettings: wide({ code: 'start', insertTime: 'end' }) },
      }).ready();
      await waitFor(() => expect(header('Code').getAttribute('data-pin-edge')).toBe('start'));
      expect(matchMedia('(forced-colors: active)').matches).toBe(true);
      const start = getComputedStyle(header('Code'));
      const end = getComputedStyle(firstRow().querySelector('[data-pin-edge="end"]')!);
      expect([start.borderRightStyle, start.borderRightWidth]).toEqual(['solid', '1px']);
      expect([end.borderLeftStyle, end.borderLeftWidth]).toEqual(['solid', '1px']);
      await saveScreenshot('pinned-edges-forced-colors', scrollArea().parentElement!);
    } finally {
      await stopForcedColors();
    }
  });

  it('marks a pinned header with a pin that is not part of its name', async () => {
    await renderGrid({
      columnsMenu: { defaultSettings: wide({ status: 'start' }) },
    }).ready();
    const status = header('Status');
    const glyph = getComputedStyle(status.querySelector('.dt-th-label')!, '::before');
    expect(glyph.content).toBe('""');
    expect(parseFloat(glyph.width)).toBeGreaterThan(8);
    expect(glyph.clipPath).toContain('polygon');
    const unpinned = getComputedStyle(header('Code').querySelector('.dt-th-label')!, '::before');
    expect(unpinned.content).toBe('none');
    await expectNoAxeViolations('a pinned header with its pin');
  });
});

/** Whether a polite status in the grid says `text`. */
const said = (text: string) =>
  [...document.querySelectorAll('.deliveries-table [role="status"]')].some(
    (region) => region.textContent === text,
  );

describe('the header menu says what it did to a column and keeps focus', () => {
  it('pins, unpins and hides, each said, focus on the column or its neighbour', async () => {
    const grid = await renderGrid().ready();
    const statusMenu = await screen.findByRole('button', { name: 'Column options for Status' });
    statusMenu.focus();
    await grid.user.keyboard('{ArrowDown}');
    await grid.user.click(screen.getByRole('menuitem', { name: 'Pin to start' }));
    await waitFor(() => expect(said('Status pinned to the start.')).toBe(true));
    await waitFor(() => expect(screen.getAllByRole('columnheader')[0]!.textContent).toBe('Status'));
    await waitFor(() =>
      expect(focused()).toEqual({ role: 'button', name: 'Column options for Status' }),
    );

    // By keyboard: Unpin is the sixth item.
    await grid.user.keyboard('{ArrowDown}{ArrowDown>5/}{Enter}');
    await waitFor(() => expect(said('Status unpinned.')).toBe(true));
    expect(header('Status').hasAttribute('data-pin')).toBe(false);
    await waitFor(() =>
      expect(focused()).toEqual({ role: 'button', name: 'Column options for Status' }),
    );

    await grid.user.keyboard('{ArrowDown}');
    await grid.user.click(screen.getByRole('menuitem', { name: 'Pin to end' }));
    await waitFor(() => expect(said('Status pinned to the end.')).toBe(true));
    await waitFor(() =>
      expect(focused()).toEqual({ role: 'button', name: 'Column options for Status' }),
    );

    // Hiding Tenant: said, and focus on the next column's menu button.
    screen.getByRole('button', { name: 'Column options for Tenant' }).focus();
    await grid.user.keyboard('{ArrowUp}{Enter}');
    await waitFor(() => expect(said('Tenant hidden. Columns shows it again.')).toBe(true));
    expect(screen.queryByRole('columnheader', { name: 'Tenant' })).toBeNull();
    await waitFor(() =>
      expect(focused()).toEqual({ role: 'button', name: 'Column options for Courier' }),
    );
    await expectNoAxeViolations('a column pinned and one hidden from the header menus');
  });

  it('hiding the last column in order moves focus to the one before it', async () => {
    const grid = await renderGrid().ready();
    (await screen.findByRole('button', { name: 'Column options for Inserted' })).focus();
    await grid.user.keyboard('{ArrowUp}{Enter}');
    await waitFor(() => expect(said('Inserted hidden. Columns shows it again.')).toBe(true));
    await waitFor(() =>
      expect(focused()).toEqual({ role: 'button', name: 'Column options for Status' }),
    );
  });
});

describe('columns a person narrowed', () => {
  it('still fill the table: the header row and the rows span the scroll area', async () => {
    const grid = await renderGrid({ selection: {} }).ready();
    await screen.findByRole('checkbox', { name: 'Select all on this page' });
    const headerRow = () => within(table()).getAllByRole('row')[0]!;
    const customer = header('Customer');
    const before = box(customer).width;
    const codeWidth = box(header('Code')).width;
    // Enter grabs the handle; Shift+ArrowLeft narrows by a larger step; Enter keeps it.
    screen.getByRole('separator', { name: 'Resize Customer' }).focus();
    await grid.user.keyboard('{Enter}{Shift>}{ArrowLeft}{ArrowLeft}{ArrowLeft}{/Shift}{Enter}');
    await waitFor(() => expect(box(customer).width).toBeLessThan(before - 40));
    // Every other column kept its width, and the rows still reach the area's end.
    expect(box(header('Code')).width).toBeCloseTo(codeWidth, 0);
    const end = box(scrollArea()).left + scrollArea().clientWidth;
    expect(box(headerRow()).right).toBeCloseTo(end, 0);
    expect(box(firstRow()).right).toBeCloseTo(end, 0);
    expect(box(table()).width).toBeCloseTo(scrollArea().clientWidth, 0);
    // The slack is in no column a person reads: the filler is hidden from screen readers.
    const lastCells = [headerRow(), firstRow()].map((row) => row.lastElementChild!);
    for (const cell of lastCells) expect(cell.getAttribute('aria-hidden')).toBe('true');
    expect(within(table()).getAllByRole('columnheader')).toHaveLength(10);
    await expectNoAxeViolations('a column narrowed, the filler taking the slack');
  });
});
