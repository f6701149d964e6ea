import type { DeliveryColumn } from './deliveryColumn';

/**
 * The `orderBy.key` a column sends, or `null` when it cannot sort.
 *
 * @example
 * ```ts
 * sortKeyOf({ id: 'customer', sortKey: 'customerBusinessPartnerName' }); // 'customerBusinessPartnerName'
 * ```
 */
export function sortKeyOf(column: DeliveryColumn): string | null {
  return column.sortKey === false ? null : (column.sortKey ?? column.id);
}
