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
  return a === b || (!!a && !!b && a.insertTime === b.insertTime);
}
