import { useEffect, useRef } from 'react';
import type { Delivery } from '../../api/types';
import type { DeliveriesGrid } from '../../grid/model';
import { sameDelivery } from '../../state/identity/sameDelivery';

/**
 * Keeps the details on the delivery they were opened for when a refresh brings another one
 * under its id above it, or takes away the one above it. Rows sharing an id are keyed by their
 * place among their twins, so the open key would name another delivery, or none: the details
 * move to the delivery's own new key (the host's `onOpenChange` hears it). Part of the
 * details' chunk: a grid without them pays nothing.
 *
 * @example
 * ```ts
 * useFollowOpenDelivery(grid); // in the details panel
 * ```
 */
export function useFollowOpenDelivery(
  grid: Pick<DeliveriesGrid, 'details' | 'rows' | 'rowKeys' | 'getRowId'>,
): void {
  const { details, rows, rowKeys, getRowId } = grid;
  const openId = details?.openId ?? null;
  const delivery = details?.delivery;
  // The actions are memoized in the model; the details object is new at every render.
  const open = details?.actions.open;
  const shown = useRef<{ key: string; delivery: Delivery } | null>(null);
  useEffect(() => {
    const before = shown.current;
    // Its key now names another delivery, or none (the twin above it left the page).
    if (before?.key === openId && !(delivery && sameDelivery(before.delivery, delivery))) {
      const id = getRowId(before.delivery);
      const at = (rows ?? []).findIndex(
        (row) => sameDelivery(row, before.delivery) && getRowId(row) === id,
      );
      const key = rowKeys[at];
      if (key !== undefined && key !== openId) {
        open?.(key);
        return;
      }
    }
    shown.current = openId !== null && delivery ? { key: openId, delivery } : null;
  }, [openId, delivery, rows, rowKeys, getRowId, open]);
}
