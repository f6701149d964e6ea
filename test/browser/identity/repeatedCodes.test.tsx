import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import type { DeliveriesSelection, Delivery } from '@src/index';
import { generateDeliveries, mockStatuses, type MockDelivery } from '@src/mocks/index';
import { catchDownloads, readCsv } from '../export/exportHarness';
import { expectNoAxeViolations, listenToResults } from '../focus/focusProbe';
import { gridRenderer } from '../harness';
import { addLibraryStylesheet } from '../theme/themeHelpers';

let removeStylesheet = () => {};
beforeEach(async () => {
  removeStylesheet = addLibraryStylesheet();
  await page.viewport(1280, 800);
});
afterEach(() => {
  removeStylesheet();
  vi.restoreAllMocks();
});

/**
 * Thirty deliveries whose first page repeats a code: rows 1 and 3 are two deliveries (other
 * customers, other quantities) that the server sends under one code, as a server with a bug,
 * or codes reused across tenants, would.
 */
function datasetWithTwins(): MockDelivery[] {
  const dataset = generateDeliveries(30, 11).map((delivery) => ({ ...delivery }));
  dataset[3] = { ...dataset[3]!, code: dataset[1]!.code, customerBusinessPartnerName: 'Twin AG' };
  return dataset;
}

const card = (delivery: Delivery) => (
  <dl>
    <dt>Customer</dt>
    <dd>{delivery.customerBusinessPartnerName}</dd>
  </dl>
);

const renderGrid = gridRenderer({
  statusOptions: mockStatuses,
  initialState: { pageSize: 10 },
  timeZone: 'UTC',
  locale: 'en-GB',
});

const firstPage = { pageNumber: 1, pageSize: 10, quickSearch: '' };
const table = () => screen.getByRole('table', { name: 'Deliveries' });
const dataRows = () =>
  within(table())
    .getAllByRole('row')
    .filter((row) => row.hasAttribute('data-index'));
const boxesOf = (code: string) =>
  screen.getAllByRole<HTMLInputElement>('checkbox', { name: `Select ${code}` });
const rowBoxes = () =>
  within(table())
    .getAllByRole<HTMLInputElement>('checkbox')
    .filter((box) => box.getAttribute('aria-label')?.startsWith('Select DLV'));
const bar = () => screen.getByRole('toolbar', { name: 'Selection' });
const repeatedNotice = (code: string) =>
  `More than one row on this page has the code “${code}”. Each row is its own here: ticked, counted, exported and opened on its own.`;

