/**
 * Every type the public entry (`src/index.ts`) names, grouped by the layer that defines it.
 * Type-only, so it costs the first load nothing.
 */

// The contract and the client
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
export type {
  DeliveriesApiErrorDetails,
  DeliveriesApiErrorKind,
  DeliveryIssue,
} from './api/errors';
export type { DateFilterKey, IdListFilterKey } from './api/types';
export type { HostHeaders } from './api/requestHeaders';

// Data access with react-query
export type { UseDeliveriesOptions } from './query/useDeliveries';
export type { DeliveriesQueryKey } from './query/deliveriesQueryKey';
export type { DeliveriesQueryOptions } from './query/deliveriesQueryOptions';
export type { DeliveriesPagePhase } from './query/deliveriesPage';

// State, its checks and problems, and the link
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
export type { ToDeliveriesRequestOptions } from './state/toDeliveriesRequest';
export type {
  AdvancedFilterField,
  AdvancedFilterJoin,
  AdvancedFilterOperator,
  DeliveriesConditionWords,
} from './state/advancedFilterConfig';
export type { DeliveryFormatters } from './state/formatters';
export type { DeliveriesColumnsMenuOptions } from './state/columns/columnsMenuOptions';
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
export type { DeliveriesColumnSettingsMessages } from './state/columns/messages';
export type {
  ColumnSettingsPart,
  ColumnSettingsProblem,
} from './state/columns/columnSettingsProblem';
export type { RelativeDayWords, TypedDateProblem } from './state/typedDates/parseTypedDate';
export type { DeliveriesFiltersCode } from './state/filtersCode/filtersCodeEntry';

// The headless model: options, slices and messages
export type { DeliveriesCardMessages } from './grid/cards/cardMessages';
export type { DeliveriesGridSelection } from './grid/selection/useGridSelection';
export type { DeliveriesRowChanges } from './grid/refresh/rowChanges';
export type { DeliveriesGridStore } from './grid/store/gridStore';
export type { DeliveriesSearchDraft } from './grid/search/searchDraft';
export type { DeliveriesDetailState, DeliveriesGridDetails } from './grid/details/useGridDetails';
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
export type { DeliveriesReactTable } from './grid/reactTable/useDeliveriesTable';
export type { DeliveriesGridQuery } from './grid/query/queryModel';
export type { DeliveriesGridPaging } from './grid/paging/pagingModel';
export type { DeliveriesShownPage } from './query/deliveriesPage';
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
export type {
  DeliveriesTableMessages,
  DeliveriesTableMessageOverrides,
  DeliveriesLoadFailure,
  DeliveriesCompleteTableMessages,
} from './grid/messages';
export type { DeliveriesLocalePack } from './grid/locale/localePack';
export type { DeliveriesNoticeMessages } from './grid/noticeMessages';
export type { DeliveriesSearchMessages } from './grid/search/searchMessages';
export type { DeliveriesPagingMessages } from './grid/paging/pagingMessages';
export type { DeliveriesSortingMessages } from './grid/sorting/sortingMessages';
export type { DeliveriesDetailsMessages } from './grid/details/detailsMessages';
export type { DeliveriesRefreshMessages } from './grid/refresh/refreshMessages';
export type { DeliveriesColumnsMessages } from './grid/columns/columnsMessages';
export type { DeliveriesColumnMenuMessages } from './grid/columns/columnMenuMessages';

// The grid component
export type { DeliveriesCardsOptions } from './table/cards/useCardsLayout';
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

// The filter panel
export type { DeliveriesFiltersOptions, DeliveriesAdvancedFilterOptions } from './filters/options';
export type { DeliveriesFilterPanelProps, FilterPanelPart } from './filters/DeliveriesFilterPanel';
export type { ActiveFilterChipsProps } from './filters/ActiveFilterChips';
export type { FilterVocabulary } from './filters/filterVocabulary';
export type { FilterChipField, FilterPanelMessages } from './filters/messages';
export type { FilterChipMessages } from './filters/chipMessages';
export type { FilterDateMessages, TypedDateExpected } from './filters/dateMessages';
export type { AdvancedPrecedence } from './filters/logic/advancedPrecedence';
export type { DeliveriesCellFilterMessages } from './grid/filters/cellFilterMessages';
export type { DeliveriesHidingFilterMessages } from './grid/filters/hidingFilterMessages';
export type {
  FilterOption,
  FilterOptionLoader,
  FilterOptionSource,
  FilterOptions,
} from './filters/logic/types';

// Export to CSV
export type { DeliveriesExportMenuProps } from './export/DeliveriesExportMenu';
export type { DeliveriesExportMessages } from './export/messages';
export type {
  FetchMatchingDeliveriesOptions,
  MatchingDeliveries,
} from './export/fetchMatchingDeliveries';
export type { DeliveryExportColumn, ToDeliveriesCsvOptions } from './export/toDeliveriesCsv';
export type { DeliveriesExportingOptions } from './export/options';
export type { DeliveriesExportPagingProblem, RepeatedRows } from './export/exportPagingProblems';
export type { DeliveriesExportPagingMessages } from './export/messages';

// Saved views
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
export type { DeliveriesSavedViewsOptions } from './views/options';

// Selection and actions
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
export type {
  DeliveriesEndedSelection,
  DeliveriesQuerySelection,
} from './selection/logic/endedSelection';
export type {
  ActionJob,
  ActionRunnerState,
  DeliveriesActionRunner,
  DeliveriesActionStatus,
  RefusedAction,
} from './selection/logic/actionRunner';
export type { PageSelection } from './selection/logic/selectionOps';

// Helpers the model names
export type { Direction as DeliveriesDirection } from './shared/direction';
export type { StateUpdate } from './shared/useControllableState';
export type { Subscribable } from './shared/useStoreSelector';
export type { DeliveriesPluralForms } from './shared/text/plural';
