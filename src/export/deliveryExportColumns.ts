import { columnLabelOf } from '../state/columns/columnLabel';
import type { DeliveryColumn } from '../state/columns/deliveryColumn';
import type { DeliveryExportColumn } from './toDeliveriesCsv';

/**
 * The export columns of the grid's columns: same ids, same order, each labelled with its text
 * `header`, else its entry in `columnHeaders` (the grid's `messages.columnHeaders`), else its id.
 * A header that is not text (an icon, markup) falls back the same way, as the grid's own error
 * messages do.
 *
 * @example
 * ```ts
 * toDeliveryExportColumns(
 *   [{ id: 'code' }, { id: 'region', header: 'Region' }, { id: 'duQty', header: <b>Qty</b> }],
 *   { code: 'Code', duQty: 'DU qty' },
 * );
 * // [{ id: 'code', label: 'Code' }, { id: 'region', label: 'Region' }, { id: 'duQty', label: 'DU qty' }]
 * ```
 */
export function toDeliveryExportColumns(
  columns: readonly Pick<DeliveryColumn, 'id' | 'header'>[],
  columnHeaders: Partial<Record<string, string>> = {},
): DeliveryExportColumn[] {
  return columns.map((column) => ({ id: column.id, label: columnLabelOf(column, columnHeaders) }));
}
