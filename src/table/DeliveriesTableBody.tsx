import type { KeyboardEvent, ReactNode } from 'react';
import type { Delivery } from '../api/types';
import { cx } from './cx';
import type { DeliveriesReactTable } from './useDeliveriesTable';

/** What the body shows: placeholders on first load, the rows, the empty state, or nothing. */
export type DeliveriesTableBodyContent = 'skeleton' | 'rows' | 'empty' | 'nothing';

/**
 * The rows of the grid. Clickable rows are focusable and react to Enter and Space like buttons.
 */
export function DeliveriesTableBody({
  table,
  content,
  refreshing,
  skeletonRowCount,
  empty,
  onRowClick,
  rowClassName,
  cellClassName,
}: {
  table: DeliveriesReactTable;
  content: DeliveriesTableBodyContent;
  refreshing: boolean;
  skeletonRowCount: number;
  empty: ReactNode;
  onRowClick?: ((delivery: Delivery) => void) | undefined;
  rowClassName?: string | undefined;
  cellClassName?: string | undefined;
}) {
  const columns = table.getAllLeafColumns();

  if (content === 'skeleton') {
    return (
      <tbody className="dt-tbody" data-state="loading" aria-hidden="true">
        {Array.from({ length: skeletonRowCount }, (_, rowIndex) => (
          <tr key={rowIndex} className={cx('dt-row', 'dt-skeleton-row', rowClassName)}>
            {columns.map((column) => (
              <td
                key={column.id}
                className={cx('dt-td', cellClassName)}
                data-align={column.columnDef.meta?.align}
              >
                <span className="dt-skeleton" />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    );
  }

  if (content === 'empty' || content === 'nothing') {
    return (
      <tbody className="dt-tbody" data-state={refreshing ? 'refreshing' : 'idle'}>
        {content === 'empty' && (
          <tr className="dt-empty-row">
            <td className="dt-empty" colSpan={columns.length}>
              {empty}
            </td>
          </tr>
        )}
      </tbody>
    );
  }

  const activate = onRowClick
    ? (delivery: Delivery) => (event: KeyboardEvent<HTMLTableRowElement>) => {
        // Keys pressed on a control inside a custom cell belong to that control.
        if (event.target !== event.currentTarget) return;
        if (event.key !== 'Enter' && event.key !== ' ') return;
        event.preventDefault();
        onRowClick(delivery);
      }
    : undefined;

  return (
    <tbody className="dt-tbody" data-state={refreshing ? 'refreshing' : 'idle'}>
      {table.getRowModel().rows.map((row) => (
        <tr
          key={row.id}
          className={cx('dt-row', rowClassName)}
          data-clickable={onRowClick ? 'true' : undefined}
          tabIndex={onRowClick ? 0 : undefined}
          onClick={onRowClick ? () => onRowClick(row.original) : undefined}
          onKeyDown={activate?.(row.original)}
        >
          {row.getAllCells().map((cell) => (
            <td
              key={cell.id}
              className={cx('dt-td', cellClassName)}
              data-align={cell.column.columnDef.meta?.align}
            >
              <table.FlexRender cell={cell} />
            </td>
          ))}
        </tr>
      ))}
    </tbody>
  );
}
