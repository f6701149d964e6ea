import type { OrderBy } from '../../api/types';
import {
  defaultQueryState,
  type DeliveriesFilterState,
  type DeliveriesQueryState,
} from '../queryState';
import { quote } from '../urlState/linkProblems';
import { isRecord } from './isRecord';
import { isListSafely, readPart, unreadable } from './readPart';
import { resolveLimits, type QueryStateLimits, type ResolvedLimits } from './queryStateLimits';
import { shown } from './shown';
import type { DeliveriesStatePart, DeliveriesStateProblem } from '../problems/problem';

/** The check of a state's filters (`checkFilters`), handed in so its code can load on demand. */
export type FiltersCheck = (
  value: unknown,
  limits: ResolvedLimits,
  problems: DeliveriesStateProblem[],
) => DeliveriesFilterState;

/** A checked state with its problems as codes, worded where they are shown. */
export interface QueryStateCodesCheck {
  state: DeliveriesQueryState;
  problems: DeliveriesStateProblem[];
}

/** {@link QueryStateCodesCheck} of a state whose filters may wait for their check's code. */
export interface HeldQueryStateCheck extends QueryStateCodesCheck {
  /**
   * The filters as given, unchecked, while their check is not there (`state.filters` is then
   * empty and nothing may be asked with it); `undefined` when nothing waits.
   */
  held: unknown;
}

/**
 * `checkQueryStateCodes` with the check of filters handed in: without it, every other part is
 * checked as ever and the filters, when the state holds any, are held as given (`held`).
 * Never throws.
 *
 * @example
 * ```ts
 * checkQueryStateWith({ pageSize: 50, filters: { status: [4] } }, undefined, undefined);
 * // { state: { ...defaultQueryState, pageSize: 50 }, problems: [], held: { status: [4] } }
 * ```
 */
export function checkQueryStateWith(
  input: unknown,
  limits: QueryStateLimits | undefined,
  checkFilters?: FiltersCheck,
): HeldQueryStateCheck {
  try {
    return checkReadable(input, resolveLimitsSafely(limits), checkFilters);
  } catch {
    // The last guard: whatever a host's object does that the parts' own guards did not foresee.
    return {
      state: { ...defaultQueryState, filters: {} },
      problems: [{ code: 'settingsUnreadable', params: {} }],
      held: undefined,
    };
  }
}

/**
 * Whether the `filters` part of a state holds anything to check: not missing, not an object
 * without a value. One that cannot even be read holds something (its problem).
 *
 * @example
 * ```ts
 * holdsFilters({ filters: {} }); // false
 * holdsFilters({ filters: { status: [4] } }); // true
 * ```
 */
export function holdsFilters(input: unknown): boolean {
  if (!isRecord(input)) return false;
  const filters = readPart(input, 'filters');
  return filters !== undefined && !isEmptyRecord(filters);
}

function isEmptyRecord(value: unknown): boolean {
  try {
    return (
      isRecord(value) &&
      !Array.isArray(value) &&
      Object.keys(value).every((key) => value[key] === undefined)
    );
  } catch {
    return false;
  }
}

function checkReadable(
  input: unknown,
  resolved: ResolvedLimits,
  checkFilters: FiltersCheck | undefined,
): HeldQueryStateCheck {
  const state: DeliveriesQueryState = { ...defaultQueryState, filters: {} };
  const problems: DeliveriesStateProblem[] = [];
  if (input === undefined || input === null) return { state, problems, held: undefined };
  const list = isListSafely(input);
  if (list === unreadable) {
    problems.push({ code: 'settingsUnreadable', params: {} });
    return { state, problems, held: undefined };
  }
  if (list || typeof input !== 'object') {
    problems.push({ code: 'settingsNotSettings', params: { value: shown(input) } });
    return { state, problems, held: undefined };
  }
  const part = (key: DeliveriesStatePart) => {
    const value = readPart(input, key);
    if (value !== unreadable) return value;
    problems.push({ code: 'partUnreadable', params: { part: key } });
    return undefined;
  };
  unknownParts(input, problems);
  const pageNumber = part('pageNumber');
  const pageSize = part('pageSize');
  const quickSearch = part('quickSearch');
  const orderBy = part('orderBy');
  const filters = part('filters');
  if (pageNumber !== undefined) {
    if (isWhole(pageNumber, 1, Number.MAX_SAFE_INTEGER)) state.pageNumber = pageNumber;
    else problems.push({ code: 'pageNotNumber', params: { value: shown(pageNumber) } });
  }
  if (pageSize !== undefined) {
    if (isWhole(pageSize, 1, resolved.maxPageSize)) state.pageSize = pageSize;
    else {
      problems.push({
        code: 'pageSizeOutOfRange',
        params: {
          value: shown(pageSize),
          max: resolved.maxPageSize,
          pageSize: defaultQueryState.pageSize,
        },
      });
    }
  }
  if (quickSearch !== undefined) {
    // Half of a character (a lone surrogate) is no text either: a link would write U+FFFD.
    if (typeof quickSearch !== 'string' || /\p{Cs}/u.test(quickSearch)) {
      problems.push({ code: 'searchNotText', params: { value: shown(quickSearch) } });
    } else if (quickSearch.trim().length > resolved.maxSearchLength) {
      problems.push({
        code: 'searchTooLong',
        params: { value: quote(quickSearch.trim()), max: resolved.maxSearchLength },
      });
    } else state.quickSearch = quickSearch;
  }
  if (orderBy !== undefined && orderBy !== null) {
    state.orderBy = checkOrderBy(orderBy, resolved.sortKeys, problems);
  }
  let held: unknown;
  if (filters !== undefined) {
    if (checkFilters) state.filters = checkFilters(filters, resolved, problems);
    else if (!isEmptyRecord(filters)) held = filters;
  }
  return { state, problems, held };
}

const stateParts = new Set(Object.keys(defaultQueryState));

/** Names a part the state has no place for (`pagesize`, `search`): left out, never silently. */
function unknownParts(input: object, problems: DeliveriesStateProblem[]) {
  let keys: string[];
  try {
    keys = Object.keys(input);
  } catch {
    return; // A Proxy that will not list its keys: each known part is still read on its own.
  }
  // The first 20 are named: a notice of a thousand unknown keys would help no one.
  for (const key of keys.slice(0, 20)) {
    if (!stateParts.has(key)) problems.push({ code: 'partUnknown', params: { key: quote(key) } });
  }
}

/** The limits in force; a host's that throw when read give the library's own. */
export function resolveLimitsSafely(limits: QueryStateLimits | undefined): ResolvedLimits {
  try {
    return resolveLimits(limits);
  } catch {
    return resolveLimits();
  }
}

function isWhole(value: unknown, min: number, max: number): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= min && value <= max;
}

function checkOrderBy(
  value: unknown,
  sortKeys: readonly string[],
  problems: DeliveriesStateProblem[],
): OrderBy | null {
  let key: unknown;
  let order: unknown;
  try {
    ({ key, order } = isRecord(value) ? value : {});
  } catch {
    problems.push({ code: 'partUnreadable', params: { part: 'orderBy' } });
    return null;
  }
  if (typeof key !== 'string' || key === '' || (order !== 'asc' && order !== 'desc')) {
    problems.push({ code: 'sortMalformed', params: { value: shown(value) } });
    return null;
  }
  if (!sortKeys.includes(key)) {
    problems.push({ code: 'sortNotOffered', params: { key: quote(key) } });
    return null;
  }
  return { key, order };
}
