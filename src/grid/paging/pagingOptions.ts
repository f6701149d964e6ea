/**
 * Paging without a total: page sizes, how the server numbers pages, and the look-ahead.
 *
 * @example
 * ```tsx
 * <DeliveriesTable baseUrl="/gateway" paging={{ pageSizeOptions: [50, 100], pageNumberBase: 0 }} />
 * ```
 */
export interface DeliveriesPagingOptions {
  /**
   * Choices of "Rows per page"; default `[10, 25, 50, 100]`. Each whole number from 1 is offered
   * once; other entries are left out, and the settings notice names them.
   */
  pageSizeOptions?: readonly number[];
  /**
   * Number the server gives the first page; default 1. Another value (from JavaScript) sends
   * nothing: the grid's alert says it must be 0 or 1.
   */
  pageNumberBase?: 0 | 1;
  /** Fetch the next page ahead so "Next page" is instant and the last page known; default `true`. */
  prefetchNextPage?: boolean;
}

/**
 * Whether a `pageSizeOptions` entry is one a person can mean: a whole number from 1. The pager
 * offers only these, and the settings notice names the others.
 *
 * @example
 * ```ts
 * [10, 0, 2.5, NaN, 25].filter(isPageSize); // [10, 25]
 * ```
 */
export const isPageSize = (size: number): boolean => Number.isSafeInteger(size) && size >= 1;
