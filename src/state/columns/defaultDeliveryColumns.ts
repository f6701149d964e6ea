import { defaultSortKeys } from '../defaultSortKeys';
import type { DeliveryColumn } from './deliveryColumn';

// Counts line up at the end, as numbers do.
const countFields = new Set<string>(['duQty', 'palletQty']);

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
export const defaultDeliveryColumns: readonly DeliveryColumn[] = defaultSortKeys.map((id) =>
  countFields.has(id) ? { id, align: 'end' } : { id },
);
