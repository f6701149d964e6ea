import type { PointerEvent } from 'react';

/** Marks a title this module gave, so it is taken back once the text fits again. */
const givenTitle = 'data-cut-title';

/**
 * A cell the grid drew plainly: text or a `<time>`, then maybe the row in use's filter box. A
 * long value's own box, a host's cell or a control has titles of its own, or none to give.
 */
const isPlainCell = (cell: HTMLElement) =>
  [...cell.children].every(
    (child) => child.tagName === 'TIME' || child.classList.contains('dt-cell-filter'),
  );

/**
 * On a pointer over a body cell: a plain cell whose text its column cuts (a person's or held
 * widths narrower than a short value) gets that text as its title, as a long value's box has;
 * one whose text fits again loses the title. Read on the pointer's arrival only, so a page costs
 * no layout reads.
 *
 * @example
 * ```tsx
 * <tbody onPointerOver={titleCutText}>…</tbody> // or alsoTitlingCutText(), from widthsCode.ts
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
    // Its value comes first: the filter box, when there, is appended after it.
    cell.title = cell.firstChild?.textContent ?? '';
    cell.setAttribute(givenTitle, '');
  } else if (!cut && given) {
    cell.removeAttribute('title');
    cell.removeAttribute(givenTitle);
  }
}

/**
 * Takes back every title `titleCutText` gave in `body`: its rows now show other deliveries.
 *
 * @example
 * ```ts
 * forgetCutTitles(tbody); // after a page turn, a sort or a refresh
 * ```
 */
export function forgetCutTitles(body: Element): void {
  for (const cell of body.querySelectorAll(`[${givenTitle}]`)) {
    cell.removeAttribute('title');
    cell.removeAttribute(givenTitle);
  }
}
