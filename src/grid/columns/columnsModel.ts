import type { Delivery } from '../../api/types';
import type { DeliveriesColumnSettings } from '../../state/columnSettings';
import type { DeliveryColumn } from '../../state/columns/deliveryColumn';
import type { StateUpdate } from '../../shared/useControllableState';

/**
 * A shown column's header as any markup draws it.
 *
 * @example
 * ```tsx
 * grid.columns.headers.map((header) => (
 *   <th key={header.column.id}>
 *     <button onClick={() => grid.sorting.actions.toggleSort(header.column.id)}>{header.label}</button>
 *   </th>
 * ));
 * ```
 */
export interface DeliveriesGridHeader {
  column: DeliveryColumn;
  /** The header's text (the column's `header`, else `messages.table.columnHeaders`). */
  label: string;
  canSort: boolean;
  /** The column's sort now; pass the column's id to `sorting.actions.toggleSort` to change it. */
  sorted: 'asc' | 'desc' | false;
  align: 'start' | 'end';
  /** The edge it is pinned to (`columns.settings.pinned`), else `false`. */
  pinned: 'start' | 'end' | false;
}

/**
 * The columns: which are shown and how (order, widths, pins), their headers and cell text.
 *
 * @example
 * ```tsx
 * grid.rows?.map((delivery) => (
 *   <tr key={grid.rowKeyOf(delivery)}>
 *     {grid.columns.shown.map((column) => <td key={column.id}>{grid.columns.cellText(delivery, column.id)}</td>)}
 *   </tr>
 * ));
 * ```
 */
export interface DeliveriesGridColumns {
  /** The shown columns, in order. */
  shown: readonly DeliveryColumn[];
  /** The shown columns' headers: label, sortability and sort. */
  headers: readonly DeliveriesGridHeader[];
  /** Every column the grid knows, in the host's order. */
  all: readonly DeliveryColumn[];
  /** Order, hidden columns, widths and pins, checked. */
  settings: DeliveriesColumnSettings;
  /** Widths of the shown columns once a person has set one, else `null` (natural widths). */
  fixedWidths: number[] | null;
  /** A delivery's value in a column in words, as the default cells show it. */
  cellText: (delivery: Delivery, columnId: string) => string;
  /** Stable. */
  actions: {
    setColumnSettings: (update: StateUpdate<DeliveriesColumnSettings>) => void;
    /**
     * Sets a column's width, kept within 48–800 px. Until one is set, columns size to their
     * content: pass the shown columns' widths on screen (in order) so the first resize keeps
     * the others where they are. A width that is no number (`NaN`) changes nothing, and the
     * notices name it until the next change.
     */
    resizeColumn: (columnId: string, width: number, widthsOnScreen?: readonly number[]) => void;
  };
}
