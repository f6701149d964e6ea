import type { DeliveriesRequest } from '../api/types';
import type { DeliveriesQueryState } from './queryState';

/**
 * The request's parts that are not filters: page, size, search and order. Apart from the
 * filters' mapping, so a grid without filters does not load the code of dates and zones.
 *
 * @example
 * ```ts
 * buildUnfilteredRequest({ pageNumber: 2, pageSize: 25, quickSearch: ' acme ', orderBy: null, filters: {} });
 * // { pageNumber: 2, pageSize: 25, quickSearch: 'acme' }
 * ```
 */
export function buildUnfilteredRequest(
  state: DeliveriesQueryState,
  options: { pageNumberBase?: 0 | 1; orderKeys?: Partial<Record<string, string>> } = {},
): DeliveriesRequest {
  const request: DeliveriesRequest = {
    pageNumber: state.pageNumber - 1 + (options.pageNumberBase ?? 1),
    pageSize: state.pageSize,
    quickSearch: state.quickSearch.trim(),
  };
  if (state.orderBy) {
    const { key, order } = state.orderBy;
    request.orderBy = { key: options.orderKeys?.[key] ?? key, order };
  }
  return request;
}
