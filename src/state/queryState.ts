import type { DateFilterKey, DeliveryFilters, OrderBy } from '../api/types';

/**
 * Everything that decides which deliveries the grid asks for. Keep it in the URL with `state`
 * and `onStateChange`, or let the grid hold it with `initialState`.
 *
 * Date fields in `filters` are ISO 8601 instants (`2026-11-01T00:00:00.000Z`), wall-clock
 * values in the grid's time zone (`2026-11-01` or `2026-11-01T08:30`) or a date preset's id
 * (`last7Days`, on both bounds of a range): `toDeliveriesRequest` turns them into UTC, a "to"
 * bound to the end of its day or minute, a preset at the time the request is built.
 *
 * @example
 * ```ts
 * const state: DeliveriesQueryState = {
 *   pageNumber: 2, pageSize: 25, quickSearch: 'acme',
 *   orderBy: { key: 'insertTime', order: 'desc' },
 *   filters: { status: [1, 2] },
 * };
 * ```
 */
export interface DeliveriesQueryState {
  /** The page a person sees, counted from 1 whatever the server's `pageNumberBase`. */
  pageNumber: number;
  pageSize: number;
  /** As typed; trimmed on the way to the server. */
  quickSearch: string;
  /** `null` while unsorted. */
  orderBy: OrderBy | null;
  /** The applied filters (not the panel's unapplied draft). */
  filters: DeliveriesFilterState;
}

/**
 * A date bound of the filter state: a date (`2026-11-01`, `2026-11-01T08:30`, an ISO 8601
 * instant) or a relative token, today a date preset's id (`today`, `last7Days`, a host's own).
 * Tokens stay tokens in links, saved views and `onStateChange`; requests get them resolved.
 *
 * @example
 * ```ts
 * const bounds: DateBound[] = ['2026-11-01', '2026-11-01T08:30', '2026-11-01T07:30:00.000Z', 'last7Days'];
 * ```
 */
export type DateBound = string;

/**
 * The grid's filters: the contract's `filters`, except that a date bound may be relative.
 *
 * @example
 * ```ts
 * const filters: DeliveriesFilterState = { insertFrom: 'last7Days', insertTo: 'last7Days', status: [4] };
 * ```
 */
export interface DeliveriesFilterState extends Omit<DeliveryFilters, DateFilterKey> {
  insertFrom?: DateBound;
  insertTo?: DateBound;
  requestedFrom?: DateBound;
  requestedTo?: DateBound;
  /**
   * Statuses to leave out ("Status: not Delivered"): sent as `status` holding the grid's other
   * `statusOptions`, so statuses the host did not list are left out too. Kept as an exclusion
   * in links, saved views and `onStateChange`; never together with `status`.
   */
  excludedStatus?: number[];
}

/** The state a grid starts from when the host gives none. */
export const defaultQueryState: DeliveriesQueryState = {
  pageNumber: 1,
  pageSize: 25,
  quickSearch: '',
  orderBy: null,
  filters: {},
};
