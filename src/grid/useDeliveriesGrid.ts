import { useCallback, useEffect, useMemo, useState } from 'react';
import { createSearchDraft } from './search/searchDraft';
import { noDeliveriesSelected } from '../selection/types';
import { useClientLayoutEffect } from '../shared/useClientLayoutEffect';
import { useStoreSelector } from '../shared/useStoreSelector';
import {
  createGridStore,
  type DeliveriesGridStore,
  type GridStoreInternals,
} from './store/gridStore';
import type { DeliveriesClient } from '../api/client';
import type { Delivery } from '../api/types';
import { useDeliveriesPage } from '../query/useDeliveriesPage';
import { defaultDeliveryColumns } from '../state/columns/defaultDeliveryColumns';
import { describeColumnProblem } from '../state/columns/messages';
import { pageIdentityOf } from '../state/identity/pageIdentity';
import { useDeliveryFormatters } from '../state/formatters';
import type { StatusOption } from '../state/statusOptions';
import { summarizeProblems } from '../state/urlState/linkProblems';
import { useIntlDefaults } from '../state/useIntlDefaults';
import type { DeliveriesView } from '../views/types';
import { cellTextOf } from './cellText';
import { headersOf, toColumnDefs } from './columns/columnDefs';
import { useGridDetails } from './details/useGridDetails';
import { gridClient } from './gridClient';
import { alertOf, bodyOf, noticesOf } from './gridView';
import { resolveMessages } from './messages';
import type { DeliveriesGrid } from './model';
import type { DeliveriesGridOptions } from './options';
import { useColumnLayout } from './columns/useColumnLayout';
import { useDeliveriesTable } from './reactTable/useDeliveriesTable';
import { useGridActions } from './useGridActions';
import { useGridQueryState } from './useGridQueryState';
import { selectionRules, useGridSelection } from './selection/useGridSelection';
import { useOnDemandModule } from '../shared/onDemandModule';
import { useResultsAnnouncement } from './useResultsAnnouncement';
import { useRowChanges } from './refresh/useRowChanges';
import { useViewBaselines } from './useViewBaselines';

const noStatusOptions: readonly StatusOption[] = [];
const codeOf = (delivery: Delivery) => delivery.code;
const noRows: readonly Delivery[] = [];
// Never called: a grid that could not be set up sends nothing.
const unusableClient: DeliveriesClient = {
  baseUrl: '',
  queryDeliveries: () => Promise.reject(new TypeError('deliveries-table: no client')),
};

/**
 * The grid without markup: query state (controlled or not, always checked), the request, the
 * page with its look-ahead, rows kept while the next page loads, phases, column layout, and
 * the actions. `DeliveriesTable` is this plus its parts; build your own markup (MUI, shadcn,
 * Mantine…) on the same model and it behaves the same. Needs a `QueryClientProvider` above.
 *
 * @example
 * ```tsx
 * function MyGrid() {
 *   const grid = useDeliveriesGrid({ baseUrl: '/gateway' });
 *   return (
 *     <ul aria-busy={grid.isFetching}>
 *       {grid.rows?.map((delivery) => <li key={grid.rowKeyOf(delivery)}>{delivery.code}</li>)}
 *       <button disabled={!grid.canNextPage} onClick={grid.actions.nextPage}>Next page</button>
 *     </ul>
 *   );
 * }
 * ```
 */
export function useDeliveriesGrid(options: DeliveriesGridOptions): DeliveriesGrid {
  const { store } = useGridModel(options);
  // This component renders the model itself: it hears only ticks, which come between renders.
  return useStoreSelector(store, wholeGrid);
}

const wholeGrid = (grid: DeliveriesGrid) => grid;

/**
 * The model and its store, without subscribing to it: `DeliveriesTable`'s root renders for
 * the query, the page and the options, while a tick renders only the parts that read it.
 */
