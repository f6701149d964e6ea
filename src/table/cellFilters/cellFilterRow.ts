import type { SyntheticEvent } from 'react';

/** A menu open in `row`, or focus on one of its cells' filter buttons: in use, not to be moved. */
function inUse(row: HTMLElement): boolean {
  if (row.querySelector('[data-cell-filter][aria-expanded="true"]')) return true;
  const focused = row.ownerDocument.activeElement;
  return focused !== null && focused.matches('[data-cell-filter]') && row.contains(focused);
}

/**
 * The row (or card) whose cells draw their filter menus after `event`, a pointer over or focus
 * in one of `rows`: the one it is in. A pointer leaves the row shown now while a menu is open in
 * it or focus is on one of its filter buttons, so rows moving under a resting pointer never take
 * away a menu or a button in use.
 *
 * @example
 * ```tsx
 * const see = (event: SyntheticEvent) => setRow((shown) => cellFilterRow(shown, event, 'tr'));
 * <tbody onPointerOver={see} onFocus={see}>…</tbody>
 * ```
 */
export const cellFilterRow = (
  shown: HTMLElement | null,
  event: SyntheticEvent,
  rows: string,
): HTMLElement | null =>
  event.type !== 'focus' && shown && inUse(shown)
    ? shown
    : (event.target as Element).closest<HTMLElement>(rows);
