import { useMemo, type ReactNode } from 'react';
import {
  createColumnHelper,
  metaHelper,
  rowPaginationFeature,
  rowSortingFeature,
  tableFeatures,
} from '@tanstack/react-table';
import { deliveryFieldKinds } from '../api/deliverySchema';
import type { Delivery, DeliveryField } from '../api/types';
import { renderDefaultCell } from './cells';
import { HostCell } from './DeliveriesTableBodyBoundary';
import type { DeliveryFormatters } from './formatters';
import type { DeliveriesTableMessages } from './messages';
import { sortKeyOf } from './tableStateMapping';
import { columnLabelOf } from '../state/columns/columnLabel';
import type { DeliveryColumn, StatusOption } from './types';

/** What the grid's parts read from a column besides react-table's own options. */
export interface DeliveryColumnMeta {
  align: 'start' | 'end';
  /**
   * `auto` for text: the cell takes the direction of its first strong letter, so a Hebrew or
   * Arabic name reads right to left. One attribute on the cell, not an isolating element in it.
   */
  dir: 'auto' | undefined;
  /**
   * A cell's content, called straight from the row: no cell objects, no extra component. A
   * host's cell is keyed by `deliveryKey`, so its state never passes to another delivery.
   */
  render: (delivery: Delivery, deliveryKey: string) => ReactNode;
}

/** Sorting and paging only; both are done by the server (`manualSorting`, `manualPagination`). */
export const deliveriesTableFeatures = tableFeatures({
  rowSortingFeature,
  rowPaginationFeature,
  columnMeta: metaHelper<DeliveryColumnMeta>(),
});

export type DeliveriesTableFeatures = typeof deliveriesTableFeatures;

const columnHelper = createColumnHelper<DeliveriesTableFeatures, Delivery>();

const quantityFields = new Set(['duQty', 'palletQty']);

/** The contract's text fields, and any field beyond it (shown as its text). */
function isTextField(id: string): boolean {
  return (
    !Object.hasOwn(deliveryFieldKinds, id) || deliveryFieldKinds[id as DeliveryField] === 'string'
  );
}

/** react-table column definitions for the grid's columns, rebuilt when an input changes. */
export function useDeliveryColumnDefs(
  columns: readonly DeliveryColumn[],
  formatters: DeliveryFormatters,
  statusOptions: readonly StatusOption[],
  messages: DeliveriesTableMessages,
) {
  const { columnHeaders } = messages;
  return useMemo(
    () =>
      columns.map((column) => {
        const header = column.header ?? columnHeaders[column.id] ?? column.id;
        // What a failure message calls the column.
        const label = columnLabelOf(column, columnHeaders);
        const hostCell = column.cell;
        const render = (delivery: Delivery, deliveryKey: string) =>
          hostCell ? (
            <HostCell key={deliveryKey} columnLabel={label} render={hostCell} delivery={delivery} />
          ) : (
            renderDefaultCell(column.id, delivery, formatters, statusOptions)
          );
        return columnHelper.accessor((delivery) => delivery[column.id], {
          id: column.id,
          header: () => header,
          enableSorting: sortKeyOf(column) !== null,
          meta: {
            align: column.align ?? (quantityFields.has(column.id) ? 'end' : 'start'),
            dir: !hostCell && isTextField(column.id) ? 'auto' : undefined,
            render,
          },
        });
      }),
    [columns, columnHeaders, formatters, statusOptions],
  );
}
