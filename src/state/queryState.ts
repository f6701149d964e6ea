import type { DeliveryFilters, OrderBy } from '../api/types';

/**
 * Everything that decides which deliveries the grid asks for. Keep it in the URL with `state`
 * and `onStateChange`, or let the grid hold it with `initialState`.
 *
 * Date fields in `filters` are ISO 8601 instants (`2026-11-01T00:00:00.000Z`), or wall-clock
 * values in the grid's time zone (`2026-11-01` or `2026-11-01T08:30`): `toDeliveriesRequest`
 * turns them into UTC, a "to" bound to the end of its day or minute.
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
  filters: DeliveryFilters;
}

/** The state a grid starts from when the host gives none. */
export const defaultQueryState: DeliveriesQueryState = {
  pageNumber: 1,
  pageSize: 25,
  quickSearch: '',
  orderBy: null,
  filters: {},
};