describe('a page that repeats a code', () => {
  it('ticks, counts, exports and hands over each row, twins included, and says the code repeats', async () => {
    const dataset = datasetWithTwins();
    const twin = dataset[1]!.code;
    const received: DeliveriesSelection[] = [];
    const files = catchDownloads();
    const grid = renderGrid(
      {
        selection: {
          actions: [
            { label: 'Hand to courier', run: async (chosen) => void received.push(chosen) },
          ],
        },
      },
      { serve: dataset },
    );
    await waitFor(() => expect(rowBoxes()).toHaveLength(10), { timeout: 10_000 });
    expect(grid.bodies).toEqual([firstPage]);
    expect(screen.getByText(repeatedNotice(twin))).toBeTruthy();
    const [first, second] = boxesOf(twin);

    // One twin ticked is one row ticked: the other stays as it was.
    await grid.user.click(second!);
    expect(second!.checked).toBe(true);
    expect(first!.checked).toBe(false);
    expect(within(bar()).getByText('1 selected')).toBeTruthy();

    const pageBox = screen.getByRole<HTMLInputElement>('checkbox', {
      name: 'Select all on this page',
    });
    await grid.user.click(pageBox);
    expect(rowBoxes().map((box) => box.checked)).toEqual(Array(10).fill(true));
    expect(pageBox.checked).toBe(true);
    expect(within(bar()).getByText('10 selected')).toBeTruthy();
    await expectNoAxeViolations('a page with a repeated code, all ticked');

    await grid.user.click(within(bar()).getByRole('button', { name: 'Hand to courier' }));
    await waitFor(() => expect(received).toHaveLength(1));
    const handed = received[0]!;
    expect(
      handed.kind === 'codes' && handed.deliveries.map((d) => d.customerBusinessPartnerName),
    ).toEqual([
      dataset[3]!.customerBusinessPartnerName,
      ...[0, 1, 2, 4, 5, 6, 7, 8, 9].map((i) => dataset[i]!.customerBusinessPartnerName),
    ]);
    const inPageOrder = [0, 1, 2, 4, 5, 6, 7, 8, 9].map((i) => dataset[i]!.code);
    expect(handed).toMatchObject({
      kind: 'codes',
      codes: [twin, ...inPageOrder],
      // Which row each code is: the second with it on its page, then the rest in page order.
      keys: [`${twin}~2`, ...inPageOrder],
    });

    await grid.user.click(within(bar()).getByRole('button', { name: 'Export selected (CSV)' }));
    await waitFor(() => expect(files).toHaveLength(1));
    const [, ...records] = await readCsv(files[0]!);
    expect(records).toHaveLength(10);
    expect(records.filter((record) => record[0] === twin)).toHaveLength(2);
    await screen.findByText('Exported 10 deliveries.');

    // Unticking the first twin leaves the second ticked.
    await grid.user.click(first!);
    expect(first!.checked).toBe(false);
    expect(second!.checked).toBe(true);
    expect(within(bar()).getByText('9 selected')).toBeTruthy();
    // Ticking and exporting asked the server for nothing more.
    expect(grid.bodies).toEqual([firstPage]);
  });

  it('opens the row that was clicked, and walks from twin to twin with the arrow keys', async () => {
    const dataset = datasetWithTwins();
    const twin = dataset[1]!.code;
    const opened: (string | null)[] = [];
    const grid = await renderGrid(
      { detail: { render: card, onOpenChange: (id) => opened.push(id) } },
      { serve: dataset },
    ).ready(10_000);
    const buttons = await screen.findAllByRole('button', { name: /^Show details for / });
    await grid.user.click(buttons[3]!);
    const panel = await screen.findByRole('complementary', { name: `Delivery ${twin}` });
    expect(within(panel).getByText('Twin AG')).toBeTruthy();
    expect(buttons.map((button) => button.getAttribute('aria-expanded'))).toEqual(
      buttons.map((_, index) => String(index === 3)),
    );
    await expectNoAxeViolations('details of the second row with a code');

    await grid.user.keyboard('{ArrowUp}');
    await waitFor(() =>
      expect(
        within(screen.getByRole('complementary')).getByText(
          dataset[2]!.customerBusinessPartnerName,
        ),
      ).toBeTruthy(),
    );
    await grid.user.keyboard('{ArrowUp}');
    const back = await screen.findByRole('complementary', { name: `Delivery ${twin}` });
    await waitFor(() =>
      expect(within(back).getByText(dataset[1]!.customerBusinessPartnerName)).toBeTruthy(),
    );
    expect(within(back).queryByText('Twin AG')).toBeNull();
    // The second row is named by its code and its place among the rows with it.
    expect(opened).toEqual([`${twin}~2`, dataset[2]!.code, twin]);
    expect(grid.bodies).toEqual([firstPage]);
  });

  it('opens a link to the second row with a code on that row', async () => {
    const dataset = datasetWithTwins();
    const twin = dataset[1]!.code;
    await renderGrid({ detail: { render: card, defaultOpen: `${twin}~2` } }, { serve: dataset });
    const panel = await screen.findByRole(
      'complementary',
      { name: `Delivery ${twin}` },
      { timeout: 10_000 },
    );
    expect(within(panel).getByText('Twin AG')).toBeTruthy();
  });

  it('expands the details under the one row opened, with no warning', async () => {
    const errors = vi.spyOn(console, 'error');
    const dataset = datasetWithTwins();
    const twin = dataset[1]!.code;
    const grid = await renderGrid(
      { detail: { render: card, placement: 'inline' } },
      { serve: dataset },
    ).ready(10_000);
    await grid.user.click(
      (await screen.findAllByRole('button', { name: /^Show details for / }))[3]!,
    );
    const region = await screen.findByRole('region', { name: `Delivery ${twin}` });
    expect(region.closest('tr')?.previousElementSibling).toBe(dataRows()[3]);
    expect(within(region).getByText('Twin AG')).toBeTruthy();
    expect(screen.getAllByRole('region', { name: `Delivery ${twin}` })).toHaveLength(1);
    expect(errors.mock.calls.flat().join(' ')).not.toMatch(/same key/);
  });

  it('keeps a tick on the delivery ticked when a refresh brings a twin above it', async () => {
    const dataset = generateDeliveries(30, 11).map((delivery) => ({ ...delivery }));
    const received: DeliveriesSelection[] = [];
    const grid = renderGrid(
      {
        refresh: {},
        selection: {
          actions: [
            { label: 'Hand to courier', run: async (chosen) => void received.push(chosen) },
          ],
        },
      },
      { serve: dataset },
    );
    await waitFor(() => expect(rowBoxes()).toHaveLength(10), { timeout: 10_000 });
    const ticked = dataset[3]!;
    await grid.user.click(boxesOf(ticked.code)[0]!);
    await waitFor(() => expect(within(bar()).getByText('1 selected')).toBeTruthy());

    dataset.unshift({
      ...dataset[0]!,
      code: ticked.code,
      insertTime: new Date(Date.parse(dataset[0]!.insertTime) + 3_600_000).toISOString(),
      customerBusinessPartnerName: 'Twin AG',
    });
    await grid.user.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(boxesOf(ticked.code)).toHaveLength(2), { timeout: 10_000 });
    // Before, the newcomer's box was ticked and the delivery ticked (handed over) was not.
    await waitFor(() =>
      expect(boxesOf(ticked.code).map((box) => box.checked)).toEqual([false, true]),
    );
    expect(rowBoxes().filter((box) => box.checked)).toHaveLength(1);
    expect(within(bar()).getByText('1 selected')).toBeTruthy();
    await grid.user.click(within(bar()).getByRole('button', { name: 'Hand to courier' }));
    await waitFor(() => expect(received).toHaveLength(1));
    expect(received[0]).toMatchObject({
      codes: [ticked.code],
      keys: [`${ticked.code}~2`],
      deliveries: [
        expect.objectContaining({
          customerBusinessPartnerName: ticked.customerBusinessPartnerName,
        }),
      ],
    });
  });

  it('keeps the details on the delivery opened when a refresh brings a twin above it', async () => {
    const dataset = generateDeliveries(30, 11).map((delivery) => ({ ...delivery }));
    const opened: (string | null)[] = [];
    const grid = await renderGrid(
      { refresh: {}, detail: { render: card, onOpenChange: (id) => opened.push(id) } },
      { serve: dataset },
    ).ready(10_000);
    const original = dataset[3]!;
    await grid.user.click(
      (await screen.findAllByRole('button', { name: /^Show details for / }))[3]!,
    );
    const panel = await screen.findByRole('complementary', { name: `Delivery ${original.code}` });
    expect(within(panel).getByText(original.customerBusinessPartnerName)).toBeTruthy();

    // Another delivery under its code, inserted since, comes first: the open one is now the
    // second row with that code.
    const later = new Date(Date.parse(dataset[0]!.insertTime) + 3_600_000).toISOString();
    dataset.unshift({
      ...dataset[0]!,
      code: original.code,
      insertTime: later,
      customerBusinessPartnerName: 'Twin AG',
    });
    await grid.user.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(
      () => expect(within(dataRows()[0]!).getAllByRole('cell')[0]!.textContent).toBe(original.code),
      { timeout: 10_000 },
    );
    // Before, the title stayed and the newcomer's details showed under it.
    await waitFor(() => expect(opened.at(-1)).toBe(`${original.code}~2`));
    // The newcomer is new; the delivery it pushed down is not (it was "new", the twin "changed").
    expect(dataRows().map((row) => row.getAttribute('data-change') ?? '')).toEqual([
      'new',
      ...Array<string>(9).fill(''),
    ]);
    const still = screen.getByRole('complementary', { name: `Delivery ${original.code}` });
    expect(within(still).getByText(original.customerBusinessPartnerName)).toBeTruthy();
    expect(within(still).queryByText('Twin AG')).toBeNull();
    const buttons = screen.getAllByRole('button', { name: /^Show details for / });
    expect(buttons.map((button) => button.getAttribute('aria-expanded'))).toEqual(
      buttons.map((_, index) => String(index === 4)),
    );
  });

  it('compares each row with the same row before a refresh: an unchanged twin is not marked', async () => {
    const dataset = datasetWithTwins();
    const twin = dataset[1]!.code;
    const grid = await renderGrid({ refresh: {} }, { serve: dataset }).ready(10_000);
    const marks = () => dataRows().map((row) => row.getAttribute('data-change') ?? '');
    const heard = listenToResults();

    // Another delivery changes: only its row is marked, neither twin.
    dataset[5] = { ...dataset[5]!, palletQty: dataset[5]!.palletQty + 3 };
    await grid.user.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(marks()[5]).toBe('changed'));
    expect(marks()).toEqual(['', '', '', '', '', 'changed', '', '', '', '']);
    await waitFor(() => expect(heard.said.at(-1)).toBe('1 changed'));

    // The second twin changes: its row is marked, the first twin's is not.
    dataset[3] = { ...dataset[3]!, status: 6 };
    await grid.user.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(marks()[3]).toBe('changed'));
    expect(marks()).toEqual(['', '', '', 'changed', '', '', '', '', '', '']);
    expect(within(dataRows()[1]!).getAllByRole('cell')[0]!.textContent).toBe(twin);
    expect(grid.bodies).toEqual([firstPage, firstPage, firstPage]);
    heard.stop();
  });

  it('names a repeated code as its cells show it: an override as what it is, a long one cut', async () => {
    const dataset = generateDeliveries(30, 11).map((delivery) => ({ ...delivery }));
    // A server's text that would turn the notice's words around, and one of 100,000 characters.
    const turning = 'DLV-\u202E321';
    const long = 'L'.repeat(100_000);
    for (const [at, code] of [
      [1, turning],
      [3, turning],
      [4, long],
      [5, long],
    ] as const)
      dataset[at] = { ...dataset[at]!, code };
    renderGrid({}, { serve: dataset });
    const notice = await screen.findByText(/^Codes repeat on this page/, {}, { timeout: 10_000 });
    expect(notice.textContent).toBe(
      `Codes repeat on this page: “DLV-[RLO]321”, “${'L'.repeat(40)}…”. Each row is its own here: ticked, counted, exported and opened on its own.`,
    );
    // The cell draws it the same way.
    expect(within(table()).getAllByText('DLV-[RLO]321')).toHaveLength(2);
  });

  it('quotes each repeated code, so one that shows nothing is seen as empty', async () => {
    const dataset = generateDeliveries(30, 11).map((delivery) => ({ ...delivery }));
    // Rows 2 and 5 have a zero-width space for a code, rows 3 and 6 none.
    for (const [at, code] of [
      [1, '\u200B'],
      [2, ''],
      [4, '\u200B'],
      [5, ''],
    ] as const)
      dataset[at] = { ...dataset[at]!, code };
    renderGrid({}, { serve: dataset });
    const notice = await screen.findByText(/^Codes repeat on this page/, {}, { timeout: 10_000 });
    expect(notice.textContent).toBe(
      'Codes repeat on this page: “\u200B”, “”. Each row is its own here: ticked, counted, exported and opened on its own.',
    );
  });
});
