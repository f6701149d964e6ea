/**
 * The pager: its landmark, buttons, page size and where the rows shown sit. Part of the grid's
 * `messages.table`.
 *
 * @example
 * ```tsx
 * <DeliveriesTable baseUrl="/gateway" messages={{ table: { paginationLabel: '…' } }} />
 * ```
 */
export interface DeliveriesPagingMessages {
  /** Accessible name of the paging controls' landmark. */
  paginationLabel: string;
  previousPage: string;
  nextPage: string;
  rowsPerPage: string;
  /** The page a person is on, counted from 1. */
  pageLabel: (pageNumber: number) => string;
  /** The rows shown, counted from 1 across pages ("Rows 21–40"). */
  rowRange: (firstRow: number, lastRow: number) => string;
  /** In place of the row range when the page is empty. */
  noRows: string;
}

/** The English defaults. */
export const defaultPagingMessages: DeliveriesPagingMessages = {
  paginationLabel: 'Pagination',
  previousPage: 'Previous page',
  nextPage: 'Next page',
  rowsPerPage: 'Rows per page',
  pageLabel: (pageNumber) => `Page ${pageNumber}`,
  rowRange: (firstRow, lastRow) => `Rows ${firstRow}–${lastRow}`,
  noRows: 'No rows',
};
