import type { FilterOptions } from '../../filters/logic/types';
import type { FilterPanelMessages } from '../../filters/messages';
import type { DeliveriesFilterLanguageMessages } from '../../grid/search/filterLanguageMessages';
import type { DeliveriesFilterState } from '../../state/queryState';
import type { DatePreset } from '../../state/relativeDates/relativeBound';
import type { StatusOption } from '../../state/statusOptions';

/** What the search box's filter language reads against and applies to. */
export interface FilterLanguageInput {
  statusOptions: readonly StatusOption[] | undefined;
  filterOptions: FilterOptions | undefined;
  datePresets: readonly DatePreset[] | undefined;
  locale: string | undefined;
  panelMessages: Partial<FilterPanelMessages> | undefined;
  messages: Partial<DeliveriesFilterLanguageMessages> | undefined;
  /** The filters in force when Enter is pressed. */
  applied: () => DeliveriesFilterState;
  applyFilters: (filters: DeliveriesFilterState) => void;
}
