import type { OrderBy } from '../../api/types';
import { defaultQueryState, type DeliveriesQueryState } from '../queryState';
import { quote } from '../urlState/linkProblems';
import { checkFilters } from './checkFilters';
import { isRecord } from './isRecord';
import { isListSafely, readPart, unreadable } from './readPart';
import { resolveLimits, type QueryStateLimits, type ResolvedLimits } from './queryStateLimits';
import { shown } from './shown';

/** A checked state: only what the server accepts, and a sentence per part left out. */
export interface QueryStateCheck {
  state: DeliveriesQueryState;
  /** For a person: what was left out and what is used instead; empty when nothing was. */
  problems: string[];
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
  try {
    return checkReadable(input, resolveLimitsSafely(limits));
  } catch {
    // The last guard: whatever a host's object does that the parts' own guards did not foresee.
    return {
      state: { ...defaultQueryState, filters: {} },
      problems: ['The settings could not be read, so none were used.'],
    };
  }
}

function checkReadable(input: unknown, resolved: ResolvedLimits): QueryStateCheck {
  const state: DeliveriesQueryState = { ...defaultQueryState, filters: {} };
  const problems: string[] = [];
  if (input === undefined || input === null) return { state, problems };
  const list = isListSafely(input);
  if (list === unreadable) {
    problems.push('The settings could not be read, so none were used.');
    return { state, problems };
  }
  if (list || typeof input !== 'object') {
    problems.push(`The settings ${shown(input)} are not a set of settings, so none were used.`);
    return { state, problems };
  }
  const part = (key: keyof DeliveriesQueryState, name: string, instead: string) => {
    const value = readPart(input, key);
    if (value !== unreadable) return value;
    problems.push(`The ${name} could not be read, so ${instead}.`);
    return undefined;
  };
  const pageNumber = part('pageNumber', 'page', 'the first page is shown');
  const pageSize = part(
    'pageSize',
    'page size',
    `${defaultQueryState.pageSize} rows a page are shown`,
  );
  const quickSearch = part('quickSearch', 'quick search', 'it was left out');
  const orderBy = part('orderBy', 'sort', 'the list is not sorted');
  const filters = part('filters', 'filters', 'none were used');
  if (pageNumber !== undefined) {
    if (isWhole(pageNumber, 1, Number.MAX_SAFE_INTEGER)) state.pageNumber = pageNumber;
    else {
      problems.push(
        `The page ${shown(pageNumber)} is not a page number (1 or more), so the first page is shown.`,
      );
    }
  }
  if (pageSize !== undefined) {
    if (isWhole(pageSize, 1, resolved.maxPageSize)) state.pageSize = pageSize;
    else {
      problems.push(
        `The page size ${shown(pageSize)} is not a whole number from 1 to ${resolved.maxPageSize}, so ${defaultQueryState.pageSize} rows a page are shown.`,
      );
    }
  }
  if (quickSearch !== undefined) {
    if (typeof quickSearch !== 'string') {
      problems.push(`The quick search ${shown(quickSearch)} is not text, so it was left out.`);
    } else if (quickSearch.trim().length > resolved.maxSearchLength) {
      problems.push(
        `The quick search ${quote(quickSearch.trim())} is longer than ${resolved.maxSearchLength} characters, so it was left out.`,
      );
    } else state.quickSearch = quickSearch;
  }
  if (orderBy !== undefined && orderBy !== null) {
    state.orderBy = checkOrderBy(orderBy, resolved.sortKeys, problems);
  }
  if (filters !== undefined) state.filters = checkFilters(filters, resolved, problems);
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
  problems: string[],
): OrderBy | null {
  let key: unknown;
  let order: unknown;
  try {
    ({ key, order } = isRecord(value) ? value : {});
  } catch {
    problems.push('The sort could not be read, so the list is not sorted.');
    return null;
  }
  if (typeof key !== 'string' || key === '' || (order !== 'asc' && order !== 'desc')) {
    problems.push(
      `The sort ${shown(value)} is not a column and “asc” or “desc” (such as “insertTime.desc”), so the list is not sorted.`,
    );
    return null;
  }
  if (!sortKeys.includes(key)) {
    problems.push(
      `The sort on ${quote(key)} is not one this grid offers, so the list is not sorted.`,
    );
    return null;
  }
  return { key, order };
}
