import { useEffect, useRef } from 'react';
import type { DeliveriesSelection } from '../../selection/types';
import { currentRows, holdsCodesAlone } from '../../selection/logic/currentRows';
import { followTickedTwins } from '../../selection/logic/followTickedTwins';
import { sameSelection } from '../../selection/logic/selectionOps';
import { useGridParts, useGridSelector } from '../gridContext';

/**
 * Keeps the ticks with the deliveries the page shows. A new answer that puts another delivery
 * under a ticked one's code above it (rows sharing a code are keyed by their place) leaves the
 * tick on the delivery ticked. Rows ticked by their codes alone (a host's restored selection,
 * set before the rows came or after) take their deliveries from the page: once a page, so a
 * host that hands its codes alone back again is not fought.
 *
 * @example
 * ```tsx
 * useHeldTicks(); // in the selection's part
 * ```
 */
export function useHeldTicks() {
  const { store } = useGridParts();
  const rows = useGridSelector((model) => model.rows);
  const codesAlone = useGridSelector(({ selection }) =>
    selection && holdsCodesAlone(selection.value) ? selection.value : null,
  );
  // What was filled in last, from which rows.
  const filled = useRef<{ rows: unknown; value: DeliveriesSelection } | null>(null);
  useEffect(() => {
    const { selection: model, rowKeys, getRowId } = store.get();
    if (!model || !rows) return;
    const followed = followTickedTwins(model.value, rows, rowKeys, getRowId);
    const again = filled.current?.rows === rows && sameSelection(filled.current.value, followed);
    const held =
      holdsCodesAlone(followed) && !again
        ? currentRows(followed, rows, rowKeys, getRowId)
        : followed;
    if (held !== followed) filled.current = { rows, value: held };
    if (held !== model.value) model.actions.set(held);
  }, [rows, codesAlone, store]);
}
