import type { DeliveriesQueryState } from '../queryState';
import { serializeDeliveriesState } from './serializeDeliveriesState';

/**
 * When a change gets its own history entry: `auto` for a new page only, `push` for every
 * change, `replace` for none.
 *
 * @example
 * ```ts
 * const policy: DeliveriesHistoryPolicy = 'auto';
 * ```
 */
export type DeliveriesHistoryPolicy = 'auto' | 'push' | 'replace';

/**
 * Whether a change of state pushes a new history entry or replaces the current one. Under
 * `auto`, moving to another page of the same list pushes (Back turns the page back, as in
 * search results); a new search, sort, page size or filter refines the list in place, so
 * Back leaves the list instead of undoing every refinement.
 *
 * @example
 * ```ts
 * historyEntryFor(defaultQueryState, { ...defaultQueryState, pageNumber: 2 }, 'auto'); // 'push'
 * historyEntryFor(defaultQueryState, { ...defaultQueryState, quickSearch: 'acme' }, 'auto'); // 'replace'
 * ```
 */
export function historyEntryFor(
  previous: DeliveriesQueryState,
  next: DeliveriesQueryState,
  policy: DeliveriesHistoryPolicy,
): 'push' | 'replace' {
  if (policy !== 'auto') return policy;
  const samePage = previous.pageNumber === next.pageNumber;
  // Compared as written to the link, apart from the page: equal texts are equal states.
  const sameList =
    serializeDeliveriesState({ ...previous, pageNumber: 1 }) ===
    serializeDeliveriesState({ ...next, pageNumber: 1 });
  return !samePage && sameList ? 'push' : 'replace';
}
