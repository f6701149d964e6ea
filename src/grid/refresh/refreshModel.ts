import type { DeliveriesRowChanges } from './rowChanges';

/**
 * Refresh: what the last refresh of this request changed, and asking for one.
 *
 * @example
 * ```tsx
 * grid.refresh.changes?.changed.has(grid.rowKeyOf(delivery)) && <span>Changed</span>;
 * ```
 */
export interface DeliveriesGridRefresh {
  /**
   * What the last refresh of this request changed on the page (rows new since, rows changed,
   * by `rowKeyOf`), kept until the next refresh or another request; `null` when nothing did.
   */
  changes: DeliveriesRowChanges | null;
  /** Stable. */
  actions: {
    /**
     * Sends the current request again (the toolbar's "Refresh"), aborting one that hangs, and
     * marks the list's other cached pages stale: the look-ahead is asked again too.
     */
    refresh: () => void;
  };
}
