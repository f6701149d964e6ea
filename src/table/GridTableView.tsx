import { Fragment, useMemo, useRef, type ReactNode } from 'react';
import type { Delivery } from '../api/types';
import { cx } from '../shared/cx';
import { useRowColumns } from './columns';
import { DeliveriesTableBody } from './DeliveriesTableBody';
import { offersCellFilters } from '../filters/logic/cellFilterColumns';
import { DeliveriesColumnError, DeliveriesTableBodyBoundary } from './DeliveriesTableBodyBoundary';
import { DeliveriesTableEmpty, DeliveriesTableProgress } from './DeliveriesTableFeedback';
import { GridHeaderRow } from './GridHeaderRow';
import { useGridContext, useGridSelector } from './gridContext';
import { useLongPageView } from './useLongPageView';
import { useRowsFromStart } from './useRowsFromStart';
import { useLayoutWidths } from './columns/useLayoutWidths';
import { useRowsRoom } from './layout/useRowsRoom';
import { useOverflowEdges } from './useOverflowEdges';
import { useGridHeight } from './layout/useGridHeight';
import { useControlColumns } from './selection/lazySelection';
import { detailParts } from './detail/lazyDetail';
import { cardLayout } from './cards/lazyCards';
import { withPins } from './columns/withPins';
import type { ColumnPin } from './columns/pinOffsets';
import { stickyColumnsCode } from './columns/stickyColumnsCode';
import { stickyEdges } from './columns/stickyEdges';
import { StackEdges } from './columns/StackEdges';
import { fillerIndex, withFiller } from './columns/fillerColumn';
import { ColumnAnnouncer } from './columns/ColumnAnnouncer';
import { useOnDemandModule } from '../shared/onDemandModule';
import { usableCount } from '../grid/rows/rowsOptions';

const noRows: readonly Delivery[] = [];
// One empty list for "nothing pinned": a new one at each new width rendered the header row.
const noPins: readonly (ColumnPin | undefined)[] = [];

