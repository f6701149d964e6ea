import { englishCount } from '../../state/englishCount';

/**
 * Refresh: its button, how long ago the rows came, and what a refresh changed. Part of the grid's
 * `messages.table`.
 *
 * @example
 * ```tsx
 * <DeliveriesTable baseUrl="/gateway" messages={{ table: { refresh: '…' } }} />
 * ```
 */
export interface DeliveriesRefreshMessages {
  /** The toolbar button that asks for the page again (with `refresh`). */
  refresh: string;
  /**
   * How long ago the rows arrived, while `refresh` is on: "Updated just now" for the first
   * 5 seconds, then "Updated 12 s ago", "Updated 3 min ago".
   */
  updatedAgo: (seconds: number) => string;
  /** What the live region says when a refresh brought new or changed rows. */
  rowChanges: (added: number, changed: number) => string;
  /** The mark on a row a refresh brought. */
  newRow: string;
}

/** The English defaults. */
export const defaultRefreshMessages: DeliveriesRefreshMessages = {
  refresh: 'Refresh',
  updatedAgo: (seconds) =>
    seconds < 5
      ? 'Updated just now'
      : seconds < 60
        ? `Updated ${seconds} s ago`
        : `Updated ${Math.floor(seconds / 60)} min ago`,
  rowChanges: (added, changed) =>
    [added > 0 && `${englishCount(added)} new`, changed > 0 && `${englishCount(changed)} changed`]
      .filter(Boolean)
      .join(', '),
  newRow: 'New',
};
