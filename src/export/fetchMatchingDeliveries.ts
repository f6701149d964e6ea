import type { DeliveriesClient } from '../api/client';
import { DeliveriesApiError } from '../api/errors';
import type { DeliveriesRequest, Delivery } from '../api/types';
import { deliveriesRetryDelay, shouldRetryDeliveries } from '../query/retryPolicy';
import { englishCount } from '../state/englishCount';

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
  /** Rows per request; default {@link defaultExportPageSize}. Keep it within the server's limit. */
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
 * ends exactly at the cap is followed by a one-row request to find out). Rows are kept exactly
 * as sent, in order; nothing is de-duplicated. Failures that may pass (network, timeout, 408,
 * 429, 5xx) are retried as the grid retries them; any other failure rejects with the client's
 * `DeliveriesApiError`, and an abort with the signal's reason, leaving no request open.
 *
 * Paging is by offset, as the contract has it: rows inserted or changed while an export runs may
 * shift between pages. Sorting on a unique key (`code`) keeps the order stable.
 *
 * @throws {RangeError} when `maxRows` or `pageSize` is not a positive integer.
 * @throws {DeliveriesApiError} when a page fails, or the server ignores the page size.
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
  const size = Math.min(pageSize, maxRows + 1);
  const page = (pageIndex: number, rows: number) =>
    fetchPageWithRetries(
      client,
      { ...request, pageNumber: pageNumberBase + pageIndex, pageSize: rows },
      signal,
    );

  const deliveries: Delivery[] = [];
  for (let pageIndex = 0; ; pageIndex += 1) {
    const rows = await page(pageIndex, size);
    if (rows.length > size) throw ignoredPageSize(rows.length, size);
    for (const row of rows) deliveries.push(row);
    if (deliveries.length > maxRows) {
      deliveries.length = maxRows;
      onProgress?.(maxRows);
      return { deliveries, capped: true };
    }
    onProgress?.(deliveries.length);
    if (rows.length < size) return { deliveries, capped: false };
    if (deliveries.length === maxRows) {
      // Pages of one row: page `maxRows` is the row just past the cap.
      const next = await page(maxRows, 1);
      return { deliveries, capped: next.length > 0 };
    }
  }
}

async function fetchPageWithRetries(
  client: DeliveriesClient,
  request: DeliveriesRequest,
  signal: AbortSignal | undefined,
): Promise<Delivery[]> {
  for (let failureCount = 0; ; failureCount += 1) {
    signal?.throwIfAborted();
    try {
      return await client.queryDeliveries(request, { signal });
    } catch (error) {
      if (signal?.aborted || !shouldRetryDeliveries(failureCount, error)) throw error;
      await wait(deliveriesRetryDelay(failureCount, error), signal);
    }
  }
}

function wait(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    function onAbort() {
      clearTimeout(timer);
      reject(signal?.reason);
    }
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

function requirePositiveInteger(value: number, name: string): void {
  if (!Number.isInteger(value) || value < 1) {
    throw new RangeError(`${name} must be a positive integer, got ${value}.`);
  }
}

function ignoredPageSize(sent: number, asked: number): DeliveriesApiError {
  return new DeliveriesApiError(
    'invalid-response',
    `The server sent ${englishCount(sent)} deliveries for a page of ${englishCount(asked)}, so the export cannot page through them.`,
  );
}
