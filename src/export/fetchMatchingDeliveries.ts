import { defaultExportMaxRows, defaultExportPageSize } from './exportDefaults';
import type { DeliveriesClient } from '../api/client';
import type { DeliveriesRequest, Delivery } from '../api/types';
import { emptyFirstPage, ignoredPageSize, shortPageInTheMiddle } from './exportPagingProblems';
import { fetchPageWithRetries } from './fetchPageWithRetries';
import { createSentDeliveries } from './sentDeliveries';

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
 * at an empty page, or once `maxRows` are in (then `capped` says whether more match: a page that
 * ends exactly at the cap is followed by the next page to find out). Rows are kept exactly
 * as sent, in order; nothing is de-duplicated. Failures that may pass (network, timeout, 408,
 * 429, 5xx) are retried as the grid retries them; any other failure rejects with the client's
 * `DeliveriesApiError`, and an abort with the signal's reason, leaving no request open.
 *
 * Servers that do not page as asked are caught, never taken for a complete export:
 * - An empty first page is followed by the second: rows there mean the first page is numbered
 *   otherwise (a wrong `pageNumberBase`), and the export rejects. So nothing matching costs two
 *   requests.
 * - A page shorter than asked (but not empty) is followed by the next page, same size: empty
 *   means that was all (so an honest server costs one empty page at the end). Rows after a
 *   short first page: the server caps `pageSize` there, and the export goes on in pages of that
 *   size from the second page. Rows after a later short page: deliveries are missing, and the
 *   export rejects.
 * - A page that mostly repeats deliveries already sent (by code or field for field): the server
 *   ignores `pageNumber` (or clamps it, or wraps around), and the export rejects. A page that
 *   repeats some (any identical row, or a run of codes ending the page before): the pages
 *   overlap, and the export rejects. Deliveries that share a code are told apart
 *   (`createSentDeliveries`).
 * - A page longer than asked: the server ignores `pageSize`, and the export rejects.
 *
 * Paging is by offset, as the contract has it: rows inserted or changed while an export runs may
 * shift between pages (an insert is caught as an overlap; a delete cannot be seen). Sorting on a
 * unique key (`code`) keeps the order stable.
 *
 * @throws {RangeError} when `maxRows` or `pageSize` is not a positive integer.
 * @throws {DeliveriesApiError} when a page fails, or the server's pages repeat, overlap or skip rows.
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
  const sent = createSentDeliveries();
  const checked = async (pageIndex: number, rows: number) => {
    const received = await page(pageIndex, rows);
    sent.check(received, pageIndex + 1);
    return received;
  };
  for (let pageIndex = 0; ; pageIndex += 1) {
    const rows = await checked(pageIndex, size);
    sent.keep(rows, pageIndex + 1);
    for (const row of rows) deliveries.push(row);
    if (deliveries.length > maxRows) {
      deliveries.length = maxRows;
      onProgress?.(maxRows);
      return { deliveries, capped: true };
    }
    onProgress?.(deliveries.length);
    if (rows.length === 0) {
      // An empty first page may be a wrong pageNumberBase: the second page tells.
      if (pageIndex === 0 && (await checked(1, size)).length > 0) throw emptyFirstPage();
      return { deliveries, capped: false };
    }
    if (rows.length < size) {
      // A short page ends the export only when the next page, same size, is empty.
      const next = await checked(pageIndex + 1, size);
      if (next.length === 0) return { deliveries, capped: false };
      if (pageIndex > 0)
        throw shortPageInTheMiddle({ page: pageIndex + 1, count: rows.length, asked: size });
      // Rows after a short first page: the server caps pageSize there; page on at its size.
      size = rows.length;
    } else if (deliveries.length === maxRows) {
      // The next page, not one row: a server may raise a pageSize of 1 to its own minimum.
      const next = await checked(pageIndex + 1, size);
      return { deliveries, capped: next.length > 0 };
    }
  }
}

function requirePositiveInteger(value: number, name: string): void {
  if (!Number.isInteger(value) || value < 1) {
    throw new RangeError(`${name} must be a positive integer, got ${value}.`);
  }
}
