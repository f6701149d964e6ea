/**
 * Moves `element` in the document (`move` does it) with focus, if it was inside, back where it
 * was: a browser drops the focus of a node it moves.
 *
 * @example
 * ```ts
 * moveKeepingFocus(panel, () => sheet.append(panel));
 * ```
 */
export function moveKeepingFocus(element: HTMLElement, move: () => void): void {
  const active = document.activeElement;
  const focused = active instanceof HTMLElement && element.contains(active) ? active : null;
  move();
  if (focused && document.activeElement !== focused) focused.focus({ preventScroll: true });
}
