import type { OrderBy } from '../../api/types';

/**
 * Sorting: one path for every control that sorts (a header, its menu, a card layout's
 * "Sort by"), so they agree.
 *
 * @example
 * ```tsx
 * <button onClick={() => grid.sorting.actions.sortBy({ key: 'insertTime', order: 'desc' })}>
 *   Newest first
 * </button>;
 * ```
 */
export interface DeliveriesGridSorting {
  /** The sort in force, or `null` for the server's order. */
  orderBy: OrderBy | null;
  /** Stable. */
  actions: {
    /**
     * Sorts by a column (ascending, descending, none in turn), back to page 1. A column the grid
     * does not have is `sortBy` of its id, which the notices name.
     */
    toggleSort: (columnId: string) => void;
    /** Sorts by an `orderBy` (`null`: the server's order), back to page 1. */
    sortBy: (orderBy: OrderBy | null) => void;
  };
}
