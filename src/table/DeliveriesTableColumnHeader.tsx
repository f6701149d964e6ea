import type { Header } from '@tanstack/react-table';
import type { Delivery } from '../api/types';
import type { DeliveriesTableFeatures } from './columns';
import { cx } from './cx';
import type { DeliveriesReactTable } from './useDeliveriesTable';

const ariaSortOf = { asc: 'ascending', desc: 'descending' } as const;

/** Arrows drawn for sighted users; the state itself is `aria-sort` on the header cell. */
function SortIndicator({ direction }: { direction: false | 'asc' | 'desc' }) {
  return (
    <svg
      className="dt-icon dt-sort-icon"
      data-direction={direction || 'none'}
      viewBox="0 0 12 12"
      aria-hidden="true"
      focusable="false"
    >
      <path className="dt-sort-up" d="M6 2 9.5 5.5h-7z" />
      <path className="dt-sort-down" d="M6 10 2.5 6.5h7z" />
    </svg>
  );
}

/**
 * A `columnheader` cell. A sortable one holds a button named by its label, which cycles
 * ascending, descending, none; the cell carries `aria-sort`.
 */
export function DeliveriesTableColumnHeader({
  table,
  header,
  className,
}: {
  table: DeliveriesReactTable;
  header: Header<DeliveriesTableFeatures, Delivery, unknown>;
  className?: string | undefined;
}) {
  const { column } = header;
  const align = column.columnDef.meta?.align ?? 'start';
  if (!column.getCanSort()) {
    return (
      <th scope="col" className={cx('dt-th', className)} data-align={align}>
        <table.FlexRender header={header} />
      </th>
    );
  }
  const direction = column.getIsSorted();
  return (
    <th
      scope="col"
      className={cx('dt-th', className)}
      data-align={align}
      data-sorted={direction || undefined}
      aria-sort={direction ? ariaSortOf[direction] : 'none'}
    >
      <button type="button" className="dt-sort-button" onClick={column.getToggleSortingHandler()}>
        <span className="dt-th-label">
          <table.FlexRender header={header} />
        </span>
        <SortIndicator direction={direction} />
      </button>
    </th>
  );
}
