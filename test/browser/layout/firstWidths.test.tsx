import '@src/theme/styles.css';
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { createDeliveriesClient } from '@src/index';
import { http, HttpResponse } from 'msw';
import { generateDeliveries, mockStatuses, type MockDelivery } from '@src/mocks/index';
import type { DeliveriesRequest, Delivery } from '@src/api/types';
import { worker } from '../worker';
import { sampledRows } from '@src/table/columns/textColumnWidths';
import { widthsCode } from '@src/table/columns/widthsCode';
import { renderGrid, type GridProps, type RenderGridOptions, nextFrames } from '../harness';
import { userEvent } from '@testing-library/user-event';
import { expectNoAxeViolations } from '../focus/focusProbe';
import { cellClips, isCutToOneLine, spillsOut } from './cutText';
import { gridTable, laptopDataset, onLaptopScreen, scrollArea } from './laptop';

/** `count` deliveries, the one at `at` with a code much wider than the others (short text). */
const withWideCode = (deliveries: readonly MockDelivery[], count: number, at: number) =>
  deliveries
    .slice(0, count)
    .map((delivery, index) =>
      index === at ? { ...delivery, code: 'DLV-WWWWWWWWWWWW' } : delivery,
    );

/** 100 deliveries, the 81st with the wide code. */
const wideCodeFar = withWideCode(laptopDataset, 100, 80);

/** A page longer than the rows read for widths: 20 rows past them. */
const longPage = generateDeliveries(sampledRows + 20, 7);

/**
 * A host's server that answers pages as long as asked (the reference backend stops at 1,000):
 * the requests it got.
 */
function serveLongPages(deliveries: readonly Delivery[]): DeliveriesRequest[] {
  const sent: DeliveriesRequest[] = [];
  worker.use(
    http.post('*/api/deliveries', async ({ request }) => {
      const body = (await request.json()) as DeliveriesRequest;
      sent.push(body);
      const start = (body.pageNumber - 1) * body.pageSize;
      return HttpResponse.json(deliveries.slice(start, start + body.pageSize));
    }),
  );
  return sent;
}

/** The Code column's width, and the wide code's width in the cells' font. */
function codeColumnAndWideCode() {
  const header = screen.getByRole('columnheader', { name: /^Code/ });
  const cell = gridTable().querySelector<HTMLElement>('tbody td[dir="auto"]')!;
  const style = getComputedStyle(cell);
  const context = document.createElement('canvas').getContext('2d')!;
  context.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
  return {
    column: header.getBoundingClientRect().width,
    wideCode: context.measureText('DLV-WWWWWWWWWWWW').width,
  };
}

/** A client whose first answer waits for `release`: the grid is drawn empty before it comes. */
function heldClient() {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const client = createDeliveriesClient({
    baseUrl: '',
    fetch: async (input, init) => {
      await held;
      return fetch(input, init);
    },
  });
  return { client, release };
}

/** The table's layout at the commit that first draws a delivery, before that frame is laid out. */
function layoutAtFirstRows(): Promise<string | null> {
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      const table = document.querySelector('table');
      if (!table?.querySelector('tbody td[dir="auto"]')?.textContent) return;
      observer.disconnect();
      resolve(table.getAttribute('data-layout'));
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  });
}

// Waits that a busy machine may stretch.
const generous = { timeout: 10_000 };

/**
 * Renders the grid with its first answer held until its header and placeholder rows are read
 * (as a person's browser has the widths' code a frame after the first paint, and reads them in
 * a frame after that paint), then lets the answer come: the table's layout as it is committed.
 */
async function layoutOfFirstAnswer(
  props: Omit<GridProps, 'client' | 'baseUrl'>,
  options: Omit<RenderGridOptions, 'serve'> & { serve: RenderGridOptions['serve'] },
) {
  const { client, release } = heldClient();
  renderGrid({ client, ...props }, options);
  await screen.findAllByRole('columnheader', {}, generous);
  // Checkboxes and row actions are columns whose code comes on demand: their headers first, as
  // on a person's screen, where the answer takes longer than that code.
  if (props.selection || props.rows?.actions)
    await waitFor(
      () => expect(gridTable().querySelector('th[data-kind]')).not.toBeNull(),
      generous,
    );
  // The code the grid fetches after its first paint, there for the grid (its own loader).
  await widthsCode.load();
  await nextFrames(6);
  const layout = layoutAtFirstRows();
  release();
  return layout;
}

