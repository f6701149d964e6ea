import {
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
  type SyntheticEvent,
} from 'react';
import type { Delivery } from '../api/types';
import type { DeliveriesGridBody } from '../grid/gridView';
import { DeliveriesTableRow } from './DeliveriesTableRow';
import { SkeletonBody } from './SkeletonBody';
import { changeOf, changedFieldsOf, type DeliveriesTableRowsProps } from './rowsProps';
import { useVirtualRows } from './lazyVirtualRows';
import { rowControls, useFocusFollowsDelivery } from './useFocusFollowsDelivery';
import { rovingKeys, tableRows, useRovingRows } from './useRovingRows';
import { rowElement } from './rowElement';
import { CellFilterMenusOnDemand } from './filterHelpOnDemand';
import { cellFilterRow } from './cellFilters/cellFilterRow';
import { useLatestCallback } from '../shared/useLatestCallback';
import { useDirection } from '../shared/useDirection';
import { alsoTitlingCutText, useCutTitlesForgotten } from './columns/widthsCode';

/**
 * The rows of the grid. Clickable rows are focusable, react to Enter and Space like buttons,
 * and arrow, Page and Home/End keys move between them. Pages longer than `virtualizeAbove`
 * draw only the rows in view of `scrollRef`.
 */
export function DeliveriesTableBody({
  deliveries,
  rowKeys,
  navigation,
  columns,
  content,
  refreshing,
  skeletonRowCount,
  empty,
  onRowClick,
  onRowSelect,
  changes,
  newLabel,
  openKey,
  detailRow,
  virtualizeAbove,
  estimatedRowHeight,
  estimatedViewHeight,
  scrollRef,
  rowClassName,
  cellClassName,
  cellFilters = false,
}: Pick<
  DeliveriesTableRowsProps,
  | 'deliveries'
  | 'rowKeys'
  | 'navigation'
  | 'columns'
  | 'refreshing'
  | 'changes'
  | 'newLabel'
  | 'openKey'
  | 'detailRow'
  | 'rowClassName'
  | 'cellClassName'
> & {
  /** Some cells offer "Only this" (`offersCellFilters`): rows take focus to reach their menus. */
  cellFilters?: boolean;
  content: DeliveriesGridBody;
  skeletonRowCount: number;
  empty: ReactNode;
  onRowClick?: ((delivery: Delivery) => void) | undefined;
  /** Toggles a row's selection (Space on the row; `extend` with Shift). */
  onRowSelect?: ((delivery: Delivery, options?: { extend?: boolean }) => void) | undefined;
  virtualizeAbove: number;
  estimatedRowHeight: number;
  estimatedViewHeight: number;
  scrollRef: RefObject<HTMLElement | null>;
}) {
  // A stable callback keeps the memoized rows from re-rendering for a host's inline onRowClick.
  const activateRow = useLatestCallback((delivery: Delivery) => onRowClick?.(delivery));
  const selectRow = useLatestCallback((delivery: Delivery, extend: boolean) =>
    onRowSelect?.(delivery, { extend }),
  );
  const VirtualRows = useVirtualRows(content === 'rows' && deliveries.length > virtualizeAbove);

  if (content === 'skeleton') {
    return (
      <SkeletonBody
        rowCount={skeletonRowCount}
        columns={columns}
        rowClassName={rowClassName}
        cellClassName={cellClassName}
      />
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
    deliveries,
    rowKeys,
    navigation,
    columns,
    roving:
      onRowClick !== undefined ||
      onRowSelect !== undefined ||
      cellFilters ||
      columns.some((c) => c.kind),
    clickable: onRowClick !== undefined,
    onActivate: activateRow,
    selectable: onRowSelect !== undefined,
    onSelect: selectRow,
    refreshing,
    changes,
    newLabel,
    openKey,
    rowClassName,
    cellClassName,
  };
  // Only the plain body: the virtualized one draws rows of one height.
  const plainProps = { ...rowsProps, detailRow, cellFilters };
  if (deliveries.length <= virtualizeAbove || VirtualRows === 'failed') {
    return <DeliveriesTablePlainRows {...plainProps} />;
  }
  // Until the virtualized body's chunk is there (it is preloaded for long page sizes), the
  // first rows show as a short page would.
  if (!VirtualRows) {
    return (
      <DeliveriesTablePlainRows {...plainProps} deliveries={deliveries.slice(0, virtualizeAbove)} />
    );
  }
  return (
    // The module's own export, the same function every render: nothing is created here.
    // eslint-disable-next-line react-hooks/static-components
    <VirtualRows
      {...rowsProps}
      // Handed in, not imported: the virtualized chunk then shares no module with the first load.
      CellFilterMenus={cellFilters ? CellFilterMenusOnDemand : undefined}
      columnCount={columns.length}
      estimatedRowHeight={estimatedRowHeight}
      estimatedViewHeight={estimatedViewHeight}
      scrollRef={scrollRef}
    />
  );
}

// Named for React DevTools and for the benchmark's render counter; minifiers keep strings.
DeliveriesTableBody.displayName = 'DeliveriesTableBody';

/** Every row in the document: find-in-page and printing see the whole page. */
function DeliveriesTablePlainRows({
  deliveries,
  rowKeys,
  navigation,
  refreshing,
  changes,
  openKey,
  detailRow,
  cellFilters = false,
  ...rowProps
}: DeliveriesTableRowsProps & { cellFilters?: boolean }) {
  const bodyRef = useRef<HTMLTableSectionElement>(null);
  // The row in use (pointer or focus) draws its cells' filter menus, found by delegated handlers.
  const [menusRow, setMenusRow] = useState<HTMLElement | null>(null);
  const seeRow = (event: SyntheticEvent) =>
    setMenusRow((shown) => cellFilterRow(shown, event, tableRows));
  const direction = useDirection();
  const focusAt = (key: string, control: number) => {
    const row = rowElement(bodyRef.current, key);
    (rowControls(row)[control] ?? row)?.focus();
  };
  useFocusFollowsDelivery(bodyRef, rowKeys, navigation, focusAt);
  useCutTitlesForgotten(bodyRef, [deliveries]);
  const { onFocus } = useRovingRows(
    bodyRef,
    navigation,
    { rowKeys, columns: rowProps.columns },
    rowProps.roving,
  );
  const onKeyDown = (event: KeyboardEvent<HTMLTableSectionElement>) =>
    rovingKeys(navigation, 10, direction, (to) => focusAt(to.key, to.control))(event);
  return (
    <tbody
      ref={bodyRef}
      className="dt-tbody"
      data-state={refreshing ? 'refreshing' : 'idle'}
      onKeyDown={rowProps.roving ? onKeyDown : undefined}
      onFocus={
        rowProps.roving
          ? (event) => {
              onFocus(event);
              if (cellFilters) seeRow(event);
            }
          : undefined
      }
      onPointerOver={alsoTitlingCutText(cellFilters ? seeRow : undefined)}
      onPointerMove={cellFilters ? seeRow : undefined}
    >
      {deliveries.flatMap((delivery, index) => {
        const deliveryKey = rowKeys[index]!;
        const row = (
          <DeliveriesTableRow
            // By position: a sort or a page turn updates each row's text and keeps its focus.
            key={index}
            delivery={delivery}
            deliveryKey={deliveryKey}
            index={index}
            change={changeOf(changes, deliveryKey)}
            changedFields={changedFieldsOf(changes, deliveryKey)}
            open={openKey === deliveryKey}
            {...rowProps}
          />
        );
        // One flat list: the rows keep their keys (and focus) when the details come and go.
        if (detailRow?.id !== deliveryKey) return [row];
        return [
          row,
          <tr key="detail" className="dt-detail-row">
            <td className="dt-td" colSpan={rowProps.columns.length}>
              {detailRow.content}
            </td>
          </tr>,
        ];
      })}
      {/* By tag, not `instanceof`: a server has no HTMLTableRowElement. */}
      {cellFilters && menusRow?.tagName === 'TR' && (
        <CellFilterMenusOnDemand row={menusRow} columns={rowProps.columns} />
      )}
    </tbody>
  );
}
