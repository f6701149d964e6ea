import { deliveryFilterKeys } from '../api/types';
import type { DeliveriesFilterState } from './queryState';

// Apart from `queryState`: only the filters' checks and links (on demand) walk the keys.

/**
 * The keys of {@link DeliveriesFilterState} in the request's order, the status exclusion beside
 * the status: equal filters written in this order are equal states.
 *
 * @example
 * ```ts
 * filterStateKeys.indexOf('excludedStatus') === filterStateKeys.indexOf('status') + 1; // true
 * ```
 */
export const filterStateKeys: readonly (keyof DeliveriesFilterState)[] = deliveryFilterKeys.flatMap(
  (key) => (key === 'status' ? [key, 'excludedStatus' as const] : [key]),
);
