import {
  deliveryFilterKeys,
  type AdvancedFilter,
  type DeliveriesRequest,
  type DateFilterKey,
  type DeliveryFilters,
} from '../api/types';
import { dateBoundFields } from './filterFields';
import type { DeliveriesFilterState, DeliveriesQueryState } from './queryState';
import type { DatePreset } from './relativeDates/relativeBound';
import { resolveDateBound } from './relativeDates/resolveDateBound';
import { wallClockToUtc } from './zonedTime';

/**
 * How the grid's state maps onto the server's request, where the contract leaves it open.
 *
 * @example
 * ```ts
 * const options: ToDeliveriesRequestOptions = {
 *   pageNumberBase: 0,
 *   timeZone: 'Europe/Berlin',
 *   orderKeys: { customerBusinessPartnerName: 'customerName' },
 * };
 * ```
 */
export interface ToDeliveriesRequestOptions {
  /** The number the server gives the first page; default 1. */
  pageNumberBase?: 0 | 1;
  /** IANA zone of wall-clock dates in the filters; default the runtime's zone. */
  timeZone?: string;
  /** Column id → `orderBy.key` the server expects, where it differs from the Delivery field name. */
  orderKeys?: Partial<Record<string, string>>;
  /** The instant date presets are resolved at; default the current time. */
  now?: Date | number;
  /** Locale whose first day of the week "This week" and "Last week" start on; default the runtime's. */
  locale?: string;
  /** The host's date presets, beside the built-in ones. */
  datePresets?: readonly DatePreset[];
}

type DateKey = DateFilterKey;

// "From" bounds start at the first millisecond, "to" bounds end at the last: both inclusive.
const dateBounds = new Map(dateBoundFields.map((field) => [field.id, field.edge]));

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
 * ```
 */
export function toDeliveriesRequest(
  state: DeliveriesQueryState,
  options: ToDeliveriesRequestOptions = {},
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
  const filters = toRequestFilters(state.filters, options);
  if (filters) request.filters = filters;
  return request;
}

function toRequestFilters(
  source: DeliveriesFilterState,
  options: ToDeliveriesRequestOptions,
): DeliveryFilters | undefined {
  const filters: Record<string, unknown> = {};
  for (const key of deliveryFilterKeys) {
    const value = mapFilter(key, source, options);
    if (value !== undefined) filters[key] = value;
  }
  return Object.keys(filters).length > 0 ? (filters as DeliveryFilters) : undefined;
}

function mapFilter(
  key: (typeof deliveryFilterKeys)[number],
  source: DeliveriesFilterState,
  options: ToDeliveriesRequestOptions,
): unknown {
  const { timeZone } = options;
  if (key === 'advancedFilters') {
    const rows = source.advancedFilters ?? [];
    return rows.length > 0 ? rows.map((row) => toRequestRow(row, timeZone)) : undefined;
  }
  if (key === 'tags') {
    const tags = (source.tags ?? []).map((tag) => tag.trim()).filter(Boolean);
    return tags.length > 0 ? [...new Set(tags)].sort() : undefined;
  }
  const edge = dateBounds.get(key as DateKey);
  if (edge) {
    const value = source[key as DateKey]?.trim();
    return value ? resolveDateBound(value, edge, options) : undefined;
  }
  // NaN and Infinity would reach the server as null, so they are dropped.
  const ids = (source[key as Exclude<typeof key, DateKey | 'tags'>] ?? []).filter(Number.isFinite);
  return ids.length > 0 ? [...new Set(ids)].sort((a, b) => a - b) : undefined;
}

function toRequestRow(row: AdvancedFilter, timeZone: string | undefined): AdvancedFilter {
  const { selectedFiled, condition, operator, data, rowType } = row;
  // Dates in rows are wall-clock values of the form, sent as UTC like the date filters.
  const sentData =
    rowType === 'date' && data.trim() !== '' ? wallClockToUtc(data, timeZone, 'start') : data;
  return { selectedFiled, condition, operator, data: sentData, rowType };
}
