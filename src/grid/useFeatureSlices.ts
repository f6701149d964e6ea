import { useMemo } from 'react';
import type { DeliveriesClient } from '../api/client';
import type { Delivery, DeliveriesRequest } from '../api/types';
import type { DeliveriesColumnSettings } from '../state/columnSettings';
import type { DeliveryColumn } from '../state/columns/deliveryColumn';
import type { DeliveriesQueryState } from '../state/queryState';
import type { QueryStateLimits } from '../state/validation/queryStateLimits';
import type { DeliveriesView } from '../views/types';
import type { DeliveriesGridColumns, DeliveriesGridHeader } from './columns/columnsModel';
import type { DeliveriesGridFilters } from './filters/filtersModel';
import type { DeliveriesGrid, DeliveriesGridActions } from './model';
import type { DeliveriesGridPaging } from './paging/pagingModel';
import type { DeliveriesShownPage } from '../query/deliveriesPage';
import type { DeliveriesGridQuery } from './query/queryModel';
import type { DeliveriesGridRefresh } from './refresh/refreshModel';
import type { DeliveriesRowChanges } from './refresh/rowChanges';
import type { DeliveriesSearchDraft } from './search/searchDraft';
import type { DeliveriesFilterLanguage } from './search/filterLanguage';
import type { DeliveriesGridSearch } from './search/searchModel';
import type { DeliveriesGridSorting } from './sorting/sortingModel';
import type { DeliveriesAppliedView, DeliveriesGridView } from './view/viewModel';

type FeatureSlices = Pick<
  DeliveriesGrid,
  'query' | 'paging' | 'sorting' | 'search' | 'filters' | 'columns' | 'view' | 'refresh'
>;

/** Each slice's share of the grid's actions: the same stable functions, grouped by feature. */
function sliceActions(actions: DeliveriesGridActions) {
  return {
    query: { setState: actions.setState, retry: actions.retry },
    paging: {
      goToPage: actions.goToPage,
      previousPage: actions.previousPage,
      nextPage: actions.nextPage,
      setPageSize: actions.setPageSize,
    },
    sorting: { toggleSort: actions.toggleSort, sortBy: actions.sortBy },
    search: { search: actions.search, runQuery: actions.runQuery },
    filters: { applyFilters: actions.applyFilters, clearFilters: actions.clearFilters },
    columns: { setColumnSettings: actions.setColumnSettings, resizeColumn: actions.resizeColumn },
    view: { applyView: actions.applyView, reset: actions.reset },
    refresh: { refresh: actions.retry },
  };
}

/**
 * The model's feature slices, each kept while what it holds is unchanged: a host reading
 * `grid.paging` through a selector renders when paging changes, not on every answer.
 */
export function useFeatureSlices(facts: {
  state: DeliveriesQueryState;
  page: {
    request: DeliveriesRequest;
    settled: boolean;
    isFilterError: boolean;
    filtersPending: boolean;
    canNextPage: boolean;
    query: { isFetching: boolean; dataUpdatedAt: number };
    phase: string;
    rowsFrom: DeliveriesShownPage | null;
  };
  setupProblem: string | null;
  limits: QueryStateLimits;
  client: DeliveriesClient;
  canPreviousPage: boolean;
  layout: {
    shownColumns: readonly DeliveryColumn[];
    settings: DeliveriesColumnSettings;
    fixedWidths: number[] | null;
  };
  headers: readonly DeliveriesGridHeader[];
  all: readonly DeliveryColumn[];
  cellText: (delivery: Delivery, columnId: string) => string;
  current: DeliveriesView;
  baselines: { appliedView: DeliveriesAppliedView | null; isInitialView: boolean };
  density: 'comfortable' | 'compact';
  changes: DeliveriesRowChanges | null;
  draft: DeliveriesSearchDraft;
  language: DeliveriesFilterLanguage | null;
  actions: DeliveriesGridActions;
}): FeatureSlices {
  const { state, page, setupProblem, limits, client, canPreviousPage, actions } = facts;
  const { request, settled, isFilterError, filtersPending, canNextPage, rowsFrom } = page;
  const { dataUpdatedAt: updatedAt } = page.query;
  // Busy too while the filters' code comes, before the request it builds is sent.
  const isFetching = page.query.isFetching || page.phase === 'refreshing';
  const { shownColumns: shown, settings, fixedWidths } = facts.layout;
  const { headers, all, cellText, current, density, changes, draft, language } = facts;
  const { appliedView: applied, isInitialView: isInitial } = facts.baselines;
  const grouped = useMemo(() => sliceActions(actions), [actions]);
  const query = useMemo<DeliveriesGridQuery>(
    () => ({
      state,
      request,
      settled,
      isFetching,
      updatedAt,
      isFilterError,
      filtersPending,
      setupProblem,
      limits,
      client,
      actions: grouped.query,
    }),
    [
      state,
      request,
      settled,
      isFetching,
      updatedAt,
      isFilterError,
      filtersPending,
      setupProblem,
      limits,
      client,
      grouped,
    ],
  );
  const { pageNumber, pageSize, orderBy, quickSearch, filters: appliedFilters } = state;
  const paging = useMemo<DeliveriesGridPaging>(
    () => ({
      pageNumber,
      pageSize,
      canPreviousPage,
      canNextPage,
      rowsFrom,
      actions: grouped.paging,
    }),
    [pageNumber, pageSize, canPreviousPage, canNextPage, rowsFrom, grouped],
  );
  const sorting = useMemo<DeliveriesGridSorting>(
    () => ({ orderBy, actions: grouped.sorting }),
    [orderBy, grouped],
  );
  const search = useMemo<DeliveriesGridSearch>(
    () => ({ quickSearch, draft, language, actions: grouped.search }),
    [quickSearch, draft, language, grouped],
  );
  const filters = useMemo<DeliveriesGridFilters>(
    () => ({ applied: appliedFilters, actions: grouped.filters }),
    [appliedFilters, grouped],
  );
  const columns = useMemo<DeliveriesGridColumns>(
    () => ({ shown, headers, all, settings, fixedWidths, cellText, actions: grouped.columns }),
    [shown, headers, all, settings, fixedWidths, cellText, grouped],
  );
  const view = useMemo<DeliveriesGridView>(
    () => ({ current, applied, isInitial, density, actions: grouped.view }),
    [current, applied, isInitial, density, grouped],
  );
  const refresh = useMemo<DeliveriesGridRefresh>(
    () => ({ changes, actions: grouped.refresh }),
    [changes, grouped],
  );
  return { query, paging, sorting, search, filters, columns, view, refresh };
}
