import type { DeliveriesRequest } from '../api/types';
import type { MockDelivery } from './generateDeliveries';
import { matchesFilters } from './matchesFilters';
import { matchesQuickSearch } from './matchesQuickSearch';
import { sortDeliveries } from './sortDeliveries';

/** How `queryDeliveries` reads the request. */
export interface QueryDeliveriesOptions {
  /** The number of the first page: 1 (default) or 0. */
  pageNumberBase?: 0 | 1;
}

/**
 * The reference semantics of `POST /api/deliveries`, pure: quick search, then filters, then
 * sorting, then the page. It returns the page as the server's body would carry it (the
 * dataset's own objects, not copies).
 *
 * - Quick search: trimmed, case- and accent-insensitive substring over code, customer,
 *   courier, warehouse and tenant.
 * - Filters: inclusive date bounds; id lists match any of their values; `tags` matches
 *   deliveries carrying ALL the given tags; advanced rows join left to right (0 = AND, 1 = OR).
 * - Sorting: see `sortDeliveries`; without `orderBy` the dataset order is kept.
 * - Paging: rows `(pageNumber - base) * pageSize` onwards; a page before the first or past
 *   the end is empty.
 *
 * @example
 * ```ts
 * const page = queryDeliveries(generateDeliveries(300), {
 *   pageNumber: 1, pageSize: 25, quickSearch: 'müller',
 *   orderBy: { key: 'duQty', order: 'desc' },
 *   filters: { status: [3, 4] },
 * });
 * ```
 */
export function queryDeliveries(
  dataset: readonly MockDelivery[],
  request: DeliveriesRequest,
  options: QueryDeliveriesOptions = {},
): MockDelivery[] {
  const base = options.pageNumberBase ?? 1;
  const start = (request.pageNumber - base) * request.pageSize;
  if (start < 0 || request.pageSize <= 0) return [];
  const searched = matchesQuickSearch(request.quickSearch);
  const filtered = matchesFilters(request.filters);
  const matching = dataset.filter((delivery) => searched(delivery) && filtered(delivery));
  return sortDeliveries(matching, request.orderBy).slice(start, start + request.pageSize);
}
