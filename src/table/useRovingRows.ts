import { useState, type FocusEvent, type KeyboardEvent, type RefObject } from 'react';
import type { DeliveriesRowNavigation } from '../grid/navigation/rowNavigation';
import { arrowStep, type Direction } from '../shared/direction';
import { useLatestCallback } from '../shared/useLatestCallback';
import { useClientLayoutEffect } from '../shared/useClientLayoutEffect';
import type { RowColumn } from './columns';
import { rowControls } from './useFocusFollowsDelivery';

/** Where focus is in the body: a row by its key, and the control in it (-1: the row itself). */
export interface RowPosition {
  key: string;
  control: number;
}

/** What a body's rows are: table rows, or the cards of the card layout (`li[data-key]`). */
export const tableRows = 'tr[data-key]';

/** A row element's key (`data-key`, from `grid.rowKeys`), or `null` for anything else. */
export const rowKeyOfElement = (element: Element | null | undefined, rows = tableRows) =>
  element instanceof HTMLElement && element.matches(rows) ? element.dataset.key! : null;

/** The row and control a focused element is, or is in. */
export function positionOf(target: EventTarget | null, rows = tableRows): RowPosition | null {
  const row = target instanceof Element ? target.closest(rows) : null;
  const key = rowKeyOfElement(row, rows);
  if (!row || key === null) return null;
  return {
    key,
    control: row === target ? -1 : rowControls(row).indexOf(target as HTMLElement),
  };
}

/**
 * Where a key moves focus from `from`: ArrowRight and ArrowLeft between the row and its
 * controls (right to left, the controls run leftwards: the arrows follow what is seen), the row
 * keys (arrows, Page, Home, End) to another row, by the model's navigation, and the same control
 * in it. `null` for any other key.
 */
export function rovingTarget(
  key: string,
  from: RowPosition,
  navigation: Pick<DeliveriesRowNavigation, 'target'>,
  pageRows: number,
  /** The row's controls (their places in {@link rowControls}) in the order they are drawn. */
  drawn: readonly number[],
  direction: Direction,
): RowPosition | null {
  const step = arrowStep(key, direction);
  const at = drawn.indexOf(from.control);
  if (step === 1) return at + 1 < drawn.length ? { ...from, control: drawn[at + 1]! } : null;
  if (step === -1) return from.control >= 0 ? { ...from, control: drawn[at - 1] ?? -1 } : null;
  const to = navigation.target(from.key, key, pageRows);
  return to === null ? null : { key: to, control: from.control };
}

/**
 * One tab stop for the body (a roving tab index over rows, as the WAI-ARIA grid pattern has
 * it, on a `table` that keeps its reading-mode semantics): the row the model's navigation holds
 * (the last focused, by its key) is the one in the tab order; every control inside the rows, a
 * host's links and the buttons a custom cell draws later included, is taken out of it, and the
 * arrow keys reach them instead. Tab leaves the body.
 *
 * Kept on the elements, not in React state: focus moving to another row renders nothing. Rows
 * render `tabIndex={-1}`; this sets the one `0`. `track` also keeps the tab stop's key in
 * state, for a virtualized body that must keep that row drawn.
 */
export function useRovingRows(
  bodyRef: RefObject<HTMLElement | null>,
  navigation: DeliveriesRowNavigation,
  /** The rows and columns drawn, and which rows (a virtualized window): what puts controls in. */
  drawn: { rowKeys: readonly string[]; columns: readonly RowColumn[]; window?: string },
  enabled: boolean,
  track = false,
  rows = tableRows,
) {
  const [tracked, setTracked] = useState(navigation.get);
  const apply = useLatestCallback(() => {
    const body = bodyRef.current;
    if (!enabled || !body) return;
    const stop = navigation.get();
    for (const control of body.querySelectorAll<HTMLElement>(controlsIn(rows)))
      if (control.tabIndex !== -1) control.tabIndex = -1;
    for (const row of body.querySelectorAll<HTMLElement>(rows)) {
      const wanted = row.dataset.key === stop ? 0 : -1;
      if (row.tabIndex !== wanted) row.tabIndex = wanted;
    }
    if (track) setTracked(stop);
  });
  const { rowKeys, columns, window: drawnWindow } = drawn;
  useClientLayoutEffect(apply, [apply, rowKeys, columns, drawnWindow, enabled]);
  useClientLayoutEffect(() => navigation.subscribe(apply), [navigation, apply]);
  // A control a custom cell draws after its row (a host's button once data loads) leaves the
  // tab order too: the body stays one stop.
  useClientLayoutEffect(() => {
    const body = bodyRef.current;
    if (!enabled || !body) return;
    const watcher = new MutationObserver(apply);
    watcher.observe(body, { childList: true, subtree: true });
    return () => watcher.disconnect();
  }, [enabled, bodyRef, apply]);
  const onFocus = (event: FocusEvent<HTMLElement>) => {
    const at = positionOf(event.target, rows);
    if (at) navigation.setActive(at.key);
  };
  return { tabStop: tracked, onFocus };
}

const controlsIn = (rows: string) =>
  `${rows} :is(a[href], button, input, select, textarea, [tabindex])`;

/** The key handler of a body: moves focus with `rovingTarget`, through `focusAt`. */
export function rovingKeys(
  navigation: DeliveriesRowNavigation,
  pageRows: number,
  direction: Direction,
  focusAt: (to: RowPosition) => void,
  rows = tableRows,
) {
  return (event: KeyboardEvent<HTMLElement>) => {
    // A key a control used (an open menu's arrows), or typed into a host's field, stays theirs.
    if (event.defaultPrevented) return;
    // Alt+Arrow turns the page and Meta+Arrow is the system's: neither moves between rows.
    if (event.altKey || event.metaKey) return;
    const target = event.target as HTMLElement;
    if (target.matches('input:not([type="checkbox"], [type="radio"]), textarea, select')) return;
    const from = positionOf(target, rows);
    if (!from) return;
    const row = target.closest(rows)!;
    // A cell's filter button, last of the controls (so the row's own keep their places from row
    // to row), is reached between the cells it sits in: the arrows follow what is drawn.
    const controls = rowControls(row);
    const drawn = controls
      .map((_control, place) => place)
      .sort((a, b) => (controls[a]!.compareDocumentPosition(controls[b]!) & 4 ? -1 : 1));
    const to = rovingTarget(event.key, from, navigation, pageRows, drawn, direction);
    if (!to) return;
    event.preventDefault();
    focusAt(to);
  };
}
