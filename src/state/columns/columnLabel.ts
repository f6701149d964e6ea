import type { DeliveryColumn } from './deliveryColumn';

/** The English headers of the nine Delivery fields, keyed by column id. */
export const defaultColumnHeaders: Readonly<Record<string, string>> = {
  code: 'Code',
  tenantName: 'Tenant',
  courierCode: 'Courier',
  warehouseName: 'Warehouse',
  customerBusinessPartnerName: 'Customer',
  duQty: 'DU qty',
  palletQty: 'Pallets',
  status: 'Status',
  insertTime: 'Inserted',
};

/**
 * A column's header as text: its own `header` when that is text, else its entry in
 * `columnHeaders`, else its id.
 *
 * @example
 * ```ts
 * columnLabelOf({ id: 'duQty' }, defaultColumnHeaders); // 'DU qty'
 * ```
 */
export function columnLabelOf(
  column: Pick<DeliveryColumn, 'id' | 'header'>,
  columnHeaders: Partial<Record<string, string>>,
): string {
  return typeof column.header === 'string'
    ? column.header
    : // Own entries only: a column `toString` is not named by the prototype's function.
      ((Object.hasOwn(columnHeaders, column.id) ? columnHeaders[column.id] : undefined) ??
        column.id);
}
