import type { SyntheticEvent } from 'react';

/** A menu open in `row`, or focus on one of its cells' filter buttons: in use, not to be moved. */
function inUse(row: HTMLElement): boolean {
  if (row.querySelector('[data-cell-filter][aria-expanded="true"]')) return true;
  const focused = row.ownerDocument.activeElement;
  return focused !== null && focused.matches('[data-cell-filter]') && row.contains(focused);
}

/**
 * The row (or card) whose cells draw their filter menus after `event`, a pointer over or moving
 * in, or focus in, one of `rows`: the one it is in. A pointer leaves the row shown now while a
 * menu is open in it or focus is on one of its filter buttons, and a pointer that did not move
 * leaves it while it holds focus, so rows moving under a resting pointer never take away a menu,
 * a button in use or the buttons a keyboard is about to reach.
 *
 * @example
 * ```tsx
 * const see = (event: SyntheticEvent) => setRow((shown) => cellFilterRow(shown, event, 'tr'));
 * <tbody onPointerOver={see} onPointerMove={see} onFocus={see}>…</tbody>
 * ```
 */
export const cellFilterRow = (
  shown: HTMLElement | null,
  event: SyntheticEvent,
  rows: string,
): HTMLElement | null =>
  event.type !== 'focus' && shown && (inUse(shown) || (holdsFocus(shown) && resting(event)))
    ? shown
    : (event.target as Element).closest<HTMLElement>(rows);

// Focus a keyboard put in the row or card: its buttons are the next ArrowRight.
const holdsFocus = (row: HTMLElement) => {
  const focused = row.ownerDocument.activeElement;
  return focused !== null && row.contains(focused) && focused.matches(':focus-visible');
};

// A pointer that did not move: `pointerover` (rows moving under a resting pointer, the browser's
// report after a layout) or a move of nothing. A person's move also comes as a `pointermove`
// with some movement, which takes the menus along.
const resting = (event: SyntheticEvent) => {
  const { movementX = 0, movementY = 0 } = event.nativeEvent as Partial<PointerEvent>;
  return movementX === 0 && movementY === 0;
};
