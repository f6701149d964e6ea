import { screen, waitFor } from '@testing-library/react';
import { page, userEvent as pointer } from 'vitest/browser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateDeliveries, mockStatuses } from '@src/mocks/index';
import { expectNoAxeViolations } from '../focus/focusProbe';
import { nextFrames, renderGrid, saveScreenshot } from '../harness';
import { dataRows } from './rowLooks';

beforeAll(() => page.viewport(1280, 800));
afterAll(() => page.viewport(414, 896));

// Values no column is wide enough for, on the third delivery.
const customer = 'Spedition Müller-Lüdenscheidt & Söhne Logistik und Lagerhaltung GmbH Süd';
const warehouse = 'Zentrallager Hamburg-Billbrook Halle 7 Rampe 12';
const withLongValues = (count: number) => {
  const rows = generateDeliveries(count, 3);
  rows[2] = { ...rows[2]!, customerBusinessPartnerName: customer, warehouseName: warehouse };
  return rows;
};
const generous = { timeout: 10_000 };

/**
 * The cell showing `text` in `row`: whether its text runs past the cell's content box (cut, or
 * clamped to a line), and how many lines it takes where it does not.
 */
function cellOf(row: HTMLElement, text: string) {
  const cell = [...row.querySelectorAll<HTMLElement>('td')].find((td) => td.textContent === text)!;
  const range = document.createRange();
  range.selectNodeContents(cell);
  const textBox = range.getBoundingClientRect();
  const box = cell.getBoundingClientRect();
  const style = getComputedStyle(cell);
  const cut =
    textBox.right > box.right - parseFloat(style.paddingRight) + 0.5 ||
    textBox.bottom > box.bottom - parseFloat(style.paddingBottom) + 0.5;
  const lineHeight = parseFloat(getComputedStyle(cell.firstElementChild ?? cell).lineHeight);
  return { cut, lines: Math.round(textBox.height / lineHeight) };
}
const heightOf = (row: HTMLElement) => row.getBoundingClientRect().height;
const tableRows = () => dataRows() as HTMLTableRowElement[];

/** Tab into the rows and ArrowDown to the row at `index`, as a person at a keyboard does. */
async function arrowTo(index: number) {
  for (let presses = 0; presses < 40 && document.activeElement?.tagName !== 'TR'; presses += 1)
    await pointer.keyboard('{Tab}');
  for (let presses = 0; presses < 30 && document.activeElement !== dataRows()[index]; presses += 1)
    await pointer.keyboard('{ArrowDown}');
  expect(document.activeElement).toBe(dataRows()[index]);
}

describe('the row in use shows the values its columns cut', () => {
  it('whole, on more lines, while keyboard focus is on it; the rest keep one line', async () => {
    await renderGrid({ statusOptions: mockStatuses }, { serve: withLongValues(30) }).ready();
    const [before, row, after] = dataRows().slice(1, 4) as HTMLElement[];
    const height = heightOf(before!);
    expect(cellOf(row!, customer).cut).toBe(true);
    expect(heightOf(row!)).toBe(height);

    await arrowTo(2);
    await waitFor(() => expect(cellOf(row!, customer)).toMatchObject({ cut: false }), generous);
    expect(cellOf(row!, customer).lines).toBeGreaterThan(1);
    expect(cellOf(row!, warehouse).cut).toBe(false);
    expect(heightOf(row!)).toBeGreaterThan(height);
    expect([heightOf(before!), heightOf(after!)]).toEqual([height, height]);
    await saveScreenshot('whole-text-row-in-use', screen.getByRole('table'));
    await expectNoAxeViolations('a row in use showing its whole text');

    // Along the row to one of its controls: the row is cut to its line again, the control in
    // place (a tick or a menu is not moved by the row's lines), and back on the row, whole.
    await pointer.keyboard('{ArrowRight}');
    expect(row!.contains(document.activeElement) && document.activeElement !== row).toBe(true);
    await waitFor(() => expect(cellOf(row!, customer).cut).toBe(true), generous);
    await pointer.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(row);
    await waitFor(() => expect(cellOf(row!, customer).cut).toBe(false), generous);

    // The next row: this one is cut to its line again.
    await pointer.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(after);
    await waitFor(() => expect(cellOf(row!, customer).cut).toBe(true), generous);
    expect(heightOf(row!)).toBe(height);

    // A row whose text fits keeps its height in use, its cells' filter buttons shown.
    const fits = tableRows().findIndex(
      (candidate, index) =>
        index > 3 &&
        [...candidate.cells].every((cell) => !cellOf(candidate, cell.textContent!).cut),
    );
    await arrowTo(fits);
    await screen.findAllByRole('button', { name: /^Filter options for / }, generous);
    expect(heightOf(dataRows()[fits]!)).toBe(height);
  });

  it('not for a click: the rows under the pointer stay where they are', async () => {
    await renderGrid({ statusOptions: mockStatuses }, { serve: withLongValues(30) }).ready();
    const row = tableRows()[2]!;
    const height = heightOf(dataRows()[1]!);
    await pointer.click(row.cells[0]!);
    await nextFrames(2);
    expect(document.activeElement).toBe(row);
    expect(cellOf(row, customer).cut).toBe(true);
    expect(heightOf(row)).toBe(height);
  });

  it('on a virtualized page, the rows keep their one height for the window once it scrolls away', async () => {
    const grid = await renderGrid(
      {
        statusOptions: mockStatuses,
        initialState: { pageSize: 100 },
        paging: { pageSizeOptions: [25, 100] },
        rows: { virtualizeAbove: 20 },
      },
      { serve: withLongValues(100) },
    ).ready();
    const table = screen.getByRole('table', { name: 'Deliveries' });
    await waitFor(
      () => expect(table.querySelector('tbody[data-virtualized]')).not.toBeNull(),
      generous,
    );
    const scroller = table.parentElement!;
    const pageHeight = scroller.scrollHeight;
    await arrowTo(2);
    const row = dataRows()[2]!;
    await waitFor(() => expect(cellOf(row, customer).cut).toBe(false), generous);
    const grown = heightOf(row) - heightOf(dataRows()[1]!);
    // Far down, the row in use is drawn above the window (it keeps focus), first of the rows
    // drawn: the window is still worked out from the others' height, so the page is as long as
    // it was, but for that row's own lines.
    scroller.scrollTop = scroller.scrollHeight / 2;
    await waitFor(() => expect(Number(dataRows()[1]!.dataset.index)).toBeGreaterThan(20), generous);
    expect(dataRows()[0]).toBe(row);
    // A further scroll measures the rows again, the row in use first among them.
    scroller.scrollTop += 40;
    await nextFrames(3);
    expect(scroller.scrollHeight).toBeLessThanOrEqual(pageHeight + grown + 1);
    expect(grid.bodies.at(-1)).toHaveProperty('pageSize', 100);
  });
});
