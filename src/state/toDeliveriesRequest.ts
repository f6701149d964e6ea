import type { DeliveriesRequest } from '../api/types';
import { buildDeliveriesRequest, type ToDeliveriesRequestOptions } from './deliveriesRequest';
import type { DeliveriesQueryState } from './queryState';
import { resolveDateBound } from './relativeDates/resolveDateBound';

export type { ToDeliveriesRequestOptions } from './deliveriesRequest';

/**
 * Maps the grid's state to the body of `POST /api/deliveries`: `pageNumber`, `pageSize` and
 * `quickSearch` always; `orderBy` only while sorting; `filters` only with a non-empty filter,
 * holding only its non-empty fields. Dates become UTC instants (a date preset such as
 * `last7Days` its days' edges in `timeZone` at `now`), id lists and tags are sorted and
 * de-duplicated, so equal states give identical JSON (and so identical query keys): a preset's
 * key changes only when the day does.
 *
 * @throws {RangeError} when a date filter is not a valid date nor a preset of this grid.
 * @example
 * ```ts
 * toDeliveriesRequest(
 *   { pageNumber: 1, pageSize: 25, quickSearch: ' acme ', orderBy: null,
 *     filters: { insertFrom: '2026-11-01', status: [2, 1, 2], tags: [] } },
 *   { timeZone: 'UTC' },
 * );
 * // { pageNumber: 1, pageSize: 25, quickSearch: 'acme',
 * //   filters: { insertFrom: '2026-11-01T00:00:00.000Z', status: [1, 2] } }
 * toDeliveriesRequest(
 *   { pageNumber: 1, pageSize: 25, quickSearch: '', orderBy: null,
 *     filters: { insertFrom: 'last7Days', insertTo: 'last7Days' } },
 *   { timeZone: 'America/New_York', now: Date.parse('2026-11-06T15:00:00Z') },
 * );
 * // { …, filters: { insertFrom: '2026-10-30T04:00:00.000Z', insertTo: '2026-11-06T04:59:59.999Z' } }
 * ```
 */
export function toDeliveriesRequest(
  state: DeliveriesQueryState,
  options: ToDeliveriesRequestOptions = {},
): DeliveriesRequest {
  return buildDeliveriesRequest(state, { ...options, resolveBound: resolveDateBound });
}
