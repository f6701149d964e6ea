/**
 * Sorting: the header menu's items, the toolbar's note and what is said after a sort. Part of the
 * grid's `messages.table`.
 *
 * @example
 * ```tsx
 * <DeliveriesTable baseUrl="/gateway" messages={{ table: { sortAscending: '…' } }} />
 * ```
 */
export interface DeliveriesSortingMessages {
  sortAscending: string;
  sortDescending: string;
  clearSort: string;
  /** Shown in the toolbar while no column is sorted: the rows come in the server's order. */
  unsortedNote: string;
  /** Said before the results after a sort: "Sorted by Code, ascending." */
  sortedBy: (columnLabel: string, descending: boolean) => string;
  /** Said before the results once no column is sorted any more. */
  sortRemoved: string;
}

/** The English defaults. */
export const defaultSortingMessages: DeliveriesSortingMessages = {
  sortAscending: 'Sort ascending',
  sortDescending: 'Sort descending',
  clearSort: 'Clear sort',
  unsortedNote: 'Server order',
  sortedBy: (columnLabel, descending) =>
    `Sorted by ${columnLabel}, ${descending ? 'descending' : 'ascending'}.`,
  sortRemoved: 'Sort removed: server order.',
};
