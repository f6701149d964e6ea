/**
 * The data columns' header cells' widths as drawn, in column order (the checkbox and actions
 * columns have widths of their own). Call it where layout is already done (an
 * event, a ResizeObserver): read elsewhere, it forces one.
 */
export function headerCellWidths(table: HTMLTableElement | null): number[] {
  const cells = table?.tHead?.rows[0]?.cells;
  return cells
    ? Array.from(cells)
        .filter((cell) => !cell.dataset.kind)
        .map((cell) => cell.getBoundingClientRect().width)
    : [];
}
