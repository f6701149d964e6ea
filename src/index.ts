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

// Slices and parts for hosts that replace one, words and problems
export {
  useStoreSelector as useDeliveriesGridSelector,
  shallowEqual,
} from './shared/useStoreSelector';
export { useDeliveriesTableSelector, useDeliveriesTableOptions } from './table/gridContext';
export { DeliveriesTablePagination } from './table/paging/DeliveriesTablePagination';
export { GridStatus as DeliveriesTableStatus } from './table/GridStatus';
export { plural, pluralText } from './shared/text/plural';
export { DeliveriesExportPagingError } from './export/exportPagingProblems';
export { wordProblems } from './state/problems/problem';
export { defaultStateProblemMessages } from './state/problems/problemMessages';
export {
  defaultLinkProblemMessages,
  defaultProblemMessages,
} from './state/urlState/linkProblemMessages';
export { readDeliveriesState } from './state/urlState/parseDeliveriesState';

// Every type a host may name: the options, the model's slices, messages and problems
export type * from './publicTypes';
