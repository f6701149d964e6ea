import { createElement, useId, useRef, type ReactNode } from 'react';
import type { Header } from '@tanstack/react-table';
import { ColumnResizeHandle } from './columns/ColumnResizeHandle';
import type { Delivery, SortOrder } from '../api/types';
import type { DeliveriesTableFeatures } from '../grid/columns/columnDefs';
import { cx } from '../shared/cx';
import type { ColumnPin } from './columns/pinOffsets';

const ariaSortOf = { asc: 'ascending', desc: 'descending' } as const;

/**
 * A `columnheader` cell. A sortable one holds a button named by its label, which cycles
 * ascending, descending, none; the cell carries `aria-sort`.
 */
export function DeliveriesTableColumnHeader({
  header,
  width,
  resizeLabel,
  onResize,
  className,
  pin,
  menu,
  onSort,
  sorted,
}: {
  /** The column's sort now (`grid.columns.headers[i].sorted`); `null` when it cannot sort. */
  sorted: SortOrder | false | null;
  /** Where it sticks while the rest scroll sideways, when pinned. */
  pin?: ColumnPin | undefined;
  /** The "Column options for …" menu button. */
  menu?: ReactNode;
  /** Sorts by this column, next in the one cycle the model keeps (`actions.toggleSort`). */
  onSort: (columnId: string) => void;
  header: Header<DeliveriesTableFeatures, Delivery, unknown>;
  /** The width a person set; `undefined` sizes to content. */
  width: number | undefined;
  /** Name of the resize handle; without `onResize` there is none. */
  resizeLabel: string;
  onResize?: ((columnId: string, width: number) => void) | undefined;
  className?: string | undefined;
}) {
  const { column } = header;
  const cellRef = useRef<HTMLTableCellElement>(null);
  const labelId = useId();
  const align = column.columnDef.meta?.align ?? 'start';
  const sortable = sorted !== null;
  const direction = sorted ?? false;
  const { header: text } = column.columnDef;
  // A host's header node comes wrapped in a function (columnDefs.ts), drawn as a component.
  const label = typeof text === 'string' ? text : text && createElement(text);
  return (
    <th
      ref={cellRef}
      scope="col"
      className={cx('dt-th', className)}
      data-align={align}
      data-sorted={direction || undefined}
      data-pin={pin?.side}
      data-pin-edge={pin?.edge && pin.side}
      style={pin?.style}
      aria-sort={sortable ? (direction ? ariaSortOf[direction] : 'none') : undefined}
      // Named by its label alone: the resize handle inside would add "Resize …" to the name.
      aria-labelledby={labelId}
    >
      {sortable ? (
        <button type="button" className="dt-sort-button" onClick={() => onSort(column.id)}>
          <span className="dt-th-label" id={labelId}>
            {label}
          </span>
          {/* Arrows for sighted users (the state is `aria-sort`), drawn by the stylesheet: nine
              SVG icons cost the first frame about 6 ms. A span, not a component of its own. */}
          <span className="dt-sort-icon" data-direction={direction || 'none'} aria-hidden="true" />
        </button>
      ) : (
        <span className="dt-th-label" id={labelId}>
          {label}
        </span>
      )}
      {menu}
      {onResize && (
        <ColumnResizeHandle
          label={resizeLabel}
          width={width}
          measure={() => cellRef.current?.getBoundingClientRect().width ?? 0}
          onResize={(next) => onResize(column.id, next)}
        />
      )}
    </th>
  );
}
