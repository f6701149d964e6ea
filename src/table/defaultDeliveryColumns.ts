import type { DeliveryColumn } from './types';

/**
 * The nine Delivery fields in the order the grid shows them by default: Code, Tenant, Courier,
 * Warehouse, Customer, DU qty, Pallets, Status, Inserted.
 *
 * @example
 * ```tsx
 * // Drop the tenant column and show the customer first.
 * const columns = [
 *   defaultDeliveryColumns[4]!,
 *   ...defaultDeliveryColumns.filter((c) => c.id !== 'tenantName' && c.id !== 'customerBusinessPartnerName'),
 * ];
 * <DeliveriesTable baseUrl="/gateway" columns={columns} />;
 * ```
 */
export const defaultDeliveryColumns: readonly DeliveryColumn[] = [
  { id: 'code' },
  { id: 'tenantName' },
  { id: 'courierCode' },
  { id: 'warehouseName' },
  { id: 'customerBusinessPartnerName' },
  { id: 'duQty', align: 'end' },
  { id: 'palletQty', align: 'end' },
  { id: 'status' },
  { id: 'insertTime' },
];
