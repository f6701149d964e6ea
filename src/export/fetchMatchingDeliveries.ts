import type { DeliveriesClient } from '../api/client';
import type { DeliveriesRequest, Delivery } from '../api/types';
import { createPageLog, ignoredPageSize, repeatedPage } from './exportPagingProblems';
import { fetchPageWithRetries } from './fetchPageWithRetries';

/**
 * Rows per request of an export by default: half the reference backend's limit of 1,000, and
 * within what picky servers commonly accept, so an export of 10,000 rows takes 20 requests.
 */
export const defaultExportPageSize = 500;

/** Most rows an export fetches by default. */
export const defaultExportMaxRows = 10_000;

/**
 * Options of {@link fetchMatchingDeliveries}.
 *
 * @example
 * ```ts
 * const options: FetchMatchingDeliveriesOptions = {
 *   client,
 *   request: toDeliveriesRequest(state),
 *   maxRows: 5_000,
 *   signal: controller.signal,
 *   onProgress: (fetched) => console.log(`${fetched} deliveries fetched`),
 * };
 * ```
 */
export interface FetchMatchingDeliveriesOptions {
  client: DeliveriesClient;
  /** The grid's current request: its search, sort and filters; its page and page size are replaced. */
  request: DeliveriesRequest;
  /** The number the server gives the first page; default 1. */
  pageNumberBase?: 0 | 1;
  /** Most rows to fetch; default 10,000. */
  maxRows?: number;
  /**
   * Rows per request; default {@link defaultExportPageSize}. A server that caps it is detected
   * and paged at its own size, at the cost of one request; within its limit, none is lost.
   */
  pageSize?: number;
  /** Aborting it aborts the request in flight and rejects with the signal's reason. */
  signal?: AbortSignal;
  /** Called after each page with the number of rows fetched so far. */
  onProgress?: (fetchedCount: number) => void;
}

/**
 * What an export fetched: the rows, and whether more match than `maxRows`.
 *
 * @example
 * ```ts
 * const { deliveries, capped } = await fetchMatchingDeliveries({ client, request });
 * if (capped) notify(`Only the first ${deliveries.length} deliveries were exported.`);
 * ```
 */
export interface MatchingDeliveries {
  /** Exactly the rows the server sent, in its order, at most `maxRows`. */
  deliveries: Delivery[];
  /** True when more deliveries match than were fetched. */
  capped: boolean;
}

/**
 * Fetches every delivery that matches a request, page after page from the first, through
 * `client.queryDeliveries` with the request's `quickSearch`, `orderBy` and `filters`. It stops
 * at a short page, or once `maxRows` are in (then `capped` says whether more match: a page that
 * ends exactly at the cap is followed by the next page to find out). Rows are kept exactly
 * as sent, in order; nothing is de-duplicated. Failures that may pass (network, timeout, 408,
 * 429, 5xx) are retried as the grid retries them; any other failure rejects with the client's
 * `DeliveriesApiError`, and an abort with the signal's reason, leaving no request open.
 *
 * Servers that do not page as asked are caught, never taken for a complete export:
 * - A first page shorter than asked (but not empty) may be the end, or the server's own limit
 *   on `pageSize`: the second page, same size, tells. Empty: that was all. Rows: the server
 *   caps its pages at the first page's length, and the export goes on in pages of that size
 *   from the second page.
 * - A page with the same deliveries (row for row, in order) as an earlier page: the server ignores
 *   `pageNumber` (or clamps it to the last page, or wraps around), and the export rejects.
 * - A page longer than asked: the server ignores `pageSize`, and the export rejects.
 *
 * Paging is by offset, as the contract has it: rows inserted or changed while an export runs may
 * shift between pages. Sorting on a unique key (`code`) keeps the order stable.
 *
 * @throws {RangeError} when `maxRows` or `pageSize` is not a positive integer.
 * @throws {DeliveriesApiError} when a page fails, or the server ignores the page size or number.
 * @example
 * ```ts
 * const controller = new AbortController();
 * const { deliveries, capped } = await fetchMatchingDeliveries({
 *   client,
 *   request: { pageNumber: 3, pageSize: 25, quickSearch: 'acme', orderBy: { key: 'code', order: 'asc' } },
 *   maxRows: 10_000,
 *   signal: controller.signal,
 *   onProgress: setFetchedCount,
 * });
 * ```
 */
export async function fetchMatchingDeliveries(
  options: FetchMatchingDeliveriesOptions,
): Promise<MatchingDeliveries> {
  const {
    client,
    request,
    pageNumberBase = 1,
    maxRows = defaultExportMaxRows,
    pageSize = defaultExportPageSize,
    signal,
    onProgress,
  } = options;
  requirePositiveInteger(maxRows, 'maxRows');
  requirePositiveInteger(pageSize, 'pageSize');
  // One row past the cap in a single request tells whether more match, without a probe.
  let size = Math.min(pageSize, maxRows + 1);
  const page = async (pageIndex: number, rows: number) => {
    const sent = await fetchPageWithRetries(
      client,
      { ...request, pageNumber: pageNumberBase + pageIndex, pageSize: rows },
      signal,
    );
    if (sent.length > rows) throw ignoredPageSize(sent.length, rows);
    return sent;
  };

  const deliveries: Delivery[] = [];
  const pages = createPageLog();
  const refuseRepeat = (rows: readonly Delivery[], pageIndex: number) => {
    const earlier = pages.earlierPage(rows);
    if (earlier !== undefined) throw repeatedPage(pageIndex + 1, earlier, rows.length);
  };
  for (let pageIndex = 0; ; pageIndex += 1) {
    const rows = await page(pageIndex, size);
    refuseRepeat(rows, pageIndex);
    pages.keep(rows, pageIndex + 1);
    for (const row of rows) deliveries.push(row);
    if (deliveries.length > maxRows) {
      deliveries.length = maxRows;
      onProgress?.(maxRows);
      return { deliveries, capped: true };
    }
    onProgress?.(deliveries.length);
    if (rows.length < size) {
      if (pageIndex > 0 || rows.length === 0) return { deliveries, capped: false };
      // A short first page: the end, or the server's limit on pageSize? The next page tells.
      const next = await page(1, size);
      if (next.length === 0) return { deliveries, capped: false };
      refuseRepeat(next, 1);
      size = rows.length;
    } else if (deliveries.length === maxRows) {
      // The next page, not one row: a server may raise a pageSize of 1 to its own minimum.
      const next = await page(pageIndex + 1, size);
      refuseRepeat(next, pageIndex + 1);
      return { deliveries, capped: next.length > 0 };
    }
  }
}

function requirePositiveInteger(value: number, name: string): void {
  if (!Number.isInteger(value) || value < 1) {
    throw new RangeError(`${name} must be a positive integer, got ${value}.`);
  }
}
