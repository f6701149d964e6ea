import type { OrderBy } from '../api/types';
import type { MockDelivery } from './generateDeliveries';

const collator = new Intl.Collator('en', { sensitivity: 'base' });
const instantKeys: ReadonlySet<string> = new Set(['insertTime', 'requestedTime']);

type SortValue = string | number | undefined;

function compareValues(a: SortValue, b: SortValue): number {
  // Missing values go last whatever the direction, as most servers put NULLs.
  if (a === undefined || b === undefined) return a === b ? 0 : a === undefined ? 1 : -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return collator.compare(String(a), String(b));
}

function sortValueOf(delivery: MockDelivery, key: string): SortValue {
  const value = delivery[key];
  if (instantKeys.has(key) && typeof value === 'string') return Date.parse(value);
  return typeof value === 'number' || typeof value === 'string' ? value : undefined;
}

/**
 * A sorted copy by `orderBy.key` in `orderBy.order`: numbers numerically, `insertTime` and
 * `requestedTime` by instant, strings by `Intl.Collator('en', { sensitivity: 'base' })`.
 * Ties fall back to `code` ascending in both directions, so pages never swap rows between
 * requests. Without `orderBy` the dataset order is kept.
 *
 * @example
 * ```ts
 * const newestFirst = sortDeliveries(dataset, { key: 'insertTime', order: 'desc' });
 * ```
 */
export function sortDeliveries(
  deliveries: readonly MockDelivery[],
  orderBy: OrderBy | undefined,
): MockDelivery[] {
  if (orderBy === undefined) return [...deliveries];
  const direction = orderBy.order === 'desc' ? -1 : 1;
  // Decorate once so the comparator does not parse dates n log n times.
  const decorated = deliveries.map((delivery) => ({
    delivery,
    value: sortValueOf(delivery, orderBy.key),
  }));
  decorated.sort((a, b) => {
    const missing = a.value === undefined || b.value === undefined;
    const primary = compareValues(a.value, b.value) * (missing ? 1 : direction);
    if (primary !== 0) return primary;
    const codeA = a.delivery.code;
    const codeB = b.delivery.code;
    return codeA < codeB ? -1 : codeA > codeB ? 1 : 0;
  });
  return decorated.map(({ delivery }) => delivery);
}
