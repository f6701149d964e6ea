import { memo, type KeyboardEvent, type Ref } from 'react';
import { FlexRender, type Row } from '@tanstack/react-table';
import type { Delivery } from '../api/types';
import { cx } from './cx';
import type { DeliveriesTableFeatures } from './columns';

export interface DeliveriesTableRowProps {
  row: Row<DeliveriesTableFeatures, Delivery>;
  /** Position in the page, from 0: `aria-rowindex` counts the header row as 1. */
  index: number;
  /** Not read here: a new column set must render the row again even when its data is the same. */
  columns: unknown;
  clickable: boolean;
  onActivate: (delivery: Delivery) => void;
  /** The virtualizer's measuring ref, when rows are virtualized. */
  measureRef?: Ref<HTMLTableRowElement> | undefined;
  rowClassName?: string | undefined;
  cellClassName?: string | undefined;
}

/**
 * One row. Memoized: a sort or page click re-renders the grid while the previous rows stay on
 * screen, and re-drawing a page of unchanged rows would stall that click.
 */
export const DeliveriesTableRow = memo(function DeliveriesTableRow(props: DeliveriesTableRowProps) {
  const { row, index, clickable, onActivate, measureRef, rowClassName, cellClassName } = props;
  const onKeyDown = (event: KeyboardEvent<HTMLTableRowElement>) => {
    // Keys pressed on a control inside a custom cell belong to that control.
    if (event.target !== event.currentTarget) return;
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    onActivate(row.original);
  };
  return (
    <tr
      ref={measureRef}
      className={cx('dt-row', rowClassName)}
      aria-rowindex={index + 2}
      data-index={index}
      // Stripes by position in the page: virtualized rows are not every nth child of the body.
      data-parity={index % 2 === 0 ? 'odd' : 'even'}
      data-clickable={clickable ? 'true' : undefined}
      tabIndex={clickable ? 0 : undefined}
      onClick={clickable ? () => onActivate(row.original) : undefined}
      onKeyDown={clickable ? onKeyDown : undefined}
    >
      {row.getAllCells().map((cell) => (
        <td
          key={cell.id}
          className={cx('dt-td', cellClassName)}
          // Only the exception is written: a thousand cells carry one attribute fewer.
          data-align={cell.column.columnDef.meta?.align === 'end' ? 'end' : undefined}
        >
          <FlexRender cell={cell} />
        </td>
      ))}
    </tr>
  );
});
