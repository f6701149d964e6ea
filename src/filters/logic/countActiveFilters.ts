import { deliveryFilterKeys, type DeliveryFilters } from '../../api/types';

/**
 * How many filters are active, for the "Filters" button: one per non-empty field, each date
 * bound on its own (a full "Inserted" range counts 2), all advanced rows together 1.
 *
 * @example
 * ```ts
 * countActiveFilters({ insertFrom: '2026-11-01T00:00:00.000Z', status: [1, 2], tags: [] }); // 2
 * ```
 */
export function countActiveFilters(filters: DeliveryFilters | undefined): number {
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
  return count;
}
