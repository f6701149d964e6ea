import type { DeliveryField } from '../api/types';

/**
 * The `orderBy.key`s of the default columns: the nine Delivery fields in the order the grid
 * shows them, each column sorting on its own field. The sort a state may hold when the host
 * names no `sortKeys` of its own.
 *
 * @example
 * ```ts
 * defaultSortKeys.includes('insertTime'); // true
 * ```
 */
export const defaultSortKeys = [
  'code',
  'tenantName',
  'courierCode',
  'warehouseName',
  'customerBusinessPartnerName',
  'duQty',
  'palletQty',
  'status',
  'insertTime',
] as const satisfies readonly DeliveryField[];
