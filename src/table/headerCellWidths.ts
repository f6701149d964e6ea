/**
 * The header cells' widths as drawn, in column order. Call it where layout is already done (an
 * event, a ResizeObserver): read elsewhere, it forces one.
 */
export function headerCellWidths(table: HTMLTableElement | null): number[] {
  const cells = table?.tHead?.rows[0]?.cells;
  return cells ? Array.from(cells, (cell) => cell.getBoundingClientRect().width) : [];
}
