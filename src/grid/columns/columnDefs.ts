import { metaHelper, tableFeatures, type AccessorFnColumnDef } from '@tanstack/react-table';
import { deliveryFieldKinds } from '../../api/deliveryShape';
import { fieldOf } from '../../api/fieldOf';
import { pinOf } from '../../state/arrangeColumns';
import type { DeliveriesColumnSettings } from '../../state/columnSettings';
import type { Delivery, DeliveryField, OrderBy, SortOrder } from '../../api/types';
import { columnLabelOf } from '../../state/columns/columnLabel';
import { sortKeyOf } from '../../state/columns/sortKey';
import type { DeliveryColumn } from '../../state/columns/deliveryColumn';

/** What the grid's parts read from a column besides react-table's own options. */
export interface DeliveryColumnMeta {
  align: 'start' | 'end';
  /**
   * `auto` for text: the cell takes the direction of its first strong letter, so a Hebrew or
   * Arabic name reads right to left. One attribute on the cell, not an isolating element in it.
   */
  dir: 'auto' | undefined;
}

/** Columns and headers only: the server sorts and pages, and the model holds both. */
export const deliveriesTableFeatures = tableFeatures({
  columnMeta: metaHelper<DeliveryColumnMeta>(),
});

export type DeliveriesTableFeatures = typeof deliveriesTableFeatures;

const quantityFields = new Set(['duQty', 'palletQty']);

/** The contract's text fields, and any field beyond it (shown as its text). */
function isTextField(id: string): boolean {
  return (
    !Object.hasOwn(deliveryFieldKinds, id) || deliveryFieldKinds[id as DeliveryField] === 'string'
  );
}

/**
 * How a column's cells sit: numbers at the end, text in its own direction.
 *
 * @example
 * ```ts
 * columnMetaOf({ id: 'duQty' }); // { align: 'end', dir: undefined }
 * ```
 */
export function columnMetaOf(column: DeliveryColumn): DeliveryColumnMeta {
  return {
    align: column.align ?? (quantityFields.has(column.id) ? 'end' : 'start'),
    dir: !column.cell && isTextField(column.id) ? 'auto' : undefined,
  };
}

/**
 * react-table column definitions of the shown columns: header text, sortability, alignment and
 * direction. No markup: the parts draw the cells.
 *
 * @example
 * ```ts
 * toColumnDefs([{ id: 'code' }], { code: 'Code' })[0].id; // 'code'
 * ```
 */
export function toColumnDefs(
  columns: readonly DeliveryColumn[],
  columnHeaders: Partial<Record<string, string>>,
) {
  return columns.map((column): AccessorFnColumnDef<DeliveriesTableFeatures, Delivery, unknown> => {
    const header = column.header ?? columnLabelOf(column, columnHeaders);
    // As react-table's column helper writes one, without the helper in the first load.
    return {
      id: column.id,
      // Text as text: a function would be a component of its own in each header cell.
      header: typeof header === 'string' ? header : () => header,
      meta: columnMetaOf(column),
      // Own fields only: a column `constructor` reads no function off the prototype.
      accessorFn: (delivery) => fieldOf(delivery, column.id),
    };
  });
}

export type DeliveryColumnDefs = ReturnType<typeof toColumnDefs>;

/**
 * The shown columns' headers for any markup: label, sortability, the sort now, alignment.
 *
 * @example
 * ```ts
 * headersOf([{ id: 'code' }], { key: 'code', order: 'asc' }, { code: 'Code' })[0].sorted; // 'asc'
 * ```
 */
export function headersOf(
  columns: readonly DeliveryColumn[],
  orderBy: OrderBy | null,
  columnHeaders: Partial<Record<string, string>>,
  pinned: DeliveriesColumnSettings['pinned'] = {},
) {
  return columns.map((column) => {
    const key = sortKeyOf(column);
    return {
      column,
      label: columnLabelOf(column, columnHeaders),
      canSort: key !== null,
      sorted: (key !== null && orderBy?.key === key ? orderBy.order : false) as SortOrder | false,
      align: columnMetaOf(column).align,
      pinned: pinOf(pinned, column.id) ?? (false as const),
    };
  });
}
