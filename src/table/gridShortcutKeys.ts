import type { RefObject } from 'react';
import { arrowStep, type Direction } from '../shared/direction';
import { isTextEntry } from '../shared/isTextEntry';

/** What a grid's shortcuts act on. */
export interface GridShortcutTargets {
  rootRef: RefObject<HTMLElement | null>;
  searchRef: RefObject<HTMLInputElement | null>;
  direction: Direction;
  onPreviousPage: () => void;
  onNextPage: () => void;
}

/**
 * Whether a person can see a grid: drawn and visible, not inert, and not clipped to nothing by
 * a box around it (a collapsed accordion's `height: 0; overflow: hidden`).
 */
function isShown(grid: Element) {
  if (!(grid.checkVisibility?.({ visibilityProperty: true }) ?? true)) return false;
  if (grid.closest('[inert]')) return false;
  for (let box = grid.parentElement; box; box = box.parentElement) {
    const { overflowX, overflowY } = getComputedStyle(box);
    const clips = overflowX !== 'visible' || overflowY !== 'visible';
    if (clips && (box.clientHeight === 0 || box.clientWidth === 0)) return false;
  }
  return true;
}

/**
 * A key pressed anywhere on the page, heard by one grid: `/` focuses its quick search when
 * focus is inside it, or in no grid and it is the first shown where focus is; Alt+Arrow turns
 * its page while focus is inside it. Fetched after the grid's first paint (`useGridShortcuts`);
 * a key that came before is heard once it is there (`unheard`: nothing else took the key).
 *
 * @example
 * ```ts
 * document.addEventListener('keydown', (event) => onShortcutKey(event, targets));
 * ```
 */
export function onShortcutKey(
  event: KeyboardEvent,
  targets: GridShortcutTargets,
  unheard = !event.defaultPrevented,
  active = document.activeElement,
) {
  const { rootRef, searchRef } = targets;
  const root = rootRef.current;
  if (!root || !unheard || isTextEntry(event)) return;
  const focusInside = root.contains(active);
  if (event.key === '/' && !event.altKey && !event.ctrlKey && !event.metaKey) {
    // Focus in no grid (on the page, a host's button): the first grid shown where focus is
    // (the page, or the dialog focus is in: a modal keeps focus) takes it. Focus inside a
    // grid without shortcuts keeps its own "/".
    const unclaimed = !active?.closest('.deliveries-table');
    const place = active?.closest('dialog, [role="dialog"], [role="alertdialog"]') ?? document;
    const first = [...place.querySelectorAll('.deliveries-table[data-shortcuts]')].find(isShown);
    if (!focusInside && !(unclaimed && first === root)) return;
    event.preventDefault();
    searchRef.current?.focus();
    searchRef.current?.select();
    return;
  }
  if (!focusInside || !event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
  const step = arrowStep(event.key, targets.direction);
  if (step === 0) return;
  if (step === 1) targets.onNextPage();
  else targets.onPreviousPage();
  // Alt+Arrow is also the browser's Back or Forward: inside the grid it turns the page instead.
  event.preventDefault();
}
