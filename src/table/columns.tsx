import { useMemo, type ReactNode } from 'react';
import type { Delivery } from '../api/types';
import type { DeliveryFormatters } from '../state/formatters';
import { columnLabelOf } from '../state/columns/columnLabel';
import type { DeliveryColumn } from '../state/columns/deliveryColumn';
import type { StatusOption } from '../state/statusOptions';
import { columnMetaOf } from '../grid/columns/columnDefs';
import type { DeliveriesTableMessages } from '../grid/messages';
import { renderDefaultCell } from './cells';
import { HostCell } from './DeliveriesTableBodyBoundary';
import type { ColumnPin } from './columns/pinOffsets';

/** What a row needs of a column to draw its cell. */
export interface RowColumn {
  id: string;
  align: 'start' | 'end';
  dir: 'auto' | undefined;
  /**
   * A column of controls (the selection checkbox, the row actions), not of delivery data, or
   * the empty filler that takes the slack of a person's narrower widths.
   */
  kind?: 'select' | 'actions' | 'detail' | 'filler';
  /** Where it sticks while the rest scroll sideways, when pinned. */
  pin?: ColumnPin;
  /**
   * A cell's content, called straight from the row: no cell objects, no extra component. A
   * host's cell is keyed by `deliveryKey`, so its state never passes to another delivery.
   */
  render: (delivery: Delivery, deliveryKey: string) => ReactNode;
}

/** The shown columns as rows draw them, rebuilt when an input changes. */
export function useRowColumns(
  columns: readonly DeliveryColumn[],
  formatters: DeliveryFormatters,
  statusOptions: readonly StatusOption[],
  messages: DeliveriesTableMessages,
): readonly RowColumn[] {
  const { columnHeaders } = messages;
  return useMemo(
    () =>
      columns.map((column) => {
        // What a failure message calls the column.
        const label = columnLabelOf(column, columnHeaders);
        const hostCell = column.cell;
        return {
          id: column.id,
          ...columnMetaOf(column),
          render: (delivery: Delivery, deliveryKey: string) =>
            hostCell ? (
              <HostCell
                key={deliveryKey}
                columnLabel={label}
                render={hostCell}
                delivery={delivery}
              />
            ) : (
              renderDefaultCell(column.id, delivery, formatters, statusOptions)
            ),
        };
      }),
    [columns, columnHeaders, formatters, statusOptions],
  );
}
