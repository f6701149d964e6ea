/** Rows drawn beyond each edge of the view, so a fast scroll or an arrow key finds them ready. */
export const rowOverscan = 6;

/** What the view of a scroll area shows of a list of equal-height rows. */
export interface RowWindowMetrics {
  /** Rows in the list. */
  count: number;
  /** Height of one row, in CSS pixels. */
  rowHeight: number;
  /** Where the first row starts in the scroll area (the sticky header above it). */
  offset: number;
  scrollTop: number;
  viewHeight: number;
  /** Rows drawn beyond each edge of the view. */
  overscan: number;
}

/**
 * The first and last row to draw (inclusive) for equal-height rows: O(1), with no per-row
 * measuring, which is what lets a 10,000-row page paint as fast as a 100-row one.
 *
 * @example
 * ```ts
 * rowWindow({ count: 1000, rowHeight: 40, offset: 40, scrollTop: 4000, viewHeight: 400, overscan: 5 });
 * // { first: 95, last: 113 }: rows 100 to 108 in view, 5 more each side
 * ```
 */
export function rowWindow({
  count,
  rowHeight,
  offset,
  scrollTop,
  viewHeight,
  overscan,
}: RowWindowMetrics): { first: number; last: number } {
  if (count === 0) return { first: 0, last: -1 };
  // Rows start `offset` down the scrolled content and the sticky header covers the view's top
  // `offset` pixels: in the rows' own coordinates the view shows scrollTop to
  // scrollTop + viewHeight - offset.
  const first = Math.min(count - 1, Math.max(0, Math.floor(scrollTop / rowHeight) - overscan));
  const bottom = scrollTop + viewHeight - offset;
  const last = Math.min(count - 1, Math.ceil(bottom / rowHeight) - 1 + overscan);
  return { first, last: Math.max(first, last) };
}

/**
 * The scrollTop that brings row `index` fully into view below a sticky header of `offset`
 * pixels, or `null` when it is in view already.
 */
export function scrollTopToReveal(
  index: number,
  { rowHeight, offset, scrollTop, viewHeight }: Omit<RowWindowMetrics, 'count' | 'overscan'>,
): number | null {
  const rowTop = offset + index * rowHeight;
  if (rowTop - offset < scrollTop) return rowTop - offset;
  if (rowTop + rowHeight > scrollTop + viewHeight) return rowTop + rowHeight - viewHeight;
  return null;
}
