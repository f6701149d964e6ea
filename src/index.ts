/**
 * `deliveries-table`: a React grid for finding and browsing deliveries, bound to
 * `POST {baseUrl}/api/deliveries`. Import `deliveries-table/styles.css` once for its looks.
 */

// The grid, and its model for hosts that draw their own markup
export { DeliveriesTable } from './table/DeliveriesTable';
export { useDeliveriesGrid } from './grid/useDeliveriesGrid';
export { defaultDeliveryColumns } from './state/columns/defaultDeliveryColumns';
export { defaultDeliveriesTableMessages } from './grid/messages';
export { arrowStep, directionOfLocale } from './shared/direction';

// The filter panel, inside the grid or on its own
export { DeliveriesFilterPanel } from './filters/DeliveriesFilterPanel';
export { ActiveFilterChips } from './filters/ActiveFilterChips';
export { defaultFilterPanelMessages } from './filters/messages';
export { countActiveFilters } from './filters/logic/countActiveFilters';

// Export to CSV, inside the grid's toolbar or on its own
export { DeliveriesExportMenu } from './export/DeliveriesExportMenu';
export { defaultDeliveriesExportMessages } from './export/messages';
export { fetchMatchingDeliveries } from './export/fetchMatchingDeliveries';
export { defaultExportMaxRows, defaultExportPageSize } from './export/exportDefaults';
export { toDeliveriesCsv } from './export/toDeliveriesCsv';
export { toDeliveryExportColumns } from './export/deliveryExportColumns';
export { deliveriesCsvBlob, deliveriesExportFileName } from './export/deliveriesCsvFile';
export { saveDeliveriesCsv } from './export/saveDeliveriesCsv';
export { neutraliseFormula } from './export/csvField';

// The state in a link (a search parameter)
export { serializeDeliveriesState } from './state/urlState/serializeDeliveriesState';
export { parseDeliveriesState } from './state/urlState/parseDeliveriesState';
export { useDeliveriesUrlState } from './state/urlState/useDeliveriesUrlState';
export { historyEntryFor } from './state/urlState/historyEntryFor';

// Saved views, inside the grid's toolbar or on their own
export { DeliveriesSavedViews } from './views/DeliveriesSavedViews';
export { localStorageViews } from './views/storage/localStorageViews';
export { DeliveriesViewStorageError } from './views/storage/DeliveriesViewStorageError';
export { defaultSavedViewsMessages } from './views/messages';

// Selection and bulk actions
export { noDeliveriesSelected } from './selection/types';
export { defaultDeliveriesSelectionMessages } from './selection/messages';

// Cards on a narrow grid
export { defaultDeliveryCardMessages } from './grid/cards/cardMessages';
export { defaultCardsBelow } from './table/cards/useCardsLayout';

// Column arrangement
export { defaultColumnSettings } from './state/columnSettings';

// Data access for hosts that build their own UI
export { createDeliveriesClient } from './api/client';
export { DeliveriesApiError, isAbortError } from './api/errors';
export { useDeliveries } from './query/useDeliveries';
export { deliveriesQueryOptions } from './query/deliveriesQueryOptions';
export { deliveriesQueryKey } from './query/deliveriesQueryKey';

// State and its mapping to the request
export { toDeliveriesRequest } from './state/toDeliveriesRequest';
export { defaultQueryState } from './state/queryState';
export { defaultQueryStateLimits } from './state/validation/queryStateLimits';
export {
  defaultAdvancedFilterFields,
  defaultAdvancedFilterJoins,
  defaultAdvancedFilterOperators,
} from './state/advancedFilterConfig';

