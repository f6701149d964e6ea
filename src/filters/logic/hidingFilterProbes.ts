import type { DeliveriesRequest } from '../../api/types';
import type { DeliveriesFilterState } from '../../state/queryState';
import type { ActiveFilterChip } from './describeActiveFilters';

/** The most filters "Which filter hides them?" tries: one request each. */
export const maxHidingFilterProbes = 8;

/** One filter left out (its chip), or the quick search (its text), and the one-row request without it. */
export type HidingFilterProbe =
  | { chip: ActiveFilterChip; request: DeliveriesRequest }
  | { search: string; request: DeliveriesRequest };

/**
 * The requests that find which filter hides the deliveries: for each of the first eight chips,
 * the search without that one filter, and the filters without the quick search, asking for one
 * row (found or none is all it tells; the contract has no total).
 *
 * @example
 * ```ts
 * hidingFilterProbes(chips, (filters) => toDeliveriesRequest({ ...state, filters, pageNumber: 1, pageSize: 1 }));
 * // { probes: [{ chip: { text: 'Courier: DHL', … }, request: { pageSize: 1, … } }, …], total: 2 }
 * ```
 */
export function hidingFilterProbes(
  chips: readonly ActiveFilterChip[],
  requestFor: (filters: DeliveriesFilterState) => DeliveriesRequest,
  /** The filters in force and the quick search: the filters are tried without it too. */
  search?: { filters: DeliveriesFilterState; quickSearch: string },
): { probes: HidingFilterProbe[]; total: number } {
  const probes: HidingFilterProbe[] = [];
  if (search?.quickSearch.trim()) {
    try {
      const request = { ...requestFor(search.filters), quickSearch: '', pageSize: 1 };
      probes.push({ search: search.quickSearch.trim(), request });
    } catch {
      // Filters the grid cannot send: nothing to try them with.
    }
  }
  for (const chip of chips.slice(0, maxHidingFilterProbes)) {
    // A chip whose filters the grid cannot send (a date it cannot read) is not tried.
    try {
      probes.push({ chip, request: { ...requestFor(chip.without), pageSize: 1 } });
    } catch {
      continue;
    }
  }
  return { probes, total: chips.length };
}
