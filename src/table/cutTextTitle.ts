import type { PointerEvent } from 'react';

/** Marks a title this module gave, so it is taken back once the text fits again. */
const givenTitle = 'data-cut-title';

/**
 * A cell's text the grid drew plainly (text, a `<time>`): a long value's own box, a host's
 * cell or a control has titles of its own, or none to give.
 */
const isPlainCell = (cell: HTMLElement) =>
  [...cell.children].every((child) => child.tagName === 'TIME' || isFilterBox(child));

/** The row in use's filter button's box (src/table/cellFilters): not the cell's own text. */
const isFilterBox = (node: Node) => (node as Element).classList?.contains('dt-cell-filter');

const shownText = (cell: HTMLElement) =>
  [...cell.childNodes].map((node) => (isFilterBox(node) ? '' : node.textContent)).join('');

/**
 * On a pointer over a body cell: a plain cell whose text its column cuts (a person's or held
 * widths narrower than a short value) gets that text as its title, as a long value's box has;
 * one whose text fits again loses the title. Read on the pointer's arrival only, so a page costs
 * no layout reads.
 *
 * @example
 * ```tsx
 * <tbody onPointerOver={titleCutText}>…</tbody>
 * ```
 */
export function titleCutText(event: PointerEvent<HTMLElement>): void {
  const cell = (event.target as Element).closest<HTMLElement>('td.dt-td');
  if (!cell || !event.currentTarget.contains(cell) || !isPlainCell(cell)) return;
  // The scroll width leaves out the end padding the text, cut at the content's edge, runs into.
  const style = getComputedStyle(cell);
  const cut =
    style.overflowX !== 'visible' &&
    cell.scrollWidth > cell.clientWidth - parseFloat(style.paddingInlineEnd);
  const given = cell.hasAttribute(givenTitle);
  // Rows are drawn by position: a title given before a page turn or refresh is read afresh.
  if (cut && (given || !cell.title)) {
    cell.title = shownText(cell);
    cell.setAttribute(givenTitle, '');
  } else if (!cut && given) {
    cell.removeAttribute('title');
    cell.removeAttribute(givenTitle);
  }
}

/**
 * `handler` for a body's `pointerover`, after `titleCutText`.
 *
 * @example
 * ```tsx
 * <tbody onPointerOver={alsoTitlingCutText(cellFilters ? seeRow : undefined)}>…</tbody>
 * ```
 */
export const alsoTitlingCutText =
  (handler: ((event: PointerEvent<HTMLElement>) => void) | undefined) =>
  (event: PointerEvent<HTMLElement>) => {
    titleCutText(event);
    handler?.(event);
  };
