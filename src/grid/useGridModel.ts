import { useMemo, useRef, useState } from 'react';
import { useSearchDraft } from './search/useSearchDraft';
import { useClientLayoutEffect } from '../shared/useClientLayoutEffect';
import {
  createGridStore,
  heldAtFirst,
  type DeliveriesGridStore,
  type GridStoreInternals,
} from './store/gridStore';
import type { Delivery } from '../api/types';
import { defaultDeliveryColumns } from '../state/columns/defaultDeliveryColumns';
import { distinctColumns } from '../state/columns/distinctColumns';
import { useDeliveryFormatters } from '../state/formatters';
import { usableStatusOptions } from '../state/statusOptions';
import { useResolvedDirection } from '../shared/useDirection';
import { useIntlDefaults } from '../state/useIntlDefaults';
import { useGridDetails } from './details/useGridDetails';
import { useGridClient } from './gridClient';
import { useGridStatus } from './useGridStatus';
import { resolveMessages } from './messages';
import type { DeliveriesGrid } from './model';
import type { DeliveriesGridOptions } from './options';
import { useColumnLayout } from './columns/useColumnLayout';
import { useShownColumns } from './columns/useShownColumns';
import { usePageRows } from './rows/usePageRows';
import { usableCount } from './rows/rowsOptions';
import { hostDensityOf, useViewDensity } from './useViewDensity';
import { useDeliveriesTable } from './reactTable/useDeliveriesTable';
import { useGridActions } from './useGridActions';
import { useGridQueryState } from './useGridQueryState';
import { useActionRunner } from './selection/useActionRunner';
import { useGridSelection } from './selection/useGridSelection';
import { useResultsAnnouncement } from './useResultsAnnouncement';
import { useRowChanges } from './refresh/useRowChanges';
import { useViewBaselines } from './useViewBaselines';
import { useFeatureSlices } from './useFeatureSlices';
import { useRowNavigation } from './navigation/useRowNavigation';
import { useGridPage } from './query/useGridPage';

