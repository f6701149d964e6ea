import {
  memo,
  useCallback,
  useLayoutEffect,
  useRef,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { FlexRender, type Row } from '@tanstack/react-table';
import type { Delivery } from '../api/types';
import { cx } from './cx';
import type { DeliveriesTableFeatures } from './columns';
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
  // A stable callback keeps the memoized rows from re-rendering for a host's inline onRowClick.
  const latestOnRowClick = useRef(onRowClick);
  useLayoutEffect(() => {
    latestOnRowClick.current = onRowClick;
  });
  const activateRow = useCallback((delivery: Delivery) => latestOnRowClick.current?.(delivery), []);

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

  return (
    <tbody className="dt-tbody" data-state={refreshing ? 'refreshing' : 'idle'}>
      {table.getRowModel().rows.map((row) => (
        <DeliveriesTableRow
          key={row.id}
          row={row}
          columns={table.options.columns}
          clickable={onRowClick !== undefined}
          onActivate={activateRow}
          rowClassName={rowClassName}
          cellClassName={cellClassName}
        />
      ))}
    </tbody>
  );
}

interface DeliveriesTableRowProps {
  row: Row<DeliveriesTableFeatures, Delivery>;
  /** Not read here: a new column set must render the row again even when its data is the same. */
  columns: unknown;
  clickable: boolean;
  onActivate: (delivery: Delivery) => void;
  rowClassName?: string | undefined;
  cellClassName?: string | undefined;
}

/**
 * One row. Memoized: a sort or page click re-renders the grid while the previous rows stay on
 * screen, and re-drawing up to `maxRenderedRows` unchanged rows would stall that click.
 */
const DeliveriesTableRow = memo(function DeliveriesTableRow(props: DeliveriesTableRowProps) {
  const { row, clickable, onActivate, rowClassName, cellClassName } = props;
  const onKeyDown = (event: KeyboardEvent<HTMLTableRowElement>) => {
    // Keys pressed on a control inside a custom cell belong to that control.
    if (event.target !== event.currentTarget) return;
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    onActivate(row.original);
  };
  return (
    <tr
      className={cx('dt-row', rowClassName)}
      data-clickable={clickable ? 'true' : undefined}
      tabIndex={clickable ? 0 : undefined}
      onClick={clickable ? () => onActivate(row.original) : undefined}
      onKeyDown={clickable ? onKeyDown : undefined}
    >
      {row.getAllCells().map((cell) => (
        <td
          key={cell.id}
          className={cx('dt-td', cellClassName)}
          data-align={cell.column.columnDef.meta?.align}
        >
          <FlexRender cell={cell} />
        </td>
      ))}
    </tr>
  );
});