/** A first page of 25 at widths worked out from its text: no cell's value reaches the next. */
async function expectFittedPageInPlace() {
  await waitFor(() => expect(gridTable().querySelectorAll('tbody tr')).toHaveLength(25), generous);
  expect(gridTable().hasAttribute('data-fitted')).toBe(true);
  const cells = [
    ...gridTable().querySelectorAll<HTMLTableCellElement>('tbody td:not([data-kind])'),
  ];
  expect(cells.filter(spillsOut).map((cell) => cell.textContent)).toEqual([]);
  // A control cell's checkbox or "Actions for …" button (its name is visually hidden text that
  // runs on past it, unseen).
  const controls = [
    ...gridTable().querySelectorAll<HTMLElement>('tbody td[data-kind] :is(input, button)'),
  ];
  const outside = controls.filter((control) => {
    const [box, edges] = [
      control.getBoundingClientRect(),
      control.closest('td')!.getBoundingClientRect(),
    ];
    return box.left < edges.left - 0.5 || box.right > edges.right + 0.5;
  });
  expect(outside.map((control) => control.closest('tr')?.textContent)).toEqual([]);
}

/** The button is drawn whole inside its cell, and nothing covers its middle. */
function expectWholeInItsCell(button: HTMLElement, cell: HTMLElement) {
  button.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  const [box, edges] = [button.getBoundingClientRect(), cell.getBoundingClientRect()];
  expect(box.left).toBeGreaterThanOrEqual(edges.left - 0.5);
  expect(box.right).toBeLessThanOrEqual(edges.right + 0.5);
  const middle = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
  expect(button.contains(middle)).toBe(true);
}

