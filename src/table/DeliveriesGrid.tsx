import { memo, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Delivery, DeliveryFilters } from '../api/types';
import { DeliveriesTableRootContext } from '../shared/rootContext';
import type { DeliveriesClient } from '../api/client';
import { DeliveriesApiError } from '../api/errors';
import { defaultQueryState, type DeliveriesQueryState } from '../state/queryState';
import { useDeliveryColumnDefs } from './columns';
import { columnLabelOf } from '../state/columns/columnLabel';
import { DeliveriesTableColumnsMenu } from './DeliveriesTableColumnsMenu';
import { DeliveriesExportMenu } from '../export/DeliveriesExportMenu';
import { DeliveriesSavedViews } from '../views/DeliveriesSavedViews';
import type { DeliveriesView, SavedDeliveriesView } from '../views/types';
import { viewProblems } from '../views/logic/viewProblems';
import { keepKnownColumns } from '../views/logic/keepKnownColumns';
import { gridQueryLimits } from '../state/validation/gridQueryLimits';
import { useCheckedQueryState } from '../state/validation/useCheckedQueryState';
import { useColumnLayout } from './useColumnLayout';
import { preloadVirtualRows } from './lazyVirtualRows';
import { dimRowsAfterMs, moveCuesAfterMs, useWaitedFor } from './useWaitedFor';
import { fallbackViewHeight, scrollViewHeight } from './scrollViewHeight';
import { defaultDeliveryColumns } from '../state/columns/defaultDeliveryColumns';
import { cx } from '../shared/cx';
import { DeliveriesTableBody, type DeliveriesTableBodyContent } from './DeliveriesTableBody';
import { DeliveriesColumnError, DeliveriesTableBodyBoundary } from './DeliveriesTableBodyBoundary';
import { DeliveriesTableColumnHeader } from './DeliveriesTableColumnHeader';
import {
  DeliveriesTableAlert,
  DeliveriesTableAnnouncer,
  DeliveriesTableEmpty,
  DeliveriesTableNotice,
  DeliveriesTableProgress,
} from './DeliveriesTableFeedback';
import { DeliveriesTablePagination } from './DeliveriesTablePagination';
import { DeliveriesTableToolbar } from './DeliveriesTableToolbar';
import { useDeliveriesTableFilters } from './DeliveriesTableFilters';
import { useDeliveryFormatters } from './formatters';
import { useIntlDefaults } from '../state/useIntlDefaults';
import { resolveMessages } from './messages';
import { sortKeyOf, withQuickSearch } from './tableStateMapping';
import type { DeliveriesTableOptions, DeliveriesTableProps, StatusOption } from './types';

type Density = NonNullable<DeliveriesTableProps['density']>;
import { useControllableState } from '../shared/useControllableState';
import { useDeliveriesPage } from './useDeliveriesPage';
import { useDeliveriesTable } from './useDeliveriesTable';
import { useGridShortcuts } from './useGridShortcuts';
import { useHeldColumnWidths } from './useHeldColumnWidths';
import { DeliveriesTableUpdatedAgo } from './DeliveriesTableUpdatedAgo';

const defaultPageSizeOptions: readonly number[] = [10, 25, 50, 100];
const noStatusOptions: readonly StatusOption[] = [];
const noRows: readonly Delivery[] = [];
const codeOf = (delivery: Delivery) => delivery.code;
// Memoized here, not where it is exported: a new page of rows does not render the views.
const GridSavedViews = memo(DeliveriesSavedViews);

