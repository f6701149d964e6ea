import { memo } from 'react';
import type { Delivery } from '../api/types';
import { cx } from '../shared/cx';
import type { RowColumn } from './columns';
import { rowActivation } from './rowActivation';

export interface DeliveriesTableRowProps {
  delivery: Delivery;
  /** The row's key (`grid.rowKeys`): a custom cell's state belongs to it, not to the position. */
  deliveryKey: string;
  /** Position in the page, from 0: `aria-rowindex` counts the header row as 1. */
  index: number;
  /** The shown columns: a new set renders the row again even with the same data. */
  columns: readonly RowColumn[];
  clickable: boolean;
  onActivate: (delivery: Delivery) => void;
  /** Space toggles the row's selection (Shift+Space extends it); Enter still activates. */
  selectable: boolean;
  onSelect: (delivery: Delivery, extend: boolean) => void;
  /** Rows take focus; `useRovingRows` puts one of them in the tab order. */
  roving: boolean;
  /** What the last refresh did to this delivery: brought it, or changed it. */
  change?: 'new' | 'changed' | undefined;
  /** The fields the last refresh changed (`changes.changedFields`): their cells are marked. */
  changedFields?: ReadonlySet<string> | undefined;
  /** Its details are open: the row is the current one (`aria-current`). */
  open?: boolean | undefined;
  /** The mark a new row shows before its first value ("New"). */
  newLabel?: string | undefined;
  rowClassName?: string | undefined;
  cellClassName?: string | undefined;
}

/**
 * One row. Memoized: a sort or page click re-renders the grid while the previous rows stay on
 * screen, and re-drawing a page of unchanged rows would stall that click. Keyed by position:
 * another delivery in the same place updates the row's text instead of building it again.
 */
export const DeliveriesTableRow = memo(function DeliveriesTableRow(props: DeliveriesTableRowProps) {
  const {
    delivery,
    deliveryKey,
    index,
    columns,
    clickable,
    onActivate,
    selectable,
    onSelect,
    roving,
    change,
    changedFields,
    open,
    newLabel,
    rowClassName,
    cellClassName,
  } = props;
  // The first column of delivery data carries the "New" mark (not the checkbox column).
  const marked = change === 'new' ? columns.find((column) => !column.kind) : undefined;
  // Once per row, not per cell: a long page has ten cells for each row.
  const tdClassName = cx('dt-td', cellClassName);
  return (
    <tr
      className={cx('dt-row', rowClassName)}
      aria-rowindex={index + 2}
      data-index={index}
      // Stripes by position in the page: virtualized rows are not every nth child of the body.
      data-parity={index % 2 === 0 ? 'odd' : 'even'}
      data-key={deliveryKey}
      data-clickable={clickable ? 'true' : undefined}
      data-change={change}
      aria-current={open ? 'true' : undefined}
      tabIndex={roving ? -1 : undefined}
      {...rowActivation(delivery, clickable, selectable, onActivate, onSelect)}
    >
      {columns.map((column) => (
        <td
          key={column.id}
          className={tdClassName}
          // Only the exception is written: a thousand cells carry one attribute fewer.
          data-align={column.align === 'end' ? 'end' : undefined}
          data-kind={column.kind}
          aria-hidden={column.kind === 'filler' || undefined}
          data-new={column === marked ? newLabel : undefined}
          data-changed={changedFields?.has(column.id) ? '' : undefined}
          data-pin={column.pin?.side}
          data-pin-edge={column.pin?.edge && column.pin.side}
          style={column.pin?.style}
          dir={column.dir}
        >
          {column === marked ? (
            // The badge gives way before the value does: "New" never cuts the code short.
            <span className="dt-new-mark" data-new={newLabel}>
              {column.render(delivery, deliveryKey)}
            </span>
          ) : (
            column.render(delivery, deliveryKey)
          )}
        </td>
      ))}
    </tr>
  );
});
