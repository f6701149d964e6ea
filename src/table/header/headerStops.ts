import { arrowStep, type Direction } from '../../shared/direction';

/**
 * The header row's controls in reading order (the page checkbox, each column's sort button,
 * "Column options for …" button and resize handle): what the header's one tab stop moves over.
 * A control inside an open menu is the menu's, and a disabled one cannot take focus.
 */
export function headerControls(head: ParentNode): HTMLElement[] {
  return [...head.querySelectorAll<HTMLElement>(headerControlSelector)].filter(
    (control) => !control.closest('[role="menu"]') && !control.matches(':disabled'),
  );
}

const headerControlSelector = ':is(a[href], button, input, select, textarea, [tabindex])';

/**
 * Where a key moves focus among `count` header controls from `from`: ArrowRight and ArrowLeft
 * to the neighbour (mirrored right to left), Home and End to either end. `null` for any other
 * key, and at an end (focus stays, as on a toolbar that does not wrap).
 *
 * @example
 * ```ts
 * headerStopTarget('ArrowRight', 0, 27, 'ltr'); // → 1
 * headerStopTarget('End', 3, 27, 'ltr'); // → 26
 * ```
 */
export function headerStopTarget(
  key: string,
  from: number,
  count: number,
  direction: Direction,
): number | null {
  if (count === 0) return null;
  const step = arrowStep(key, direction);
  const to = step !== 0 ? from + step : key === 'Home' ? 0 : key === 'End' ? count - 1 : null;
  if (to === null || to < 0 || to >= count || to === from) return null;
  return to;
}

/**
 * Which control holds the tab stop now: the one last focused while it is still there, else the
 * one at its old place (a hidden column's neighbour), else the first.
 */
export function headerStopIndex(
  controls: readonly HTMLElement[],
  last: HTMLElement | null,
  lastIndex: number,
): number {
  const kept = last ? controls.indexOf(last) : -1;
  if (kept >= 0) return kept;
  return Math.max(0, Math.min(lastIndex, controls.length - 1));
}