/** The grid itself; `DeliveriesTable` puts a QueryClient above it when the host has none. */
export function DeliveriesGrid(props: DeliveriesTableOptions & { client: DeliveriesClient }) {
  const {
    client,
    initialState,
    state: controlledState,
    onStateChange,
    columns = defaultDeliveryColumns,
    statusOptions = noStatusOptions,
    locale: hostLocale,
    timeZone: hostTimeZone,
    pageSizeOptions = defaultPageSizeOptions,
    searchDebounceMs = 300,
    maxSearchLength = 200,
    prefetchNextPage = true,
    pageNumberBase = 1,
    onRowClick,
    onUnauthorized,
    maxRenderedRows = 10_000,
    virtualizeAbove = 100,
    getRowId = codeOf,
    messages: messageOverrides,
    className,
    classNames = {},
    density: hostDensity = 'comfortable',
    theme = 'light',
    filtersSlot,
    toolbarEnd,
    showFilters = true,
    keyboardShortcuts = true,
    refreshIntervalSeconds,
    columnSettings: controlledColumnSettings,
    defaultColumnSettings: initialColumnSettings,
    onColumnSettingsChange,
    showColumnSettings = true,
    showExport = true,
    exportMaxRows,
    exportPageSize,
    exportMessages,
    showSavedViews = true,
    viewStorage,
    viewMessages,
  } = props;

  const messages = useMemo(() => resolveMessages(messageOverrides), [messageOverrides]);
  // A saved view's density holds until the host passes another `density`.
  const [viewDensity, setViewDensity] = useState<{ from: string; density: Density } | null>(null);
  const density = viewDensity?.from === hostDensity ? viewDensity.density : hostDensity;
  const { locale, timeZone } = useIntlDefaults(hostLocale, hostTimeZone);
  const formatters = useDeliveryFormatters(locale, timeZone);
  const tableRef = useRef<HTMLTableElement>(null);
  const {
    settings: columnSettings,
    setSettings: setColumnSettings,
    shownColumns,
    fixedWidths,
    resizeColumn,
  } = useColumnLayout({
    columns,
    settings: controlledColumnSettings,
    defaultSettings: initialColumnSettings,
    onSettingsChange: onColumnSettingsChange,
    tableRef,
  });
  const columnDefs = useDeliveryColumnDefs(shownColumns, formatters, statusOptions, messages);

  const [rawState, setRawState] = useControllableState<DeliveriesQueryState>({
    prop: controlledState,
    defaultProp: () => ({ ...defaultQueryState, ...initialState }),
    onChange: onStateChange,
  });
  // Every door into the state (these props, a saved view) passes the one check of the request.
  const { state, setState, hostProblem, entered, enterState, limits } = useCheckedQueryState(
    rawState,
    setRawState,
    gridQueryLimits({
      ...props,
      pageSizeOptions,
      maxSearchLength,
      timeZone,
      sortKeys: columns.flatMap((column) => sortKeyOf(column) ?? []),
    }),
  );

  const {
    request,
    query,
    rows: sentRows,
    settled,
    canNextPage,
    error,
    retryReason,
    isFilterError,
    phase,
  } = useDeliveriesPage({
    client,
    state,
    pageNumberBase,
    timeZone,
    prefetchNextPage,
    onUnauthorized,
    refreshIntervalSeconds,
  });
  // A server that ignores pageSize may send 50,000 rows: draw the first ones, say so.
  const rows = useMemo(
    () =>
      sentRows !== undefined && sentRows.length > maxRenderedRows
        ? sentRows.slice(0, Math.max(0, maxRenderedRows))
        : sentRows,
    [sentRows, maxRenderedRows],
  );

  const table = useDeliveriesTable({
    rows: rows ?? noRows,
    columns: shownColumns,
    columnDefs,
    state,
    setState,
    canNextPage,
  });

  const slowAnswer = useWaitedFor(phase === 'loading' || phase === 'refreshing', moveCuesAfterMs);
  const dimRows = useWaitedFor(phase === 'refreshing', dimRowsAfterMs);

  const bodyContent: DeliveriesTableBodyContent =
    rows === undefined
      ? phase === 'loading'
        ? 'skeleton'
        : 'nothing'
      : rows.length === 0
        ? settled
          ? 'empty'
          : 'nothing'
        : 'rows';

  // A page size above the threshold will need the virtualized body: fetch its chunk now, and
  // read how many rows will fit before they come, so the first long page draws no more.
  const expectsLongPages = state.pageSize > virtualizeAbove;
  const scrollRef = useRef<HTMLDivElement>(null);
  const [viewHeight, setViewHeight] = useState(fallbackViewHeight);
  useEffect(() => {
    if (!expectsLongPages) return;
    void preloadVirtualRows().catch(() => undefined);
    setViewHeight(scrollViewHeight(scrollRef.current));
  }, [expectsLongPages]);
  // A person's widths, else while a long page scrolls, the widths of its rows first drawn.
  const heldWidths = useHeldColumnWidths({
    active: fixedWidths === null && bodyContent === 'rows' && (rows?.length ?? 0) > virtualizeAbove,
    layoutKeys: [rows, columnDefs, density],
    tableRef,
    scrollRef,
  });
  const layoutWidths = fixedWidths ?? heldWidths;
  const rootRef = useRef<HTMLDivElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  useGridShortcuts({
    enabled: keyboardShortcuts,
    rootRef,
    searchRef,
    onPreviousPage: () => table.getCanPreviousPage() && table.previousPage(),
    onNextPage: () => table.getCanNextPage() && table.nextPage(),
  });
  // Stable callbacks and view, so the memoized toolbar parts skip the render a new page causes.
  const applyFilters = useCallback(
    (filters: DeliveryFilters) => setState((current) => ({ ...current, filters, pageNumber: 1 })),
    [setState],
  );
  const clearFilters = () => applyFilters({});
  const changeQuickSearch = useCallback(
    (quickSearch: string) => setState((current) => withQuickSearch(current, quickSearch)),
    [setState],
  );
  const currentView = useMemo(
    () => ({ state, columns: columnSettings, density }),
    [state, columnSettings, density],
  );
  const applyView = useCallback(
    (view: DeliveriesView, saved?: SavedDeliveriesView) => {
      const known = keepKnownColumns(
        view.columns,
        columns.map((column) => column.id),
      );
      const problems = [...(saved ? viewProblems(saved) : []), ...known.problems];
      enterState(view.state, saved?.name ?? '', problems);
      setColumnSettings(known.settings);
      setViewDensity({ from: hostDensity, density: view.density });
    },
    [enterState, setColumnSettings, hostDensity, columns],
  );
  const filtering = useDeliveriesTableFilters({
    filters: state.filters,
    onFiltersChange: applyFilters,
    options: props,
    messages,
    timeZone,
    locale,
  });

  // The header row depends on columns, sort and widths, not on rows: a new page skips it.
  const headerGroups = table.getHeaderGroups();
  const { key: sortKey, order: sortOrder } = state.orderBy ?? {};
  const headerRow = useMemo(
    () => (
      <thead className="dt-thead">
        {headerGroups.map((headerGroup) => (
          <tr key={headerGroup.id} aria-rowindex={1}>
            {headerGroup.headers.map((header) => (
              <DeliveriesTableColumnHeader
                key={header.id}
                header={header}
                width={columnSettings.widths[header.column.id]}
                resizeLabel={messages.resizeColumn(
                  columnLabelOf(
                    shownColumns[header.index] ?? { id: header.column.id },
                    messages.columnHeaders,
                  ),
                )}
                onResize={showColumnSettings ? resizeColumn : undefined}
                className={classNames.headerCell}
              />
            ))}
          </tr>
        ))}
      </thead>
    ),
    // The sort is read from the columns while rendering: its key and order say when to re-render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [
      headerGroups,
      sortKey,
      sortOrder,
      columnSettings.widths,
      messages,
      shownColumns,
      showColumnSettings,
      resizeColumn,
      classNames.headerCell,
    ],
  );

  return (
    <div
      ref={rootRef}
      className={cx('deliveries-table', className, classNames.root)}
      data-shortcuts={keyboardShortcuts ? '' : undefined}
      data-theme={theme}
      data-density={density}
      data-state={phase}
      data-slow={slowAnswer ? '' : undefined}
      data-dimmed={dimRows ? '' : undefined}
    >
      <DeliveriesTableRootContext.Provider value={true}>
        <DeliveriesTableToolbar
          quickSearch={state.quickSearch}
          onQuickSearchChange={changeQuickSearch}
          searchDebounceMs={searchDebounceMs}
          maxSearchLength={maxSearchLength}
          searchRef={searchRef}
          keyboardShortcuts={keyboardShortcuts}
          messages={messages}
          filtersSlot={
            <>
              {showFilters && filtering.toggle}
              {showSavedViews && (
                <GridSavedViews
                  current={currentView}
                  onApply={applyView}
                  storage={viewStorage}
                  messages={viewMessages}
                  queryLimits={limits}
                />
              )}
              {showColumnSettings && (
                <DeliveriesTableColumnsMenu
                  columns={columns}
                  settings={columnSettings}
                  onChange={setColumnSettings}
                  messages={messages}
                />
              )}
              {filtersSlot}
            </>
          }
          toolbarEnd={
            <>
              {showExport && (
                <DeliveriesExportMenu
                  client={client}
                  // An unreadable filter must not export the unfiltered deliveries.
                  request={isFilterError ? undefined : request}
                  pageNumberBase={pageNumberBase}
                  rows={rows}
                  columns={shownColumns}
                  columnHeaders={messages.columnHeaders}
                  statusOptions={statusOptions}
                  maxRows={exportMaxRows}
                  pageSize={exportPageSize}
                  messages={exportMessages}
                />
              )}
              {refreshIntervalSeconds !== undefined && refreshIntervalSeconds > 0 && (
                <DeliveriesTableUpdatedAgo updatedAt={query.dataUpdatedAt} messages={messages} />
              )}
              {toolbarEnd}
            </>
          }
          className={classNames.toolbar}
        />
        {showFilters && filtering.panel}
        {showFilters && filtering.chips}
        {error && (
          <DeliveriesTableAlert
            message={
              isFilterError
                ? messages.invalidFilters
                : error instanceof DeliveriesApiError
                  ? error.message
                  : messages.unknownError
            }
            actionLabel={isFilterError ? messages.clearFilters : messages.retry}
            onAction={isFilterError ? clearFilters : () => void query.refetch()}
            className={classNames.status}
          />
        )}
        {hostProblem && <DeliveriesTableNotice live text={messages.settingsLeftOut(hostProblem)} />}
        {entered && (
          <DeliveriesTableNotice
            live
            text={messages.viewLeftOut(entered.source, entered.problem)}
          />
        )}
        {!error && retryReason instanceof DeliveriesApiError && (
          <DeliveriesTableNotice live text={messages.retrying(retryReason.message)} />
        )}
        {rows !== sentRows && rows !== undefined && sentRows !== undefined && (
          <DeliveriesTableNotice text={messages.rowsCapped(rows.length, sentRows.length)} />
        )}
        <div className="dt-frame">
          {(phase === 'loading' || phase === 'refreshing') && (
            <DeliveriesTableProgress label={messages.loading} />
          )}
          <div className="dt-scroll" ref={scrollRef}>
            <table
              ref={tableRef}
              className={cx('dt-table', classNames.table)}
              aria-label={messages.tableLabel}
              aria-busy={query.isFetching}
              // Virtualized rows are not all in the document: the count and each row's index say where.
              aria-rowcount={bodyContent === 'rows' && rows ? rows.length + 1 : undefined}
              data-layout={layoutWidths ? 'fixed' : undefined}
              style={
                layoutWidths
                  ? { width: layoutWidths.reduce((sum, width) => sum + width, 0) }
                  : undefined
              }
              tabIndex={-1}
            >
              {layoutWidths && (
                <colgroup>
                  {layoutWidths.map((width, index) => (
                    <col key={shownColumns[index]?.id ?? index} style={{ width }} />
                  ))}
                </colgroup>
              )}
              {headerRow}
              <DeliveriesTableBodyBoundary
                resetKeys={[rows, columnDefs]}
                columnCount={columnDefs.length}
                describe={(failure) =>
                  failure instanceof DeliveriesColumnError
                    ? messages.columnFailed(failure.columnLabel, failure.message)
                    : messages.rowsFailed(
                        failure instanceof Error ? failure.message : String(failure),
                      )
                }
              >
                <DeliveriesTableBody
                  deliveries={rows ?? noRows}
                  getRowId={getRowId}
                  columns={columnDefs}
                  content={bodyContent}
                  refreshing={phase === 'refreshing'}
                  skeletonRowCount={Math.min(state.pageSize, 10)}
                  empty={
                    <DeliveriesTableEmpty
                      messages={messages}
                      onClearFilters={request.filters ? clearFilters : undefined}
                      className={classNames.status}
                    />
                  }
                  onRowClick={onRowClick}
                  virtualizeAbove={virtualizeAbove}
                  estimatedRowHeight={density === 'compact' ? 32 : 44}
                  estimatedViewHeight={viewHeight}
                  scrollRef={scrollRef}
                  rowClassName={classNames.row}
                  cellClassName={classNames.cell}
                />
              </DeliveriesTableBodyBoundary>
            </table>
          </div>
        </div>
        <DeliveriesTablePagination
          table={table}
          rowsOnPage={rows?.length}
          pageSizeOptions={pageSizeOptions}
          messages={messages}
          focusFallbackRef={tableRef}
          keyboardShortcuts={keyboardShortcuts}
          className={classNames.pagination}
        />
        <DeliveriesTableAnnouncer
          text={settled ? messages.resultsAnnouncement(rows?.length ?? 0, state.pageNumber) : ''}
        />
      </DeliveriesTableRootContext.Provider>
    </div>
  );
}
