import { filterStateKeys } from '../filterStateKeys';
import type { DeliveriesFilterState } from '../queryState';
import { isRecord } from './isRecord';
import { isListSafely, readPart, unreadable } from './readPart';
import { checkIds, checkTags } from './checkListFilters';
import { filterEntries, type FilterEntry } from '../urlState/linkFormat';
import { quote } from '../urlState/linkProblems';
import { checkAdvancedRows } from './checkAdvancedRows';
import { dateProblem, sentInstant } from './checkDate';
import type { DeliveriesStateProblem } from '../problems/problem';
import type { DateFilterKey } from '../../api/types';
import type { ResolvedLimits } from './queryStateLimits';
import { shown } from './shown';
import { dateRangeFields } from '../filterFields';
import {
  isKnownDatePreset,
  isRelativeBound,
  looksLikePresetId,
} from '../relativeDates/relativeBound';
import { isRelativeDateToken } from '../relativeDates/isRelativeDateToken';

type Filter<K extends FilterEntry['kind']> = Extract<FilterEntry, { kind: K }>;

const knownKeys = new Set<string>(filterStateKeys);

/**
 * The filters the server accepts out of `value`, each part left out named in `problems`:
 * dates it can read on days from 0001-01-02 to 9999-12-30 with "from" not after "to", ids as
 * whole numbers (statuses from 0, other ids from 1), short tags, and at most so many of each.
 *
 * @example
 * ```ts
 * const problems: DeliveriesStateProblem[] = [];
 * checkFilters({ insertFrom: 'soon', status: [4] }, resolveLimits(), problems); // { status: [4] }
 * // problems: [{ code: 'dateNotDate', params: { field: 'insertFrom', value: '“soon”' } }]
 * ```
 */
export function checkFilters(
  value: unknown,
  limits: ResolvedLimits,
  problems: DeliveriesStateProblem[],
): DeliveriesFilterState {
  const list = isListSafely(value);
  if (list === unreadable) {
    problems.push({ code: 'partUnreadable', params: { part: 'filters' } });
    return {};
  }
  if (list || !isRecord(value)) {
    problems.push({ code: 'filtersNotFilters', params: { value: shown(value) } });
    return {};
  }
  nameUnknownFilters(value, problems);
  const filters: Record<string, unknown> = {};
  for (const entry of filterEntries) {
    // One part that throws (a getter, a Proxy) costs that filter only.
    try {
      const given = value[entry.field];
      if (given === undefined) continue;
      const checked =
        entry.kind === 'date'
          ? checkDateFilter(entry, given, limits, problems)
          : entry.kind === 'numbers'
            ? checkIds(entry, given, limits.maxIds, problems)
            : checkTags(entry, given, limits, problems);
      if (checked !== undefined) filters[entry.field] = checked;
    } catch {
      problems.push({ code: 'filterUnreadable', params: { field: entry.field } });
    }
  }
  try {
    if (value.advancedFilters !== undefined) {
      const rows = checkAdvancedRows(value.advancedFilters, limits, problems);
      if (rows !== undefined) filters.advancedFilters = rows;
    }
  } catch {
    problems.push({ code: 'advancedUnreadable', params: {} });
  }
  for (const { from, to } of dateRangeFields) {
    checkRange(filters, from, to, limits.timeZone, problems);
  }
  checkExclusion(filters, limits.knownStatuses, problems);
  // The request's order, so equal filters are equal states.
  const ordered: Record<string, unknown> = {};
  for (const key of filterStateKeys) if (key in filters) ordered[key] = filters[key];
  return ordered as DeliveriesFilterState;
}

// Enough names to see what went wrong; a host object of a million keys gets one more sentence.
const mostUnknownNamed = 20;

function nameUnknownFilters(
  value: Record<string, unknown>,
  problems: DeliveriesStateProblem[],
): void {
  let unknown = 0;
  try {
    for (const key of Object.keys(value)) {
      if (knownKeys.has(key)) continue;
      // Past the names told, a key is only counted: its value is not read.
      if (unknown >= mostUnknownNamed) unknown += 1;
      else if (readPart(value, key) !== undefined) {
        unknown += 1;
        problems.push({ code: 'filterUnknown', params: { key: quote(key) } });
      }
    }
  } catch {
    // Names that cannot be listed (an ownKeys trap that throws) are simply not named.
  }
  if (unknown > mostUnknownNamed) {
    problems.push({ code: 'filtersUnknownMore', params: { count: unknown - mostUnknownNamed } });
  }
}

function checkDateFilter(
  entry: Filter<'date'>,
  value: unknown,
  limits: ResolvedLimits,
  problems: DeliveriesStateProblem[],
) {
  // An empty date is no filter: the request leaves it out.
  if (typeof value === 'string' && value.trim() === '') return value;
  // A typed relative date (`-7d`, `today 06:00`) stays relative, like a preset.
  if (isRelativeDateToken(value)) return value.trim();
  if (isRelativeBound(value) && looksLikePresetId(value.trim())) {
    if (isKnownDatePreset(value.trim(), limits.datePresets)) return value.trim();
    problems.push({
      code: 'dateNotPreset',
      params: { field: entry.field, value: quote(value.trim()) },
    });
    return undefined;
  }
  const problem = dateProblem(value, { field: entry.field });
  if (problem === undefined) return value as string;
  problems.push(problem);
  return undefined;
}

// "not Delivered" is sent as the other known statuses: it must leave one, and stand alone.
function checkExclusion(
  filters: Record<string, unknown>,
  knownStatuses: readonly number[] | undefined,
  problems: DeliveriesStateProblem[],
): void {
  const excluded = filters.excludedStatus as number[] | undefined;
  if (!excluded?.length) return;
  const matched = (filters.status as number[] | undefined)?.length;
  if (!matched && (!knownStatuses || knownStatuses.some((known) => !excluded.includes(known))))
    return;
  problems.push({ code: matched ? 'excludedWithStatus' : 'excludedEveryStatus', params: {} });
  delete filters.excludedStatus;
}

function checkRange(
  filters: Record<string, unknown>,
  fromKey: DateFilterKey,
  toKey: DateFilterKey,
  timeZone: string | undefined,
  problems: DeliveriesStateProblem[],
): void {
  const from = filters[fromKey];
  const to = filters[toKey];
  if (typeof from !== 'string' || typeof to !== 'string' || !from.trim() || !to.trim()) return;
  const start = sentInstant(from, timeZone, 'start');
  const end = sentInstant(to, timeZone, 'end');
  if (start === undefined || end === undefined || start <= end) return;
  problems.push({
    code: 'rangeReversed',
    params: { from: fromKey, fromValue: quote(from), to: toKey, toValue: quote(to) },
  });
  delete filters[fromKey];
  delete filters[toKey];
}
