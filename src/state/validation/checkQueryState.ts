import type { OrderBy } from '../../api/types';
import { defaultQueryState, type DeliveriesQueryState } from '../queryState';
import { quote } from '../urlState/linkProblems';
import { checkFilters } from './checkFilters';
import { isRecord } from './isRecord';
import { isListSafely, readPart, unreadable } from './readPart';
import { resolveLimits, type QueryStateLimits, type ResolvedLimits } from './queryStateLimits';
import { shown } from './shown';
import type { DeliveriesStatePart, DeliveriesStateProblem } from '../problems/problem';
import { defaultStateProblemMessages } from '../problems/problemMessages';
import { wordProblem } from '../problems/problem';

/** A checked state: only what the server accepts, and a sentence per part left out. */
export interface QueryStateCheck {
  state: DeliveriesQueryState;
  /** For a person: what was left out and what is used instead; empty when nothing was. */
  problems: string[];
}

/** {@link QueryStateCheck} with its problems as codes, worded where they are shown. */
export interface QueryStateCodesCheck {
  state: DeliveriesQueryState;
  problems: DeliveriesStateProblem[];
}

/**
 * The one check of everything that enters the grid's state, from any door (the `state` and
 * `initialState` props, a link, a saved view): keeps each part the server accepts within
 * `limits` (sort keys and advanced vocabulary: the library's own unless given), puts the default in place of each part it does not, and names that part. A part
 * missing is the default, silently. A part whose reading throws (a getter, a Proxy, a revoked
 * Proxy) is left out and named ("The page size could not be read, …"); a list is read no
 * further than 4 × its limit + 100 items, so a list of 10^7 holes costs what a short one does.
 * Never throws; the request built from `state` is valid.
 *
 * @example
 * ```ts
 * checkQueryState({ pageSize: 1e9, quickSearch: 'acme', filters: { insertFrom: '0000-06-01' } });
 * // { state: { ...defaultQueryState, quickSearch: 'acme' },
 * //   problems: ['The page size “1000000000” is not a whole number from 1 to 1000, so 25 rows a page are shown.',
 * //              'The “inserted from” date “0000-06-01” is not a day from 0001-01-02 to 9999-12-30, so it was left out.'] }
 * ```
 */
export function checkQueryState(input: unknown, limits?: QueryStateLimits): QueryStateCheck {
  const { state, problems } = checkQueryStateCodes(input, limits);
  return {
    state,
    problems: problems.map((problem) => wordProblem(problem, defaultStateProblemMessages)),
  };
}

/**
 * {@link checkQueryState} with its problems as codes, for the grid to word in its locale.
 *
 * @example
 * ```ts
 * checkQueryStateCodes({ pageNumber: 0 }).problems; // [{ code: 'pageNotNumber', params: { value: '“0”' } }]
 * ```
 */
export function checkQueryStateCodes(
  input: unknown,
  limits?: QueryStateLimits,
): QueryStateCodesCheck {
  try {
    return checkReadable(input, resolveLimitsSafely(limits));
  } catch {
    // The last guard: whatever a host's object does that the parts' own guards did not foresee.
    return {
      state: { ...defaultQueryState, filters: {} },
      problems: [{ code: 'settingsUnreadable', params: {} }],
    };
  }
}

function checkReadable(input: unknown, resolved: ResolvedLimits): QueryStateCodesCheck {
  const state: DeliveriesQueryState = { ...defaultQueryState, filters: {} };
  const problems: DeliveriesStateProblem[] = [];
  if (input === undefined || input === null) return { state, problems };
  const list = isListSafely(input);
  if (list === unreadable) {
    problems.push({ code: 'settingsUnreadable', params: {} });
    return { state, problems };
  }
  if (list || typeof input !== 'object') {
    problems.push({ code: 'settingsNotSettings', params: { value: shown(input) } });
    return { state, problems };
  }
  const part = (key: DeliveriesStatePart) => {
    const value = readPart(input, key);
    if (value !== unreadable) return value;
    problems.push({ code: 'partUnreadable', params: { part: key } });
    return undefined;
  };
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
    if (typeof quickSearch !== 'string') {
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
  if (filters !== undefined) {
    state.filters = checkFilters(filters, resolved, problems);
  }
  return { state, problems };
}

// Limits from a host's JavaScript may throw when read too: the library's own are used then.
function resolveLimitsSafely(limits: QueryStateLimits | undefined): ResolvedLimits {
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
