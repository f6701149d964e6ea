import { useState, type FocusEvent, type KeyboardEvent, type RefObject } from 'react';
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
 * first) is the one in the tab order; every control inside the rows, a host's links included,
 * is taken out of it, and the arrow keys reach them instead. Tab leaves the body.
 */
export function useRovingRows(
  bodyRef: RefObject<HTMLTableSectionElement | null>,
  rows: readonly Delivery[],
  /** The columns drawn, and which rows (a virtualized window): what puts controls in the rows. */
  drawn: { columns: readonly RowColumn[]; window?: string },
  enabled: boolean,
) {
  const [active, setActive] = useState(0);
  // Once per set of drawn rows and columns, not every render: only they bring new controls.
  const { columns, window: drawnWindow } = drawn;
  useClientLayoutEffect(() => {
    if (!enabled) return;
    const controls = bodyRef.current?.querySelectorAll<HTMLElement>(
      'tr[data-index] :is(a[href], button, input, select, textarea, [tabindex])',
    );
    controls?.forEach((control) => {
      if (control.tabIndex !== -1) control.tabIndex = -1;
    });
  }, [enabled, bodyRef, rows, columns, drawnWindow, active]);
  const onFocus = (event: FocusEvent<HTMLTableSectionElement>) => {
    const at = positionOf(event.target);
    if (at && at.row !== active) setActive(at.row);
  };
  return { tabStop: Math.min(active, rows.length - 1), onFocus };
}

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
