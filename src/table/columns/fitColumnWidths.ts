/** What a column asks of a table sized by its content: its narrowest width and its widest. */
export interface ColumnExtent {
  /** What it cannot give up: its header, or all of a number's or a date's text. */
  min: number;
  /** Its text's own width, long text capped. */
  max: number;
}

/**
 * The widths a table of `room` pixels gives its columns, as the browser's automatic table layout
 * does: each its widest where all fit, the room left over shared in proportion to those widths;
 * each its narrowest where not even those fit; else each narrowed from its widest towards its
 * narrowest by its share of what must give.
 *
 * @example
 * ```ts
 * fitColumnWidths([{ min: 50, max: 200 }, { min: 60, max: 60 }], 200); // [140, 60]
 * ```
 */
export function fitColumnWidths(extents: readonly ColumnExtent[], room: number): number[] {
  const sum = (pick: (extent: ColumnExtent) => number) =>
    extents.reduce((total, extent) => total + pick(extent), 0);
  const widest = sum((extent) => extent.max);
  const narrowest = sum((extent) => extent.min);
  if (widest <= room) {
    const grow = widest > 0 ? room / widest : 1;
    return extents.map((extent) => extent.max * grow);
  }
  if (narrowest >= room) return extents.map((extent) => extent.min);
  const share = (room - narrowest) / (widest - narrowest);
  return extents.map((extent) => extent.min + (extent.max - extent.min) * share);
}
