import type { DeliveriesQueryState } from '../queryState';
import { checkFilters } from './checkFilters';
import { checkQueryStateWith, type QueryStateCodesCheck } from './checkQueryStateWith';
import type { QueryStateLimits } from './queryStateLimits';
import { defaultStateProblemMessages } from '../problems/problemMessages';
import { wordProblem } from '../problems/problem';

export type { QueryStateCodesCheck } from './checkQueryStateWith';

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
  const { state, problems } = checkQueryStateWith(input, limits, checkFilters);
  return { state, problems };
}
