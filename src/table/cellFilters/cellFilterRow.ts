import type { SyntheticEvent } from 'react';

/**
 * The row (or card) whose cells draw their filter menus after `event`, a pointer over or focus
 * in one of `rows`: the one it is in. A pointer leaves the row shown now while a menu is open in
 * it, so rows moving under a resting pointer never take away a menu in use.
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
  event.type !== 'focus' && shown?.querySelector('[data-cell-filter][aria-expanded="true"]')
    ? shown
    : (event.target as Element).closest<HTMLElement>(rows);