const codeOf = (delivery: Delivery) => delivery.code;
const noRows: readonly Delivery[] = [];

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
  const [internals] = useState(() => createGridStore(heldAtFirst(options.selection)));
  const {
    baseUrl,
    client: hostClient,
    columns: givenColumns = defaultDeliveryColumns,
    statusOptions: givenStatusOptions,
    columnsMenu,
    rows: rowOptions,
    refresh,
  } = options;
  const statusOptions = usableStatusOptions(givenStatusOptions); // the notice names what is left out
  const hostDensity = hostDensityOf(options.density);
  const allColumns = distinctColumns(givenColumns);
  const { client, setupProblem } = useGridClient(hostClient, baseUrl, options.paging);
  const messages = useMemo(
    () => resolveMessages(options.messages?.table),
    [options.messages?.table],
  );
  const { locale, timeZone } = useIntlDefaults(options.locale, options.timeZone);
  const formatters = useDeliveryFormatters(locale, timeZone);
  const direction = useResolvedDirection(options.dir, options.locale);

  const [density, setViewDensity] = useViewDensity(hostDensity);

  const menu = columnsMenu || undefined;
  const layout = useColumnLayout({
    columns: allColumns,
    settings: menu?.settings,
    defaultSettings: menu?.defaultSettings,
    onSettingsChange: menu?.onSettingsChange,
  });
  const checked = useGridQueryState(options, allColumns, statusOptions, timeZone);
  const { state, setState } = checked;
  const filtersWait = checked.filtersCode;
  const page = useGridPage(options, filtersWait, statusOptions, {
    client,
    enabled: setupProblem === null,
    state,
    timeZone,
    locale,
  });
  const getRowId = rowOptions?.getRowId ?? codeOf;
  const pageRows = usePageRows(page.rows, usableCount(rowOptions, 'maxRendered'), getRowId);
  const { rows, identity } = pageRows;

  const { columnDefs, headers, cellText } = useShownColumns({
    shown: layout.shownColumns,
    pinned: layout.settings.pinned,
    orderBy: state.orderBy,
    messages,
    formatters,
    statusOptions,
  });
  const table = useDeliveriesTable({ rows: rows ?? [], columnDefs });
  const canPreviousPage = state.pageNumber > 1;
  const requestKey = useMemo(() => JSON.stringify(page.request), [page.request]);
  const listKey = useMemo(() => JSON.stringify({ ...page.request, pageNumber: 0 }), [page.request]);
  const changes = useRowChanges(
    refresh !== undefined,
    requestKey,
    rows,
    getRowId,
    page.settled,
    page.query.dataUpdatedAt,
  );
  const heard = useResultsAnnouncement({
    changes,
    requestKey,
    orderBy: state.orderBy,
    settled: page.settled,
    shown: page.current,
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
    options: { initialState: options.initialState, density: hostDensity },
    initialColumns: layout.initialSettings,
    limits: checked.limits,
    view,
    checkFilters: filtersWait.code?.checkFilters,
  });
  const pageAsksRef = useRef(0);
  const actions = useGridActions({
    pageAsksRef,
    page,
    pageNumber: state.pageNumber,
    setState,
    enterState: checked.enterState,
    line: checked.line,
    columns: allColumns,
    canPreviousPage,
    retry: () => {
      heard.retried();
      if (filtersWait.failure) filtersWait.retry();
      else page.retry();
    },
    setColumnSettings: layout.setSettings,
    resizeColumn: layout.resizeColumn,
    setViewDensity,
    initialView: baselines.initialView,
    rememberApplied: baselines.rememberApplied,
    // Called after this render, when `search` (below) holds the language if it is on.
    runQuery: (text) => search.language?.run(text) ?? searchOnly(text),
  });
  const actionRunner = useActionRunner(
    (options.selection !== undefined && options.selection !== false) ||
      (rowOptions?.actions?.length ?? 0) > 0,
    internals.store,
  );
  const searchOnly = (text: string) => {
    actions.search(text);
    return Promise.resolve(null);
  };
  const search = useSearchDraft(
    state.quickSearch,
    (options.search || undefined)?.debounceMs ?? 300,
    actions.search,
    // The filter language, on unless the search, the language or the filters are off.
    options.search === false || options.search?.language === false || options.filters === false
      ? null
      : { options, locale, applied: state.filters, applyFilters: actions.applyFilters },
  );
  const details = useGridDetails({
    options: options.detail,
    rows: rows ?? noRows,
    keys: identity.keys,
    pageNumber: state.pageNumber,
    listKey,
    // The page's own rows, cached ones too (a stale look-ahead lands at once, as it shows).
    settled: page.current,
    canNextPage: page.canNextPage,
    canPreviousPage,
    turnPage: actions.goToPage,
    pageAsksRef,
  });
  const selection = useGridSelection({
    options: options.selection,
    // The rows and their keys, and who they are: the whole page is then ticked without counting.
    page: identity,
    request: page.request,
    idOf: getRowId,
    // An unreadable filter sends nothing: there is no query to select every match of. Rows
    // of the last search, kept while the new one loads, do not stand for its matches.
    moreMayMatch: page.current && (page.canNextPage || canPreviousPage) && !page.isFilterError,
    queryState: state,
    setQueryState: actions.setState,
    internals,
  });
  const navigation = useRowNavigation(identity.keys);
  const status = useGridStatus(messages, checked, layout.problems, options, {
    setupProblem,
    rows,
    page,
    rowsFailure: pageRows.failure,
    sentCount: page.rows?.length,
    repeatedIds: identity.repeatedIds,
    detailsProblem: details?.problem ?? null,
  });
  const slices = useFeatureSlices({
    ...{ state, page, setupProblem, limits: checked.limits, client, canPreviousPage },
    ...{ layout, headers, all: allColumns, cellText, current: view, baselines, density },
    ...{ changes, draft: search.draft, language: search.language, actions },
  });
  const grid: DeliveriesGrid = {
    ...status,
    announcement: heard.text,
    announcementId: heard.id,
    rows,
    getRowId,
    rowKeys: identity.keys,
    rowKeyOf: identity.keyOf,
    navigation,
    ...slices,
    selection: null, // merged in by the store from what is selected now
    details,
    actionRunner,
    locale,
    direction,
    timeZone,
    formatters,
    statusOptions,
    messages,
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
