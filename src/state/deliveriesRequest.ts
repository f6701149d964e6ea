import {
  deliveryFilterKeys,
  type AdvancedFilter,
  type DeliveriesRequest,
  type DateFilterKey,
  type DeliveryFilters,
} from '../api/types';
import { dateBoundFields } from './filterFields';
import type { DeliveriesFilterState, DeliveriesQueryState } from './queryState';
import { isRelativeBound, type DatePreset } from './relativeDates/relativeBound';
import type { RelativeDateOptions } from './relativeDates/resolveDateBound';
import { buildUnfilteredRequest } from './unfilteredRequest';
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
  now?: Date | number | undefined;
  /** Locale whose first day of the week "This week" and "Last week" start on; default the runtime's. */
  locale?: string | undefined;
  /** The host's date presets, beside the built-in ones. */
  datePresets?: readonly DatePreset[] | undefined;
  /**
   * The statuses the host named (`statusOptions`' values): an `excludedStatus` is sent as
   * `status` holding the others, so a status not among them is left out too.
   */
  knownStatuses?: readonly number[] | undefined;
}

/** Resolves a relative date bound (`resolveDateBound`), handed in so its code can load on demand. */
export type RelativeBoundResolver = (
  token: string,
  edge: 'start' | 'end',
  options: RelativeDateOptions,
) => string;

type DateKey = DateFilterKey;

// "From" bounds start at the first millisecond, "to" bounds end at the last: both inclusive.
const dateBounds = new Map(dateBoundFields.map((field) => [field.id, field.edge]));

/**
 * `toDeliveriesRequest` with the resolver of relative date bounds handed in: the grid loads
 * that code only when its filters hold a preset.
 *
 * @throws {RangeError} when a date filter is not a valid date, or is relative without `resolveBound`.
 */
export function buildDeliveriesRequest(
  state: DeliveriesQueryState,
  options: ToDeliveriesRequestOptions & { resolveBound?: RelativeBoundResolver | undefined } = {},
): DeliveriesRequest {
  const request = buildUnfilteredRequest(state, options);
  const filters = toRequestFilters(state.filters, options);
  if (filters) request.filters = filters;
  return request;
}

function toRequestFilters(
  source: DeliveriesFilterState,
  options: ToDeliveriesRequestOptions & { resolveBound?: RelativeBoundResolver | undefined },
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
  options: ToDeliveriesRequestOptions & { resolveBound?: RelativeBoundResolver | undefined },
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
    if (!value) return undefined;
    if (!isRelativeBound(value)) return wallClockToUtc(value, timeZone, edge);
    if (!options.resolveBound) throw new RangeError(`No resolver for the date "${value}".`);
    return options.resolveBound(value, edge, options);
  }
  const excluded = source.excludedStatus;
  if (key === 'status' && excluded?.length && !source.status?.length) {
    // The contract has no "not": an exclusion is every other status the host named.
    const others = (options.knownStatuses ?? []).filter((known) => !excluded.includes(known));
    if (!others.length) throw new RangeError('No status is left to ask for.');
    return [...new Set(others)].sort((a, b) => a - b);
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