export type {
  AdvancedFilter,
  DeliveriesRequest,
  Delivery,
  DeliveryField,
  DeliveryFilters,
  OrderBy,
  SortOrder,
} from './api/types';
export type {
  DeliveriesClient,
  DeliveriesClientOptions,
  QueryDeliveriesOptions,
} from './api/client';
export type { DeliveriesApiErrorKind, DeliveryIssue } from './api/errors';
export type { DateBound, DeliveriesFilterState, DeliveriesQueryState } from './state/queryState';
export type {
  BuiltInDatePresetId,
  DatePreset,
  DatePresetContext,
} from './state/relativeDates/relativeBound';
export type { DeliveriesColumnSettings } from './state/columnSettings';
export type {
  ParsedDeliveriesState,
  ParseDeliveriesStateOptions,
} from './state/urlState/parseDeliveriesState';
export type { QueryStateLimits } from './state/validation/queryStateLimits';
export type {
  DeliveriesUrlState,
  UseDeliveriesUrlStateOptions,
} from './state/urlState/useDeliveriesUrlState';
export type { DeliveriesHistoryPolicy } from './state/urlState/historyEntryFor';
export type { DeliveriesSavedViewsProps } from './views/DeliveriesSavedViews';
export type { DeliveriesSavedViewsMessages } from './views/messages';
export type { DeliveriesView, SavedDeliveriesView } from './views/types';
export type {
  DeliveriesViewListAnswer,
  DeliveriesViewListing,
  DeliveriesViewUnsaved,
  DeliveriesViewStorage,
  DeliveriesViewStoreProblem,
  DeliveriesViewWriteBase,
} from './views/storage/viewStorage';
export type { DeliveriesViewStorageErrorKind } from './views/storage/DeliveriesViewStorageError';
export type {
  DeliveriesSelection,
  DeliveriesSelectionActions,
  DeliveriesSelectionQuery,
} from './selection/types';
export type {
  DeliveriesActionContext,
  DeliveriesBulkAction,
  DeliveriesRowAction,
  DeliveriesSelectionOptions,
} from './selection/options';
export type { DeliveriesSelectionMessages } from './selection/messages';
export type { DeliveriesCardMessages } from './grid/cards/cardMessages';
export type { DeliveriesCardsOptions } from './table/cards/useCardsLayout';
export type { DeliveriesGridSelection } from './grid/selection/useGridSelection';
export type {
  DeliveriesEndedSelection,
  DeliveriesQuerySelection,
} from './selection/logic/endedSelection';
export type { DeliveriesRowChanges } from './grid/refresh/rowChanges';
export type { DeliveriesGridStore } from './grid/store/gridStore';
export type { DeliveriesSearchDraft } from './grid/search/searchDraft';
export type {
  ActionJob,
  ActionRunnerState,
  DeliveriesActionRunner,
  DeliveriesActionStatus,
  RefusedAction,
} from './selection/logic/actionRunner';
export {
  useStoreSelector as useDeliveriesGridSelector,
  shallowEqual,
} from './shared/useStoreSelector';
export { useDeliveriesTableSelector, useDeliveriesTableOptions } from './table/gridContext';
export { DeliveriesTablePagination } from './table/paging/DeliveriesTablePagination';
export { GridStatus as DeliveriesTableStatus } from './table/GridStatus';
export type { DeliveriesDetailState, DeliveriesGridDetails } from './grid/details/useGridDetails';
export type { DeliveriesExportMenuProps } from './export/DeliveriesExportMenu';
export type { DeliveriesExportMessages } from './export/messages';
export type {
  FetchMatchingDeliveriesOptions,
  MatchingDeliveries,
} from './export/fetchMatchingDeliveries';
export type { DeliveryExportColumn, ToDeliveriesCsvOptions } from './export/toDeliveriesCsv';
export type { ToDeliveriesRequestOptions } from './state/toDeliveriesRequest';
export type {
  AdvancedFilterField,
  AdvancedFilterJoin,
  AdvancedFilterOperator,
} from './state/advancedFilterConfig';
export type { UseDeliveriesOptions } from './query/useDeliveries';
export type { DeliveriesQueryKey } from './query/deliveriesQueryKey';
export type {
  DeliveriesDetailOptions,
  DeliveriesTableOptions,
  DeliveriesTablePart,
  DeliveriesTableProps,
  DeliveriesTableSlots,
  DeliveriesToolbarParts,
  DeliveryColumn,
  StatusOption,
  StatusTone,
} from './table/types';
export type {
  DeliveriesGridOptions,
  DeliveriesGridSettings,
  DeliveriesMessages,
  DeliveriesTableSource,
} from './grid/options';
export type { DeliveriesPagingOptions } from './grid/paging/pagingOptions';
export type { DeliveriesRefreshOptions } from './grid/refresh/refreshOptions';
export type { DeliveriesRowsOptions } from './grid/rows/rowsOptions';
export type { DeliveriesSearchOptions } from './grid/search/searchOptions';
export type {
  DeliveriesFilterLanguageMessages,
  DeliveriesFilterLanguageMessageOverrides,
  FilterLanguageFieldNames,
  FilterQueryProblem,
  FilterQueryProblemMessages,
} from './grid/search/filterLanguageMessages';
export type {
  DeliveriesFilterLanguage,
  DeliveriesFilterLanguageState,
  FilterQueryApplied,
} from './grid/search/filterLanguage';
export type { DeliveriesGrid, DeliveriesGridActions } from './grid/model';
export type { Direction as DeliveriesDirection } from './shared/direction';
// Types the model names, so a host can write each of them.
export type { DeliveryFormatters } from './state/formatters';
export type { PageSelection } from './selection/logic/selectionOps';
export type { StateUpdate } from './shared/useControllableState';
export type { Subscribable } from './shared/useStoreSelector';
export type { DeliveriesReactTable } from './grid/reactTable/useDeliveriesTable';
export type { DeliveriesGridQuery } from './grid/query/queryModel';
export type { DeliveriesGridPaging } from './grid/paging/pagingModel';
export type { DeliveriesGridSorting } from './grid/sorting/sortingModel';
export type { DeliveriesGridSearch } from './grid/search/searchModel';
export type { DeliveriesGridFilters } from './grid/filters/filtersModel';
export type { DeliveriesGridColumns, DeliveriesGridHeader } from './grid/columns/columnsModel';
export type { DeliveriesAppliedView, DeliveriesGridView } from './grid/view/viewModel';
export type { DeliveriesGridRefresh } from './grid/refresh/refreshModel';
export type { DeliveriesRowNavigation } from './grid/navigation/rowNavigation';
export type {
  DeliveriesGridAlert,
  DeliveriesGridBody,
  DeliveriesGridNotice,
  DeliveriesGridPhase,
} from './grid/gridView';
export type { DeliveriesFiltersOptions, DeliveriesAdvancedFilterOptions } from './filters/options';
export type { DeliveriesSavedViewsOptions } from './views/options';
export type { DeliveriesExportingOptions } from './export/options';
export type { DeliveriesColumnsMenuOptions } from './state/columns/columnsMenuOptions';
export type {
  DeliveriesTableMessages,
  DeliveriesTableMessageOverrides,
  DeliveriesLoadFailure,
  DeliveriesCompleteTableMessages,
} from './grid/messages';
export type { DeliveriesLocalePack } from './grid/locale/localePack';
export { plural, pluralText } from './shared/text/plural';
export type { DeliveriesPluralForms } from './shared/text/plural';
export type {
  DeliveriesProblem,
  DeliveriesProblemCode,
  DeliveriesProblemMessages,
  DeliveriesStateProblem,
  DeliveriesStateProblemMessages,
  DeliveriesLinkProblem,
  DeliveriesLinkProblemMessages,
  DeliveriesStatePart,
  DeliveriesGridProblemMessages,
  DeliveriesViewProblem,
} from './state/problems/problem';
export type {
  DeliveriesFilterProblem,
  DeliveriesLinkEntryProblem,
  DeliveriesProblemField,
  DeliveriesProblemList,
} from './state/problems/filterProblem';
export { DeliveriesExportPagingError } from './export/exportPagingProblems';
export type { DeliveriesExportPagingProblem } from './export/exportPagingProblems';
export type { DeliveriesExportPagingMessages } from './export/messages';
export { wordProblems } from './state/problems/problem';
export { defaultStateProblemMessages } from './state/problems/problemMessages';
export {
  defaultLinkProblemMessages,
  defaultProblemMessages,
} from './state/urlState/linkProblemMessages';
export { readDeliveriesState } from './state/urlState/parseDeliveriesState';
export type { DeliveriesNoticeMessages } from './grid/noticeMessages';
export type { DeliveriesSearchMessages } from './grid/search/searchMessages';
export type { DeliveriesPagingMessages } from './grid/paging/pagingMessages';
export type { DeliveriesSortingMessages } from './grid/sorting/sortingMessages';
export type { DeliveriesDetailsMessages } from './grid/details/detailsMessages';
export type { DeliveriesRefreshMessages } from './grid/refresh/refreshMessages';
export type { DeliveriesColumnsMessages } from './grid/columns/columnsMessages';
export type { DeliveriesColumnMenuMessages } from './grid/columns/columnMenuMessages';
export type { DeliveriesColumnSettingsMessages } from './state/columns/messages';
export type { ColumnSettingsPart } from './state/columns/columnSettingsProblem';
export type { DeliveriesFilterPanelProps, FilterPanelPart } from './filters/DeliveriesFilterPanel';
export type { ActiveFilterChipsProps } from './filters/ActiveFilterChips';
export type { FilterVocabulary } from './filters/filterVocabulary';
export type { FilterChipField, FilterPanelMessages } from './filters/messages';
export type {
  FilterOption,
  FilterOptionLoader,
  FilterOptionSource,
  FilterOptions,
} from './filters/logic/types';