describe("the first rows' column widths, worked out from their text", () => {
  onLaptopScreen();

  it('lays the first rows out at fixed widths that fit the box, cutting long text only', async () => {
    const layout = await layoutOfFirstAnswer(
      { locale: 'en-US', timeZone: 'UTC' },
      { serve: laptopDataset, wrap: (grid) => <div style={{ padding: 16 }}>{grid}</div> },
    );
    expect(layout).toBe('fixed');
    await waitFor(
      () => expect(gridTable().querySelectorAll('tbody tr')).toHaveLength(25),
      generous,
    );
    // The columns fill the scroll area and fit in it.
    const area = scrollArea();
    expect(area.scrollWidth).toBeLessThanOrEqual(area.clientWidth);
    const headers = screen.getAllByRole('columnheader');
    const total = headers.reduce((sum, header) => sum + header.getBoundingClientRect().width, 0);
    expect(total).toBeCloseTo(area.clientWidth, 0);
    // Every header's label is whole.
    for (const header of headers) {
      const label = header.querySelector('.dt-th-label')!;
      expect(label.getBoundingClientRect().right).toBeLessThanOrEqual(
        header.getBoundingClientRect().right + 0.5,
      );
    }
    // Only long text is cut, by its own box (one line, its whole value as the title). Short
    // text fits its column: no cell cuts what it holds, which would cost a clip per cell.
    const cut = [...gridTable().querySelectorAll<HTMLElement>('tbody .dt-truncate')].filter(
      isCutToOneLine,
    );
    expect(cut.length).toBeGreaterThan(0);
    for (const box of cut) expect(box.title).toBe(box.textContent);
    const cells = () => [...gridTable().querySelectorAll<HTMLTableCellElement>('tbody td')];
    for (const cell of cells()) {
      expect(cellClips(cell)).toBe(false);
      if (!cell.querySelector('.dt-truncate'))
        expect(cell.scrollWidth).toBeLessThanOrEqual(cell.clientWidth + 1);
    }
    // Another order's rows at the widths held: their text was not read, so every cell cuts.
    await userEvent.click(screen.getByRole('button', { name: 'Customer' }));
    await waitFor(
      () =>
        expect(screen.getByRole('columnheader', { name: /Customer/ }).ariaSort).toBe('ascending'),
      generous,
    );
    await waitFor(() => expect(cells().every(cellClips)).toBe(true), generous);
  });

  it("leaves a host's cells to the browser's own sizing", async () => {
    const layout = await layoutOfFirstAnswer(
      {
        columns: [
          { id: 'code', cell: (delivery) => <a href={`#${delivery.code}`}>{delivery.code}</a> },
          { id: 'tenantName' },
        ],
      },
      { serve: laptopDataset },
    );
    expect(layout).toBeNull();
  });

  // As the browser's own sizing of a virtualized body would: what it has not drawn, it never read.
  it.each([
    { body: 'virtualized', virtualizeAbove: 50, fits: false },
    { body: 'drawn in full', virtualizeAbove: Infinity, fits: true },
  ])(
    'reads the rows a $body body draws: a wide code at row 81 fits: $fits',
    async ({ virtualizeAbove, fits }) => {
      const layout = await layoutOfFirstAnswer(
        {
          locale: 'en-US',
          timeZone: 'UTC',
          initialState: { pageSize: 100 },
          rows: { virtualizeAbove },
        },
        { serve: wideCodeFar },
      );
      expect(layout).toBe('fixed');
      await screen.findByRole('cell', { name: laptopDataset[0]!.code }, generous);
      const { column, wideCode } = codeColumnAndWideCode();
      expect(column > wideCode).toBe(fits);
    },
  );

  // Each row read costs the answer's script; each cell that clips costs its frame more.
  it('reads every row of a 1,000-row page drawn in full: a wide code at row 991 fits', async () => {
    const layout = await layoutOfFirstAnswer(
      {
        locale: 'en-US',
        timeZone: 'UTC',
        initialState: { pageSize: 1000 },
        paging: { pageSizeOptions: [25, 1000] },
        rows: { virtualizeAbove: Infinity },
      },
      { serve: withWideCode(longPage, 1000, 990) },
    );
    expect(layout).toBe('fixed');
    await screen.findByRole('cell', { name: longPage[0]!.code }, generous);
    const { column, wideCode } = codeColumnAndWideCode();
    expect(column).toBeGreaterThan(wideCode);
  });

  it(`cuts the cells of rows past the ${sampledRows} it read, on a page drawn in full`, async () => {
    const pageSize = sampledRows + 20;
    const sent = serveLongPages(longPage);
    const layout = await layoutOfFirstAnswer(
      {
        locale: 'en-US',
        timeZone: 'UTC',
        initialState: { pageSize },
        paging: { pageSizeOptions: [25, pageSize] },
        rows: { virtualizeAbove: Infinity },
      },
      { serve: undefined },
    );
    expect(layout).toBe('fixed');
    expect(sent.map(({ pageNumber, pageSize: size }) => [pageNumber, size])).toContainEqual([
      1,
      pageSize,
    ]);
    await waitFor(
      () => expect(gridTable().querySelectorAll('tbody tr')).toHaveLength(pageSize),
      generous,
    );
    expect(gridTable().hasAttribute('data-fitted')).toBe(true);
    const rows = [...gridTable().querySelectorAll('tbody tr')];
    const clips = (row: Element) => [...row.children].map(cellClips);
    // The first rows, rows deep in the page and its last read: none clips; the rows after: all.
    for (const row of [...rows.slice(0, 5), ...rows.slice(500, 505), rows[sampledRows - 1]!])
      expect(clips(row)).not.toContain(true);
    for (const row of rows.slice(sampledRows)) expect(clips(row)).not.toContain(false);
  });

  it("cuts a new row's long value in its cell at widths worked out from its rows", async () => {
    const dataset = laptopDataset.slice(0, 25).map((delivery) => ({ ...delivery }));
    const grid = await renderGrid(
      { locale: 'en-US', timeZone: 'UTC', refresh: {} },
      { serve: dataset, wrap: (table) => <div style={{ width: 700 }}>{table}</div> },
    ).ready();
    const added = { ...dataset[0]!, code: 'DLV-2026-0000000000000000000000000000000001' };
    dataset.unshift(added);
    await grid.user.click(screen.getByRole('button', { name: 'Refresh' }));
    const newCell = await screen.findByRole('cell', { name: added.code }, generous);
    expect(newCell.closest('tr')!.dataset.change).toBe('new');
    // Widths worked out again from rows with "New" among them (after the grid's width, density
    // or columns change, when the rows' text is read before the header is) mark the table
    // fitted; which read comes first is the machine's, so the test marks it itself.
    gridTable().setAttribute('data-fitted', '');
    const cell = screen.getByRole('cell', { name: added.code });
    expect(cell.getBoundingClientRect().width).toBeLessThan(200);
    expect(isCutToOneLine(cell.querySelector('.dt-truncate')!)).toBe(true);
    expect(spillsOut(cell)).toBe(false);
  });

  // A host's theme may space or transform the cells' letters: the canvas must measure them so.
  it.each(['letter-spacing: 0.12em', 'word-spacing: 0.5em', 'text-transform: uppercase'])(
    "fits short text drawn with a theme's %s",
    async (look) => {
      const layout = await layoutOfFirstAnswer(
        { locale: 'en-US', timeZone: 'UTC' },
        {
          serve: laptopDataset,
          wrap: (grid) => (
            <>
              <style>{`.deliveries-table .dt-td { ${look} }`}</style>
              {/* Narrow enough that columns of short text get no more than it. */}
              <div style={{ width: 900 }}>{grid}</div>
            </>
          ),
        },
      );
      expect(layout).toBe('fixed');
      await expectFittedPageInPlace();
    },
  );

  it('fits a status the host gave no label, drawn as its number, not as a pill', async () => {
    // The widest status the contract allows: an integer JavaScript holds exactly.
    const widest = Number.MAX_SAFE_INTEGER;
    const unlabelled = laptopDataset.map((delivery, index) =>
      index === 3 ? { ...delivery, status: widest } : delivery,
    );
    const layout = await layoutOfFirstAnswer(
      { locale: 'en-US', timeZone: 'UTC', statusOptions: mockStatuses },
      { serve: unlabelled, wrap: (grid) => <div style={{ width: 900 }}>{grid}</div> },
    );
    expect(layout).toBe('fixed');
    const cell = await screen.findByRole(
      'cell',
      { name: widest.toLocaleString('en-US') },
      generous,
    );
    expect(gridTable().hasAttribute('data-fitted')).toBe(true);
    expect(spillsOut(cell)).toBe(false);
  });

  // The first delivery's customer is long (its box cuts itself): both kinds of cell.
  const longCustomer = laptopDataset.map((delivery, index) =>
    index === 0
      ? { ...delivery, customerBusinessPartnerName: 'Northwind Traders International' }
      : delivery,
  );
  const customers = [...new Set(longCustomer.map((d) => d.customerBusinessPartnerName))].map(
    (label, index) => ({ value: index + 1, label }),
  );
  it.each([
    {
      kind: 'a status pill',
      name: /^Filter options for /,
      pick: '.dt-status',
    },
    {
      kind: 'a long name',
      name: /^Filter options for Northwind/,
      pick: '[title^="Northwind Traders I"]',
    },
  ])(
    "keeps the filter button of $kind in its cell, on the row's one line",
    async ({ name, pick }) => {
      const layout = await layoutOfFirstAnswer(
        {
          locale: 'en-US',
          timeZone: 'UTC',
          statusOptions: mockStatuses,
          filters: { options: { customers } },
        },
        { serve: longCustomer, wrap: (grid) => <div style={{ width: 900 }}>{grid}</div> },
      );
      expect(layout).toBe('fixed');
      await waitFor(
        () => expect(gridTable().querySelectorAll('tbody tr')).toHaveLength(25),
        generous,
      );
      expect(gridTable().hasAttribute('data-fitted')).toBe(true);
      const row = screen.getByRole('cell', { name: longCustomer[0]!.code }).closest('tr')!;
      const height = row.getBoundingClientRect().height;
      const cell = [...row.cells].find((candidate) => candidate.querySelector(pick))!;
      await userEvent.hover(cell);
      const button = await within(cell).findByRole('button', { name }, generous);
      expectWholeInItsCell(button, cell);
      expect(row.getBoundingClientRect().height).toBe(height);
      await expectNoAxeViolations('a row in use at widths worked out from its text');
    },
  );

  it("keeps a long name's filter button whole and in sight at a person's narrow width", async () => {
    await layoutOfFirstAnswer(
      { locale: 'en-US', timeZone: 'UTC', filters: { options: { customers } } },
      { serve: longCustomer, wrap: (grid) => <div style={{ width: 900 }}>{grid}</div> },
    );
    const row = (await screen.findByRole('cell', { name: longCustomer[0]!.code }, generous))
      .parentElement as HTMLTableRowElement;
    screen.getByRole('separator', { name: 'Resize Customer' }).focus();
    await userEvent.keyboard('{Enter}' + '{ArrowLeft}'.repeat(8));
    await waitFor(() => expect(gridTable().hasAttribute('data-fitted')).toBe(false), generous);
    const cell = [...row.cells].find((candidate) =>
      candidate.querySelector('[title^="Northwind Traders I"]'),
    )!;
    await userEvent.hover(cell);
    const button = await within(cell).findByRole(
      'button',
      { name: /^Filter options for Northwind/ },
      generous,
    );
    expectWholeInItsCell(button, cell);
    await userEvent.click(button);
    expect(await screen.findByRole('menuitem', { name: /Northwind/ }, generous)).toBeVisible();
  });

  // Nothing a cell shows reaches into the next one, whatever else the rows carry.
  it.each<{ setup: string; props: Omit<GridProps, 'client' | 'baseUrl'> }>([
    { setup: 'Arabic, right to left', props: { locale: 'ar', dir: 'rtl' } },
    {
      setup: 'checkboxes and row actions',
      props: { selection: {}, rows: { actions: [{ label: 'Print label', run: () => undefined }] } },
    },
    { setup: 'compact rows', props: { density: 'compact' } },
    {
      setup: 'pinned columns',
      props: {
        columnsMenu: {
          defaultSettings: {
            order: [],
            hidden: [],
            widths: {},
            pinned: { code: 'start', insertTime: 'end' },
          },
        },
      },
    },
    { setup: 'status pills', props: { statusOptions: mockStatuses } },
  ])('keeps every value in its cell with $setup', async ({ props }) => {
    const layout = await layoutOfFirstAnswer(
      { locale: 'en-US', timeZone: 'UTC', ...props },
      { serve: laptopDataset, wrap: (grid) => <div style={{ width: 900 }}>{grid}</div> },
    );
    expect(layout).toBe('fixed');
    await expectFittedPageInPlace();
    await expectNoAxeViolations('rows at widths worked out from their text');
  });

  // Short values (never boxed) whose glyphs a canvas may size otherwise than the page does.
  it('keeps short emoji, Arabic and combining-mark values in their cells', async () => {
    const odd = [
      '📦🚚📦🚚📦🚚📦',
      'شركة النقل السريع',
      'Åe\u0301e\u0301e\u0301e\u0301 GmbH',
      '👨‍👩‍👧‍👦 Co',
    ];
    const served = laptopDataset.map((delivery, index) =>
      index < 8 ? { ...delivery, customerBusinessPartnerName: odd[index % odd.length]! } : delivery,
    );
    const layout = await layoutOfFirstAnswer(
      { locale: 'en-US', timeZone: 'UTC' },
      { serve: served, wrap: (grid) => <div style={{ width: 900 }}>{grid}</div> },
    );
    expect(layout).toBe('fixed');
    await expectFittedPageInPlace();
  });

  it("cuts values at a person's widths, titled whole, and fits them again once reset", async () => {
    const layout = await layoutOfFirstAnswer(
      { locale: 'en-US', timeZone: 'UTC' },
      { serve: laptopDataset, wrap: (grid) => <div style={{ width: 900 }}>{grid}</div> },
    );
    expect(layout).toBe('fixed');
    await expectFittedPageInPlace();
    screen.getByRole('separator', { name: 'Resize Code' }).focus();
    await userEvent.keyboard(
      '{Enter}{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}',
    );
    await waitFor(() => expect(gridTable().hasAttribute('data-fitted')).toBe(false), generous);
    const cells = () => [...gridTable().querySelectorAll<HTMLTableCellElement>('tbody td')];
    expect(
      cells()
        .filter(spillsOut)
        .map((cell) => cell.textContent),
    ).toEqual([]);
    const code = screen.getByRole('cell', { name: laptopDataset[0]!.code });
    expect(code.scrollWidth).toBeGreaterThan(code.clientWidth);
    // The cut code shows whole as the cell's title once a pointer comes to it.
    await userEvent.hover(code);
    expect(code.title).toBe(laptopDataset[0]!.code);
    await userEvent.click(screen.getByRole('button', { name: 'Columns' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Reset columns' }, generous));
    await waitFor(() => expect(gridTable().hasAttribute('data-fitted')).toBe(true), {
      timeout: 10_000,
    });
    // It fits again: the title it was given goes.
    await userEvent.hover(screen.getByRole('cell', { name: laptopDataset[1]!.code }));
    await userEvent.hover(code);
    expect(code.hasAttribute('title')).toBe(false);
    expect(
      cells()
        .filter(spillsOut)
        .map((cell) => cell.textContent),
    ).toEqual([]);
    await expectNoAxeViolations('columns reset at widths worked out from the rows');
  });

  it("fits the columns to a theme's cap on long text in a unit of the font (ch)", async () => {
    const theme = document.createElement('style');
    theme.textContent = '.deliveries-table { --dt-cell-max-width: 12ch; }';
    document.head.append(theme);
    try {
      const layout = await layoutOfFirstAnswer(
        { locale: 'en-US', timeZone: 'UTC' },
        { serve: laptopDataset },
      );
      expect(layout).toBe('fixed');
      await expectFittedPageInPlace();
      // Long text is cut at twelve of the cells' zeros at most (a column may give way to fit).
      const boxes = [...gridTable().querySelectorAll<HTMLElement>('tbody .dt-truncate')];
      const cap = parseFloat(getComputedStyle(boxes[0]!).maxWidth);
      expect(cap).toBeGreaterThan(40);
      const cut = boxes.filter(isCutToOneLine);
      expect(cut.length).toBeGreaterThan(0);
      for (const box of cut) {
        expect(box.getBoundingClientRect().width).toBeLessThanOrEqual(cap + 0.5);
        expect(box.title).toBe(box.textContent);
      }
    } finally {
      theme.remove();
    }
  });

  it('cuts a value a refresh widened in place', async () => {
    const dataset = laptopDataset.map((delivery) => ({ ...delivery }));
    const layout = await layoutOfFirstAnswer(
      { locale: 'en-US', timeZone: 'UTC', refresh: {} },
      { serve: dataset, wrap: (grid) => <div style={{ width: 900 }}>{grid}</div> },
    );
    expect(layout).toBe('fixed');
    await expectFittedPageInPlace();
    // Another operator gave the first delivery a wider courier: its cell cuts it.
    dataset[0] = { ...dataset[0]!, courierCode: 'WWWWWWWWWWWWWW' };
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    const cell = await screen.findByRole('cell', { name: 'WWWWWWWWWWWWWW' }, generous);
    expect(gridTable().hasAttribute('data-fitted')).toBe(false);
    expect(cellClips(cell)).toBe(true);
    const cells = [...gridTable().querySelectorAll<HTMLTableCellElement>('tbody td')];
    expect(cells.filter(spillsOut).map((each) => each.textContent)).toEqual([]);
  });
});