/** The scroll area with the table: header, rows (virtualized on long pages) and progress. */
export function GridTableView() {
  const { grid, options, scrollRef, tableRef, rootRef, inlineDetails, ...frame } = useGridContext();
  const cards = cardLayout(frame.cards);
  // The grid fills its parent's height, or fits the window where the parent gives none.
  useGridHeight(rootRef);
  // Stable once the selection's rules are in: the rows are not drawn again on a tick.
  const toggleRow = useGridSelector((model) => model.selection?.actions.toggle);
  const { rows, body, phase, messages, details } = grid;
  const { state } = grid.query;
  const { density } = grid.view;
  const { classNames = {} } = options;
  const { headerRow: HeaderRow, body: Body } = options.slots ?? {};
  const virtualizeAbove = usableCount(options.rows, 'virtualizeAbove');
  const dataColumns = useRowColumns(
    grid.columns.shown,
    grid.formatters,
    grid.statusOptions,
    messages,
  );
  const cellFilters =
    options.filters !== false &&
    offersCellFilters(
      dataColumns.map((column) => column.id),
      grid.statusOptions,
      options.filters?.options,
    );
  // The checkbox and row actions columns, when the host turned them on.
  const controlled = useControlColumns(dataColumns, options);
  const { parts, selecting, rowActions } = controlled;
  // With `detail`, a "Show details" column before the row actions (its button's code on demand).
  const detailButtons = useOnDemandModule(detailParts, details !== null);
  const showDetails = details !== null && detailButtons !== undefined;
  const detailHeader = detailButtons?.DetailHeaderCell;
  const inline =
    inlineDetails && detailButtons && details?.openId != null
      ? { id: details.openId, parts: detailButtons }
      : null;
  const rowColumns = useMemo(
    () =>
      detailButtons ? detailButtons.withDetailColumn(controlled.rowColumns) : controlled.rowColumns,
    [controlled.rowColumns, detailButtons],
  );

  const viewHeight = useLongPageView(state.pageSize > virtualizeAbove, scrollRef);
  // A person's widths, else the widths of the first rows drawn, held from page to page.
  const { personWidths, layoutWidths, fitted, room } = useLayoutWidths({
    grid,
    cards: cards !== null,
    layoutKeys: [rowColumns, density],
    virtualizeAbove,
    tableRef,
    scrollRef,
  });
  // Pinned columns stick where the widths put them; the held widths never depend on the pins.
  const controls = useMemo(
    () => ({ select: selecting, detail: showDetails, actions: rowActions }),
    [selecting, showDetails, rowActions],
  );
  // Where pinned columns stick: fetched once a column is pinned (it sticks once widths are held).
  const pinning = useOnDemandModule(
    stickyColumnsCode,
    grid.columns.headers.some((header) => header.pinned),
  );
  const pins = useMemo(() => {
    const offsets = pinning?.pinOffsets(
      grid.columns.headers.map((header) => header.pinned),
      layoutWidths,
      controls,
      grid.direction,
      room,
    );
    return offsets?.length ? offsets : noPins;
  }, [pinning, grid.columns.headers, layoutWidths, controls, grid.direction, room]);
  const edges = stickyEdges(pins, controls, layoutWidths);
  // A person's widths may add up to less than the area: an empty column takes the slack.
  const filler = personWidths !== null;
  const bodyColumns = useMemo(
    () => (filler ? withFiller(withPins(rowColumns, pins)) : withPins(rowColumns, pins)),
    [rowColumns, pins, filler],
  );
  const fillerAt = filler ? fillerIndex(pins, personWidths.length) : -1;
  const frameRef = useRef<HTMLDivElement>(null);
  useOverflowEdges(frameRef, scrollRef, cards ? 'cards' : 'table', edges.sticky, edges.pinned);
  useRowsRoom(frameRef);
  useRowsFromStart(scrollRef, grid.query);
  // What the rows need, as a table's body or as cards.
  const filtered = grid.query.request.filters !== undefined;
  const rowsInput = {
    deliveries: rows ?? noRows,
    rowKeys: grid.rowKeys,
    navigation: grid.navigation,
    content: body,
    refreshing: phase === 'refreshing',
    empty: (
      <DeliveriesTableEmpty
        messages={messages}
        onClearFilters={filtered ? grid.actions.clearFilters : undefined}
        onFirstPage={state.pageNumber > 1 ? () => grid.actions.goToPage(1) : undefined}
        findHidingFilter={filtered}
        className={classNames.status}
      />
    ),
    onRowClick: details
      ? (delivery: Delivery) => details.actions.open(grid.rowKeyOf(delivery))
      : options.rows?.onClick,
    onRowSelect: toggleRow,
    changes: grid.refresh.changes,
    openKey: details?.openId,
    detailRow: inline ? { id: inline.id, content: <inline.parts.InlineDetailsSlot /> } : undefined,
    newLabel: messages.newRow,
    rowClassName: classNames.row,
    cellClassName: classNames.cell,
  };
  // A cell that throws leaves an alert in the body; the next page or columns try again.
  const bodyBoundary = (children: ReactNode) => (
    <DeliveriesTableBodyBoundary
      resetKeys={[rows, bodyColumns]}
      columnCount={bodyColumns.length}
      describe={(failure) =>
        failure instanceof DeliveriesColumnError
          ? messages.columnFailed(failure.columnLabel, failure.message)
          : messages.rowsFailed(failure instanceof Error ? failure.message : String(failure))
      }
    >
      {children}
    </DeliveriesTableBodyBoundary>
  );

  return (
    <div className="dt-frame" ref={frameRef}>
      {/* Drawn here, shown in the open row's or card's slot: a move keeps what was typed. Before
          the rows: what leaves the details (focus in it) goes before a row moves their slot. */}
      {inline && <inline.parts.InlineDetails />}
      <ColumnAnnouncer>
        {(phase === 'loading' || phase === 'refreshing') && (
          <DeliveriesTableProgress label={messages.loading} />
        )}
        <div className="dt-scroll" ref={scrollRef}>
          {cards ? (
            <cards.DeliveryCards {...rowsInput} columns={rowColumns} cellFilters={cellFilters} />
          ) : (
            <table
              ref={tableRef}
              className={cx('dt-table', classNames.table)}
              aria-label={messages.tableLabel}
              aria-busy={grid.query.isFetching}
              // Virtualized rows are not all in the document: the count and each row's index say where.
              aria-rowcount={body === 'rows' && rows ? rows.length + 1 : undefined}
              data-layout={layoutWidths ? 'fixed' : undefined}
              data-fitted={fitted ? '' : undefined}
              data-pinned={edges.pinned}
              data-controls={edges.controls}
              // A person's widths are kept exactly, the filler column taking what they leave of
              // the box; held ones fill the box (the table's width: 100%).
              style={
                personWidths
                  ? {
                      // Fixed layout widens it by the control columns' own widths.
                      width: personWidths.reduce((sum, width) => sum + width, 0),
                      minWidth: '100%',
                    }
                  : undefined
              }
              tabIndex={-1}
            >
              {layoutWidths && (
                <colgroup>
                  {selecting && <col className="dt-control-col" />}
                  {/* Held widths as the `width` attribute: no style attribute, so none for a CSP. */}
                  {layoutWidths.map((width, index) => (
                    <Fragment key={grid.columns.shown[index]?.id ?? index}>
                      {index === fillerAt && <col className="dt-filler-col" />}
                      <col style={personWidths ? { width } : undefined} width={width} />
                    </Fragment>
                  ))}
                  {fillerAt === layoutWidths.length && <col className="dt-filler-col" />}
                  {showDetails && <col className="dt-control-col" />}
                  {rowActions && <col className="dt-control-col" />}
                </colgroup>
              )}
              {HeaderRow ? (
                <HeaderRow />
              ) : (
                <GridHeaderRow
                  controls={parts}
                  selecting={selecting}
                  rowActions={rowActions}
                  detailHeader={detailHeader}
                  pins={pins}
                  fillerAt={fillerAt}
                />
              )}
              {bodyBoundary(
                Body ? (
                  <Body />
                ) : (
                  <DeliveriesTableBody
                    {...rowsInput}
                    cellFilters={cellFilters}
                    columns={bodyColumns}
                    skeletonRowCount={Math.min(state.pageSize, 10)}
                    virtualizeAbove={virtualizeAbove}
                    estimatedRowHeight={density === 'compact' ? 32 : 44}
                    estimatedViewHeight={viewHeight}
                    scrollRef={scrollRef}
                  />
                ),
              )}
            </table>
          )}
        </div>
      </ColumnAnnouncer>
      {!cards && <StackEdges edges={edges} />}
    </div>
  );
}
