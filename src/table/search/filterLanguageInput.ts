import type { FilterOptions } from '../../filters/logic/types';
import type { FilterPanelMessages } from '../../filters/messages';
import type { DeliveriesFilterLanguageMessages } from '../../grid/search/filterLanguageMessages';
import type { DeliveriesFilterState } from '../../state/queryState';
import type { DatePreset } from '../../state/relativeDates/relativeBound';
import type { StatusOption } from '../../state/statusOptions';
import type { DeliveriesGridContextValue } from '../gridContext';

/** Where the language reads the grid's options and filters from, when the box is used. */
export type FilterLanguageSource = Pick<DeliveriesGridContextValue, 'store' | 'table'>;

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

/**
 * The language's input, read from the grid's store when the box is used: the grid's options
 * (`statusOptions`, `filters.options`, `filters.datePresets`, `locale`, the messages) and its
 * filters in force.
 */
export function filterLanguageInput({ store, table }: FilterLanguageSource): FilterLanguageInput {
  const options = table.get()?.options ?? {};
  const { filters, search } = options;
  const language = search ? search.language : undefined;
  return {
    statusOptions: options.statusOptions,
    filterOptions: filters ? filters.options : undefined,
    datePresets: filters ? filters.datePresets : undefined,
    locale: options.locale,
    panelMessages: options.messages?.filters,
    messages: typeof language === 'object' ? language.messages : undefined,
    applied: () => store.get().filters.applied,
    applyFilters: (next) => store.get().filters.actions.applyFilters(next),
  };
}
