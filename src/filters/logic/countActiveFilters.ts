import { deliveryFilterKeys } from '../../api/types';
import { dateRangeFields } from '../../state/filterFields';
import type { DeliveriesFilterState } from '../../state/queryState';
import { presetRangeOf } from './presetRangeOf';

/**
 * How many filters are active, for the "Filters" button: one per non-empty field, each date
 * bound on its own (a full "Inserted" range counts 2, a preset over it 1, as its one chip),
 * all advanced rows together 1.
 *
 * @example
 * ```ts
 * countActiveFilters({ insertFrom: '2026-11-01T00:00:00.000Z', status: [1, 2], tags: [] }); // 2
 * countActiveFilters({ insertFrom: 'last7Days', insertTo: 'last7Days' }); // 1
 * ```
 */
export function countActiveFilters(filters: DeliveriesFilterState | undefined): number {
  if (!filters) return 0;
  let count = 0;
  for (const key of deliveryFilterKeys) {
    const value = filters[key];
    if (
      Array.isArray(value) ? value.length > 0 : typeof value === 'string' && value.trim() !== ''
    ) {
      count += 1;
    }
  }
  for (const range of dateRangeFields) if (presetRangeOf(filters, range.id)) count -= 1;
  if ((filters.excludedStatus ?? []).length > 0) count += 1;
  return count;
}
