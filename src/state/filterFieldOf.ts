import type { DeliveryFilters } from '../api/types';
import { filterFields, type FilterField } from './filterFields';

// Apart from the registry: only checks and words that come on demand look a field up.

/**
 * The registry's entry of one field.
 *
 * @example
 * ```ts
 * filterFieldOf('insertTo').edge; // 'end'
 * ```
 */
export function filterFieldOf<K extends keyof DeliveryFilters>(
  id: K,
): Extract<FilterField, { id: K }> {
  return filterFields.find((field) => field.id === id) as unknown as Extract<
    FilterField,
    { id: K }
  >;
}
