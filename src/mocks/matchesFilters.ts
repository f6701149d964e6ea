import type { DeliveryFilters } from '../api/types';
import type { MockDelivery } from './generateDeliveries';
import { parseIsoInstant } from './isoInstant';
import { matchesAdvancedFilters } from './matchesAdvancedFilters';

type DeliveryTest = (delivery: MockDelivery) => boolean;

/** Which delivery field each id list of the filters matches. */
const idListFields = [
  ['status', 'status'],
  ['deliveryIds', 'id'],
  ['courierIds', 'courierId'],
  ['customerIds', 'customerId'],
  ['unitIds', 'unitId'],
  ['warehouseIds', 'warehouseId'],
] as const satisfies readonly (readonly [keyof DeliveryFilters, keyof MockDelivery])[];

function rangeTest(
  field: 'insertTime' | 'requestedTime',
  from?: string,
  to?: string,
): DeliveryTest[] {
  const low = from === undefined ? undefined : (parseIsoInstant(from).instant ?? Number.NaN);
  const high = to === undefined ? undefined : (parseIsoInstant(to).instant ?? Number.NaN);
  if (low === undefined && high === undefined) return [];
  return [
    (delivery) => {
      const instant = Date.parse(delivery[field]);
      // Both bounds inclusive: the panel sends a "to" date as the last instant of its day.
      return (low === undefined || instant >= low) && (high === undefined || instant <= high);
    },
  ];
}

/**
 * A predicate for the `filters` object. Date bounds are inclusive; each id list (status,
 * deliveryIds → `id`, courierIds, customerIds, unitIds, warehouseIds) matches any of its
 * values; `tags` matches a delivery that carries ALL the given tags (narrowing as tags are
 * added, like the other filters); an empty list constrains nothing.
 *
 * @example
 * ```ts
 * const rows = dataset.filter(matchesFilters({ status: [4], tags: ['fragile', 'express'] }));
 * ```
 */
export function matchesFilters(filters: DeliveryFilters = {}): DeliveryTest {
  const tests: DeliveryTest[] = [
    ...rangeTest('insertTime', filters.insertFrom, filters.insertTo),
    ...rangeTest('requestedTime', filters.requestedFrom, filters.requestedTo),
  ];
  for (const [key, field] of idListFields) {
    const wanted = filters[key];
    if (wanted === undefined || wanted.length === 0) continue;
    const set = new Set(wanted);
    tests.push((delivery) => set.has(delivery[field]));
  }
  const tags = filters.tags ?? [];
  if (tags.length > 0) tests.push((delivery) => tags.every((tag) => delivery.tags.includes(tag)));
  if (filters.advancedFilters !== undefined && filters.advancedFilters.length > 0) {
    tests.push(matchesAdvancedFilters(filters.advancedFilters));
  }
  return (delivery) => tests.every((test) => test(delivery));
}
