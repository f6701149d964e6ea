import { useEffect, useRef, type RefObject } from 'react';
import type { DeliveriesRowNavigation } from '../grid/navigation/rowNavigation';
import { useClientLayoutEffect } from '../shared/useClientLayoutEffect';
import { whenLeftByHand } from '../shared/focusLeft';
import { useFocusLanding } from '../shared/useFocusLanding';
import { useGridParts } from './gridContext';
import { focusRowsHome, rowsHomeOrder } from './rowsHome';

/** The controls of a row a person can focus, in order: what "the same control" counts in. */
// A menu's items are reached through its button, not with the row's arrows. The cells' filter
// buttons, drawn only in the row in use, come last (a stable sort): the row's own controls keep
// their places from row to row, so ArrowDown lands on the same one.
export const rowControls = (row: Element | null | undefined) =>
  row
    ? [...row.querySelectorAll<HTMLElement>('input, button, a, [tabindex]')]
        .filter((control) => !control.closest('[role="menu"]'))
        .sort((a, b) => +a.hasAttribute('data-cell-filter') - +b.hasAttribute('data-cell-filter'))
    : [];

/** Whether focus fell to the page (its control went), not to anything a person chose. */
const onThePage = () => !document.activeElement || document.activeElement === document.body;

/**
 * When the page's rows move (a refresh brought one above, a sort), focus moves with its
 * delivery, by its key: rows are keyed by position (a page turn updates their text in place),
 * so the focused row would otherwise hand its place, and focus, to another delivery. Focus on a
 * control inside the row (its checkbox) goes to the same control of the delivery's new row.
 */
export function useFocusFollowsDelivery(
  bodyRef: RefObject<HTMLElement | null>,
  /** The rows' keys, in page order. */
  rowKeys: readonly string[],
  navigation: DeliveriesRowNavigation,
  /** Focuses the row with `key` (drawing it first if need be), or its control `nth`. */
  focusRow: (key: string, control: number) => void,
  /** What the rows are: table rows, or the card layout's cards. */
  rows = 'tr[data-key]',
) {
  // Focus last in the rows, by its row and control: a page with fewer rows (a filter from a
  // cell) removes the last ones, and placeholders while a page loads all of them, focus with them.
  const lastFocused = useRef<{ control: HTMLElement; nth: number } | null>(null);
  const { scrollRef } = useGridParts();
  useEffect(() => {
    const record = (event: FocusEvent) => {
      const control = event.target as HTMLElement;
      const row = bodyRef.current?.contains(control) ? control.closest(rows) : null;
      lastFocused.current = row ? { control, nth: rowControls(row).indexOf(control) } : null;
    };
    // Focus a person took away (a click beside the grid) is not brought back with the rows.
    const left = ({ target }: FocusEvent) => {
      if (target && target === lastFocused.current?.control)
        whenLeftByHand(target, () => {
          if (lastFocused.current?.control === target) lastFocused.current = null;
        });
    };
    document.addEventListener('focusin', record);
    document.addEventListener('focusout', left);
    return () => {
      document.removeEventListener('focusin', record);
      document.removeEventListener('focusout', left);
    };
  }, [bodyRef, rows]);
  // A page with no rows (a turn past the last one) takes the table's rows part away, focus
  // with it: focus waits in the grid, on the table, not on the page.
  useFocusLanding(bodyRef, { within: scrollRef, order: rowsHomeOrder });
  useClientLayoutEffect(() => {
    const active = document.activeElement as HTMLElement | null;
    const row = active?.closest<HTMLElement>(rows);
    // The model's navigation holds the delivery focused, wherever the new page put it.
    const held = navigation.get();
    const lost = lastFocused.current;
    const wentWithRows = lost && !lost.control.isConnected && onThePage();
    // The cards' list goes the same way while this part stays: to "Sort by".
    if (wentWithRows && rowKeys.length === 0) focusRowsHome(scrollRef.current);
    if (held === null || !rowKeys.includes(held)) return;
    if (row && bodyRef.current?.contains(row)) {
      if (held !== row.dataset.key) focusRow(held, rowControls(row).indexOf(active!));
      return;
    }
    // Focus went with the rows (on the page now): back to the delivery's row.
    if (wentWithRows) focusRow(held, lost.nth);
    // Run when the rows change: the other inputs are read as they are then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [rowKeys]);
}
