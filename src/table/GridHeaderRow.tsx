import { memo, useCallback, useMemo, useRef, type ComponentType } from 'react';
import { shallowEqual } from '../shared/useStoreSelector';
import type { SelectionParts } from './selection/lazySelection';
import { headerMenus } from './columns/headerMenus';
import { useOnDemandModule } from '../shared/onDemandModule';
import type { ColumnPin } from './columns/pinOffsets';
import { headerCellWidths } from './columns/headerCellWidths';
import { setWidthOf } from '../state/arrangeColumns';
import { DeliveriesTableColumnHeader } from './DeliveriesTableColumnHeader';
import { useGridParts, useModelSelector, useTableSelector } from './gridContext';
import { useHeaderTabStop } from './header/useHeaderTabStop';

/** The filler column's header: empty, sticky like the others, hidden from screen readers. */
function FillerHeaderCell() {
  return <td className="dt-th" data-kind="filler" aria-hidden="true" />;
}

/**
 * The header row. It depends on columns, sort and widths, not on rows: a new page skips it. It
 * is one tab stop, the arrow keys moving along its controls (`useHeaderTabStop`).
 */
export const GridHeaderRow = memo(function GridHeaderRow({
  controls,
  selecting,
  rowActions,
  detailHeader,
  pins,
  fillerAt = -1,
}: {
  /** The control columns' parts, once their code is there. */
  controls: SelectionParts | undefined;
  selecting: boolean;
  rowActions: boolean;
  /** The "Show details" column's header cell (with `detail`, once its code is there). */
  detailHeader: ComponentType | undefined;
  /** Where each data column sticks, by shown index, when pinned. */
  pins: readonly (ColumnPin | undefined)[];
  /** Before which data column the empty filler column stands (their count: last); -1: none. */
  fillerAt?: number;
}) {
  const { tableRef } = useGridParts();
  const { headerGroups, columnSettings, messages, labels, actions } = useModelSelector(
    (grid) => ({
      // Not the table, which is new with every page of rows: its header groups are not.
      headerGroups: grid.table.getHeaderGroups(),
      columnSettings: grid.columns.settings,
      messages: grid.messages,
      labels: grid.columns.headers,
      actions: grid.actions,
    }),
    shallowEqual,
  );
  const resizable = useTableSelector((frame) => frame.options.columnsMenu !== false);
  const className = useTableSelector((frame) => frame.options.classNames?.headerCell);
  const DetailHeader = detailHeader;
  // The menus' code comes right after the first render (they show on hover or focus).
  const menus = useOnDemandModule(headerMenus, true);
  // The first resize keeps every other column at its width on screen.
  const resize = useCallback(
    (columnId: string, width: number) =>
      actions.resizeColumn(columnId, width, headerCellWidths(tableRef.current)),
    [actions, tableRef],
  );
  const headRef = useRef<HTMLTableSectionElement>(null);
  const tabStop = useHeaderTabStop(headRef);
  return useMemo(
    () => (
      <thead
        ref={headRef}
        className="dt-thead"
        onKeyDown={tabStop.onKeyDown}
        onFocus={tabStop.onFocus}
      >
        {headerGroups.map((headerGroup) => (
          <tr key={headerGroup.id} aria-rowindex={1}>
            {selecting && controls && <controls.ControlHeaderCell kind="select" />}
            {/* One flat list keyed by column: a pinned column's header moves, it is not made again. */}
            {headerGroup.headers.flatMap((header) => [
              ...(header.index === fillerAt ? [<FillerHeaderCell key="$filler" />] : []),
              <DeliveriesTableColumnHeader
                key={header.id}
                header={header}
                width={setWidthOf(columnSettings.widths, header.column.id)}
                pin={pins[header.index]}
                onSort={actions.toggleSort}
                sorted={labels[header.index]?.canSort ? labels[header.index]!.sorted : null}
                menu={
                  menus &&
                  labels[header.index] && <menus.ColumnHeaderMenu header={labels[header.index]!} />
                }
                resizeLabel={messages.resizeColumn(labels[header.index]?.label ?? header.column.id)}
                onResize={resizable ? resize : undefined}
                className={className}
              />,
            ])}
            {fillerAt === headerGroup.headers.length && <FillerHeaderCell />}
            {DetailHeader && <DetailHeader />}
            {rowActions && controls && <controls.ControlHeaderCell kind="actions" />}
          </tr>
        ))}
      </thead>
    ),
    [
      headerGroups,
      actions.toggleSort,
      columnSettings.widths,
      messages,
      labels,
      resizable,
      resize,
      className,
      controls,
      selecting,
      rowActions,
      pins,
      fillerAt,
      menus,
      DetailHeader,
      tabStop,
    ],
  );
});
