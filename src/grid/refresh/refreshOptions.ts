/**
 * Asking for the current page again: a "Refresh" button and "Updated 12 s ago" in the toolbar,
 * and on a timer if `intervalSeconds` is set (paused while the tab is hidden). Rows a refresh
 * brings are marked "New" (`data-change="new"`), rows it changed highlighted for a few seconds
 * (`data-change="changed"`), and the live region says "2 new, 1 changed".
 *
 * @example
 * ```tsx
 * <DeliveriesTable baseUrl="/gateway" refresh={{ intervalSeconds: 30 }} />
 * ```
 */
export interface DeliveriesRefreshOptions {
  /**
   * Seconds between refreshes; default: off (so is 0). Kept from 1 s to 24.8 days, the longest
   * a browser's timer waits; what is no number of seconds (`NaN`) is off. Either is named in
   * the settings notice.
   */
  intervalSeconds?: number;
  /** The "Refresh" button; default `true`. */
  button?: boolean;
}
