import {
  useCallback,
  useLayoutEffect,
  useRef,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import type { Row } from '@tanstack/react-table';
import type { Delivery } from '../api/types';
import { cx } from './cx';
import type { DeliveriesTableFeatures } from './columns';
import { DeliveriesTableRow, type DeliveriesTableRowProps } from './DeliveriesTableRow';
import { useVirtualRows } from './lazyVirtualRows';
import { rowIndexOf, targetRowIndex } from './rowNavigation';
import type { DeliveriesReactTable } from './useDeliveriesTable';

/** What the body shows: placeholders on first load, the rows, the empty state, or nothing. */
export type DeliveriesTableBodyContent = 'skeleton' | 'rows' | 'empty' | 'nothing';

/** What both ways of drawing rows need. */
export interface DeliveriesTableRowsProps {
  rows: readonly Row<DeliveriesTableFeatures, Delivery>[];
  columns: DeliveriesTableRowProps['columns'];
  clickable: boolean;
  onActivate: (delivery: Delivery) => void;
  refreshing: boolean;
  rowClassName?: string | undefined;
  cellClassName?: string | undefined;
}

/**
 * The rows of the grid. Clickable rows are focusable, react to Enter and Space like buttons,
 * and arrow, Page and Home/End keys move between them. Pages longer than `virtualizeAbove`
 * draw only the rows in view of `scrollRef`.
 */
export function DeliveriesTableBody({
  table,
  content,
  refreshing,
  skeletonRowCount,
  empty,
  onRowClick,
  virtualizeAbove,
  estimatedRowHeight,
  scrollRef,
  rowClassName,
  cellClassName,
}: {
  table: DeliveriesReactTable;
  content: DeliveriesTableBodyContent;
  refreshing: boolean;
  skeletonRowCount: number;
  empty: ReactNode;
  onRowClick?: ((delivery: Delivery) => void) | undefined;
  virtualizeAbove: number;
  estimatedRowHeight: number;
  scrollRef: RefObject<HTMLElement | null>;
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
  const rows = table.getRowModel().rows;
  const VirtualRows = useVirtualRows(content === 'rows' && rows.length > virtualizeAbove);

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

  const rowsProps: DeliveriesTableRowsProps = {
    rows,
    columns: table.options.columns,
    clickable: onRowClick !== undefined,
    onActivate: activateRow,
    refreshing,
    rowClassName,
    cellClassName,
  };
  if (rows.length <= virtualizeAbove || VirtualRows === 'failed') {
    return <DeliveriesTablePlainRows {...rowsProps} />;
  }
  // Until the virtualized body's chunk is there (it is preloaded for long page sizes), the
  // first rows show as a short page would.
  if (!VirtualRows) {
    return <DeliveriesTablePlainRows {...rowsProps} rows={rows.slice(0, virtualizeAbove)} />;
  }
  return (
    // The module's own export, the same function every render: nothing is created here.
    // eslint-disable-next-line react-hooks/static-components
    <VirtualRows
      {...rowsProps}
      columnCount={columns.length}
      estimatedRowHeight={estimatedRowHeight}
      scrollRef={scrollRef}
    />
  );
}

// Named for React DevTools and for the benchmark's render counter; minifiers keep strings.
DeliveriesTableBody.displayName = 'DeliveriesTableBody';

/** Every row in the document: find-in-page and printing see the whole page. */
function DeliveriesTablePlainRows({ rows, refreshing, ...rowProps }: DeliveriesTableRowsProps) {
  const onKeyDown = (event: KeyboardEvent<HTMLTableSectionElement>) => {
    const from = rowIndexOf(event.target);
    if (from === null) return;
    const to = targetRowIndex(event.key, from, rows.length, 10);
    if (to === null) return;
    event.preventDefault();
    event.currentTarget.querySelector<HTMLElement>(`tr[data-index="${to}"]`)?.focus();
  };
  return (
    <tbody
      className="dt-tbody"
      data-state={refreshing ? 'refreshing' : 'idle'}
      onKeyDown={rowProps.clickable ? onKeyDown : undefined}
    >
      {rows.map((row, index) => (
        <DeliveriesTableRow key={row.id} row={row} index={index} {...rowProps} />
      ))}
    </tbody>
  );
}
