import type { DeliveriesRequest } from '../../api/types';
import type { DeliveriesFilterState } from '../../state/queryState';
import type { ActiveFilterChip } from './describeActiveFilters';

/** The most filters "Which filter hides them?" tries: one request each. */
export const maxHidingFilterProbes = 8;

/** One filter left out: its chip, and the one-row request without it. */
export interface HidingFilterProbe {
  chip: ActiveFilterChip;
  request: DeliveriesRequest;
}

/**
 * The requests that find which filter hides the deliveries: for each of the first eight chips,
 * the search without that one filter, asking for one row (found or none is all it tells; the
 * contract has no total).
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
): { probes: HidingFilterProbe[]; total: number } {
  const probes: HidingFilterProbe[] = [];
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