export function useGridModel(options: DeliveriesGridOptions): {
  store: DeliveriesGridStore;
  internals: GridStoreInternals;
  /** The model as of this render, its selection not merged in: read it for what the root draws. */
  grid: DeliveriesGrid;
} {
  const [internals] = useState(() =>
    createGridStore({
      raw:
        (options.selection || undefined)?.value ??
        (options.selection || undefined)?.defaultValue ??
        noDeliveriesSelected,
      ended: false,
    }),
  );
  const {
    baseUrl,
    client: hostClient,
    columns: allColumns = defaultDeliveryColumns,
    statusOptions = noStatusOptions,
    paging,
    columnsMenu,
    rows: rowOptions,
    refresh,
    onUnauthorized,
    density: hostDensity = 'comfortable',
  } = options;
  const setup = useMemo(() => gridClient(hostClient, baseUrl), [hostClient, baseUrl]);
  const client = 'client' in setup ? setup.client : unusableClient;
  const messages = useMemo(
    () => resolveMessages(options.messages?.table),
    [options.messages?.table],
  );
  const { locale, timeZone } = useIntlDefaults(options.locale, options.timeZone);
  const formatters = useDeliveryFormatters(locale, timeZone);

  // A saved view's density holds until the host passes another `density`.
  const [viewDensity, setViewDensity] = useState<{
    from: string;
    density: DeliveriesView['density'];
  }>();
  const density = viewDensity?.from === hostDensity ? viewDensity.density : hostDensity;

  const menu = columnsMenu || undefined;
  const layout = useColumnLayout({
    columns: allColumns,
    settings: menu?.settings,
    defaultSettings: menu?.defaultSettings,
    onSettingsChange: menu?.onSettingsChange,
  });
  const checked = useGridQueryState(options, allColumns, timeZone);
  const { state, setState } = checked;

  const page = useDeliveriesPage({
    client,
    enabled: 'client' in setup,
    state,
    pageNumberBase: paging?.pageNumberBase ?? 1,
    timeZone,
    prefetchNextPage: paging?.prefetchNextPage ?? true,
    onUnauthorized,
    refreshIntervalSeconds: refresh?.intervalSeconds,
  });
  const maxRendered = rowOptions?.maxRendered ?? 10_000;
  // A server that ignores pageSize may send 50,000 rows: hold the first ones, say so.
  const sentRows = page.rows;
  const shownRows = useMemo(
    () =>
      sentRows !== undefined && sentRows.length > maxRendered
        ? sentRows.slice(0, Math.max(0, maxRendered))
        : sentRows,
    [sentRows, maxRendered],
  );
  const getRowId = rowOptions?.getRowId ?? codeOf;
  // Each row's key, unique on the page: a server may send two rows with one code.
  const identity = useMemo(
    () => pageIdentityOf(shownRows ?? noRows, getRowId),
    [shownRows, getRowId],
  );
  const rows = shownRows === undefined ? undefined : identity.rows;

  const columnDefs = useMemo(
    () => toColumnDefs(layout.shownColumns, messages.columnHeaders),
    [layout.shownColumns, messages.columnHeaders],
  );
  const table = useDeliveriesTable({
    rows: rows ?? [],
    columns: layout.shownColumns,
    columnDefs,
    state,
    setState,
    canNextPage: page.canNextPage,
  });
  const canPreviousPage = state.pageNumber > 1;
  const { refetch } = page.query;
  const requestKey = useMemo(() => JSON.stringify(page.request), [page.request]);
  const changes = useRowChanges(refresh !== undefined, requestKey, rows, getRowId, page.settled);
  const heard = useResultsAnnouncement({
    changes,
    request: page.request,
    orderBy: state.orderBy,
    settled: page.settled,
    rowCount: rows?.length ?? 0,
    pageNumber: state.pageNumber,
    columns: allColumns,
    messages,
  });
  const view = useMemo(
    () => ({ state, columns: layout.settings, density }),
    [state, layout.settings, density],
  );
  const baselines = useViewBaselines({
    options,
    initialColumns: layout.initialSettings,
    limits: checked.limits,
    view,
  });
  const actions = useGridActions({
    state,
    setState,
    enterState: checked.enterState,
    columns: allColumns,
    canPreviousPage,
    canNextPage: page.canNextPage,
    retry: () => {
      heard.retried();
      void refetch();
    },
    setColumnSettings: layout.setSettings,
    resizeColumn: layout.resizeColumn,
    columnMessages: messages,
    setViewDensity: (next) =>
      setViewDensity(next === undefined ? undefined : { from: hostDensity, density: next }),
    initialView: baselines.initialView,
    rememberApplied: baselines.rememberApplied,
  });
  // One runner of bulk and row actions, made with the selection's rules (fetched only for them).
  const rules = useOnDemandModule(
    selectionRules,
    (options.selection !== undefined && options.selection !== false) ||
      (rowOptions?.actions?.length ?? 0) > 0,
  );
  const actionRunner = useMemo(() => rules?.createActionRunner() ?? null, [rules]);
  useEffect(() => () => actionRunner?.dispose(), [actionRunner]);
  // The quick search's draft and debounce: the model's, a store of their own.
  const [searchDraft] = useState(() => createSearchDraft(state.quickSearch));
  searchDraft.configure({
    debounceMs: (options.search || undefined)?.debounceMs ?? 300,
    send: actions.search,
  });
  searchDraft.follow(state.quickSearch);
  useClientLayoutEffect(() => searchDraft.notify());
  useEffect(() => () => searchDraft.dispose(), [searchDraft]);
  const details = useGridDetails({
    options: options.detail,
    rows: rows ?? noRows,
    // By the row's key: of two rows with one code, the one opened.
    idOf: identity.keyOf,
    pageNumber: state.pageNumber,
    settled: page.settled,
    canNextPage: page.canNextPage,
    canPreviousPage,
    turnPage: (to) => (to === 'next' ? actions.nextPage() : actions.previousPage()),
  });
  const headers = useMemo(
    () =>
      headersOf(layout.shownColumns, state.orderBy, messages.columnHeaders, layout.settings.pinned),
    [layout.shownColumns, state.orderBy, messages.columnHeaders, layout.settings.pinned],
  );
  const cellText = useCallback(
    (delivery: Delivery, columnId: string) =>
      cellTextOf(delivery, columnId, formatters, statusOptions),
    [formatters, statusOptions],
  );
  const selection = useGridSelection({
    options: options.selection,
    rows: rows ?? noRows,
    request: page.request,
    idOf: getRowId,
    keyOf: identity.keyOf,
    // An unreadable filter sends nothing: there is no query to select every match of.
    moreMayMatch: (page.canNextPage || canPreviousPage) && !page.isFilterError,
    internals,
  });
  const columnProblem = useMemo(
    () =>
      summarizeProblems(layout.problems.map((problem) => describeColumnProblem(problem, messages))),
    [layout.problems, messages],
  );
  const setupProblem = 'problem' in setup ? setup.problem : null;
  const grid: DeliveriesGrid = {
    state,
    request: page.request,
    rows,
    phase: setupProblem ? 'error' : page.phase,
    body: bodyOf({ rows, phase: page.phase, settled: page.settled }),
    alert: setupProblem
      ? { message: messages.setupFailed(setupProblem), action: null, actionLabel: '' }
      : alertOf(page.error, page.isFilterError, messages),
    notices: noticesOf(
      {
        hostProblem: checked.hostProblem,
        columnProblem,
        entered: checked.entered,
        retryReason: page.retryReason,
        error: page.error,
        shownCount: rows?.length,
        sentCount: sentRows?.length,
        repeatedIds: identity.repeatedIds,
      },
      messages,
    ),
    announcement: heard.text,
    announcementId: heard.id,
    settled: page.settled,
    isFetching: page.query.isFetching,
    updatedAt: page.query.dataUpdatedAt,
    canPreviousPage,
    canNextPage: page.canNextPage,
    isFilterError: page.isFilterError,
    setupProblem,
    columns: layout.shownColumns,
    headers,
    cellText,
    allColumns,
    columnSettings: layout.settings,
    fixedWidths: layout.fixedWidths,
    density,
    view,
    appliedView: baselines.appliedView,
    isInitialView: baselines.isInitialView,
    locale,
    timeZone,
    formatters,
    statusOptions,
    messages,
    limits: checked.limits,
    client,
    getRowId,
    rowKeys: identity.keys,
    rowKeyOf: identity.keyOf,
    changes,
    details,
    searchDraft,
    actionRunner,
    // Merged in by the store from what is selected now.
    selection: null,
    table,
    actions,
    store: internals.store,
  };
  // Written as the root renders, so the parts it renders read this render's model; the parts
  // it does not render hear of it once React commits.
  internals.frame.publish({ grid, selection });
  useClientLayoutEffect(() => internals.frame.notify());
  return { store: internals.store, internals, grid };
}
