import { useRef, type RefObject } from 'react';
import type { DeliveriesRowChanges } from '../grid/refresh/rowChanges';
import { useClientLayoutEffect } from '../shared/useClientLayoutEffect';

/** The controls of a row a person can focus, in order: what "the same control" counts in. */
export const rowControls = (row: Element | null | undefined) =>
  row ? [...row.querySelectorAll<HTMLElement>('input, button, a, [tabindex]')] : [];

/**
 * After a refresh that changed the page, focus moves with its row (by its key): a row inserted
 * above the focused one would otherwise hand its place, and focus, to another delivery (rows
 * are keyed by position, which a page turn or a sort wants). Focus on a control inside the row
 * (its checkbox) goes to the same control of the delivery's new row.
 */
export function useFocusFollowsDelivery(
  bodyRef: RefObject<HTMLTableSectionElement | null>,
  /** The rows' keys, in page order. */
  rowKeys: readonly string[],
  changes: DeliveriesRowChanges | null,
  /** Focuses the row at `index` (drawing it first if need be), or its control `nth`. */
  focusRow: (index: number, control: number) => void,
) {
  // The page before the latest: a refresh's changes are marked a render after its rows.
  const pages = useRef({ before: rowKeys, now: rowKeys });
  useClientLayoutEffect(() => {
    pages.current = { before: pages.current.now, now: rowKeys };
  }, [rowKeys]);
  useClientLayoutEffect(() => {
    const active = document.activeElement as HTMLElement | null;
    // Only a refresh's changes move focus; a page turn or a sort keeps it in place.
    const row = changes && active?.closest<HTMLElement>('tr[data-index]');
    if (!row || !bodyRef.current?.contains(row)) return;
    const from = Number(row.dataset.index);
    const was = pages.current.before[from];
    const to = was === undefined ? -1 : rowKeys.indexOf(was);
    if (to >= 0 && to !== from) focusRow(to, rowControls(row).indexOf(active!));
    // Run when a refresh's changes arrive: the other inputs are read as they are then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [changes]);
}
