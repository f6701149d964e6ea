import type { Delivery } from '../../api/types';

/**
 * Whether two rows under one key are one delivery: inserted at the same moment too. A refresh
 * may change its other fields (repacked, delivered); another delivery a page sends under a
 * repeated code was inserted at another.
 *
 * @example
 * ```ts
 * sameDelivery(held, shown); // true for the ticked delivery repacked since, false for a twin
 * ```
 */
export function sameDelivery(a: Delivery | undefined, b: Delivery | undefined): boolean {
  if (a === b) return true;
  if (!a || !b) return false;
  // The moment, however written: `…10:00:00Z`, `…10:00:00.000Z` and `…11:00:00+01:00` are one.
  const [at, bt] = [Date.parse(a.insertTime), Date.parse(b.insertTime)];
  return Number.isNaN(at) ? a.insertTime === b.insertTime : at === bt;
}
