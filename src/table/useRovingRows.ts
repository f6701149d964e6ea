import { useRef, useState, type FocusEvent, type KeyboardEvent, type RefObject } from 'react';
import { useLatestCallback } from '../shared/useLatestCallback';
import { useClientLayoutEffect } from '../shared/useClientLayoutEffect';
import { rowIndexOf, targetRowIndex } from './rowNavigation';
import type { Delivery } from '../api/types';
import type { RowColumn } from './columns';
import { rowControls } from './useFocusFollowsDelivery';

/** Where focus is in the body: a row, and the control in it (-1: the row itself). */
export interface RowPosition {
  row: number;
  control: number;
}

/** The row and control a focused element is, or is in. */
export function positionOf(target: EventTarget | null): RowPosition | null {
  const row = target instanceof Element ? target.closest('tr[data-index]') : null;
  const index = rowIndexOf(row);
  if (!row || index === null) return null;
  return {
    row: index,
    control: row === target ? -1 : rowControls(row).indexOf(target as HTMLElement),
  };
}

/**
 * Where a key moves focus from `from`: ArrowRight and ArrowLeft between the row and its
 * controls, the row keys (arrows, Page, Home, End) to another row and the same control in it.
 * `null` for any other key.
 */
export function rovingTarget(
  key: string,
  from: RowPosition,
  rowCount: number,
  pageRows: number,
  controlCount: number,
): RowPosition | null {
  if (key === 'ArrowRight')
    return from.control + 1 < controlCount ? { ...from, control: from.control + 1 } : null;
  if (key === 'ArrowLeft') return from.control >= 0 ? { ...from, control: from.control - 1 } : null;
  const row = targetRowIndex(key, from.row, rowCount, pageRows);
  return row === null ? null : { row, control: from.control };
}

/**
 * One tab stop for the body (a roving tab index over rows, as the WAI-ARIA grid pattern has
 * it, on a `table` that keeps its reading-mode semantics): the last row focused (the first at
 * first) is the one in the tab order; every control inside the rows, a host's links and the
 * buttons a custom cell draws later included, is taken out of it, and the arrow keys reach
 * them instead. Tab leaves the body.
 *
 * Kept on the elements, not in React state: focus moving to another row renders nothing (it
 * rendered the body and both rows on every click of a checkbox). Rows render `tabIndex={-1}`;
 * this sets the one `0`. `track` also keeps the tab stop's index in state, for a virtualized
 * body that must keep that row drawn.
 */
export function useRovingRows(
  bodyRef: RefObject<HTMLTableSectionElement | null>,
  rows: readonly Delivery[],
  /** The columns drawn, and which rows (a virtualized window): what puts controls in the rows. */
  drawn: { columns: readonly RowColumn[]; window?: string },
  enabled: boolean,
  track = false,
) {
  const active = useRef(0);
  const [tracked, setTracked] = useState(0);
  const rowCount = rows.length;
  const apply = useLatestCallback(() => {
    const body = bodyRef.current;
    if (!enabled || !body) return;
    const stop = Math.max(0, Math.min(active.current, rowCount - 1));
    for (const control of body.querySelectorAll<HTMLElement>(rowControlSelector))
      if (control.tabIndex !== -1) control.tabIndex = -1;
    for (const row of body.querySelectorAll<HTMLElement>('tr[data-index]')) {
      const wanted = rowIndexOf(row) === stop ? 0 : -1;
      if (row.tabIndex !== wanted) row.tabIndex = wanted;
    }
  });
  const { columns, window: drawnWindow } = drawn;
  useClientLayoutEffect(apply, [apply, rows, columns, drawnWindow, enabled]);
  // A control a custom cell draws after its row (a host's button once data loads) leaves the
  // tab order too: the body stays one stop.
  useClientLayoutEffect(() => {
    const body = bodyRef.current;
    if (!enabled || !body) return;
    const watcher = new MutationObserver(apply);
    watcher.observe(body, { childList: true, subtree: true });
    return () => watcher.disconnect();
  }, [enabled, bodyRef, apply]);
  const onFocus = (event: FocusEvent<HTMLTableSectionElement>) => {
    const at = positionOf(event.target);
    if (!at || at.row === active.current) return;
    active.current = at.row;
    apply();
    if (track) setTracked(at.row);
  };
  return { tabStop: Math.max(0, Math.min(tracked, rowCount - 1)), onFocus };
}

const rowControlSelector =
  'tr[data-index] :is(a[href], button, input, select, textarea, [tabindex])';

/** The key handler of a body: moves focus with `rovingTarget`, through `focusAt`. */
export function rovingKeys(rowCount: number, pageRows: number, focusAt: (to: RowPosition) => void) {
  return (event: KeyboardEvent<HTMLTableSectionElement>) => {
    // A key a control used (an open menu's arrows), or typed into a host's field, stays theirs.
    if (event.defaultPrevented) return;
    const target = event.target as HTMLElement;
    if (target.matches('input:not([type="checkbox"], [type="radio"]), textarea, select')) return;
    const from = positionOf(target);
    if (!from) return;
    const row = target.closest('tr')!;
    const to = rovingTarget(event.key, from, rowCount, pageRows, rowControls(row).length);
    if (!to) return;
    event.preventDefault();
    focusAt(to);
  };
}
