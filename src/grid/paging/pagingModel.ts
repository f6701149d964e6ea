import type { DeliveriesShownPage } from '../../query/deliveriesPage';

/**
 * Paging: the page shown, its size, and the moves between pages.
 *
 * @example
 * ```tsx
 * <button disabled={!grid.paging.canNextPage} onClick={grid.paging.actions.nextPage}>
 *   Page {grid.paging.pageNumber + 1}
 * </button>;
 * ```
 */
export interface DeliveriesGridPaging {
  /** The page shown, counted from 1. */
  pageNumber: number;
  pageSize: number;
  canPreviousPage: boolean;
  canNextPage: boolean;
  /**
   * The page the rows shown came from: `pageNumber` and `pageSize` once their answer is in;
   * while another page loads, or after it failed, the page still on screen (what "Rows 1–25"
   * counts from). `null` before the first rows. Read its `pageNumber` and `pageSize`: the
   * object may be the whole query state those rows answered, whose other fields are not part
   * of this API (spread or store only the two).
   */
  rowsFrom: DeliveriesShownPage | null;
  /** Stable. */
  actions: {
    /** Goes to a page, counted from 1. */
    goToPage: (pageNumber: number) => void;
    previousPage: () => void;
    nextPage: () => void;
    /**
     * A new page size, back to page 1: any whole number from 1 to the largest of 1000 and
     * `paging.pageSizeOptions`, listed there or not; another is left out, the notices naming it.
     */
    setPageSize: (pageSize: number) => void;
  };
}
