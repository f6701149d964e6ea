import type { FilterOptions } from '../../filters/logic/types';
import type { FilterPanelMessages } from '../../filters/messages';
import type { DeliveriesFilterState } from '../../state/queryState';
import type { DatePreset } from '../../state/relativeDates/relativeBound';
import type { StatusOption } from '../../state/statusOptions';
import type { DeliveriesGridOptions } from '../options';
import type { FilterLanguageFieldNames, FilterQueryProblem } from './filterLanguageMessages';

/** What the filter language applied: the filters over those in force, and the quick search. */
export interface FilterQueryApplied {
  filters: DeliveriesFilterState;
  quickSearch: string;
}

/** What reading a text came to: what it applied, or the problems that kept it from applying. */
export type FilterQueryOutcome = FilterQueryApplied | { problems: FilterQueryProblem[] };

/** What the language reads against and applies to: the grid's options and filters in force. */
export interface FilterLanguageInput {
  statusOptions: readonly StatusOption[] | undefined;
  filterOptions: FilterOptions | undefined;
  datePresets: readonly DatePreset[] | undefined;
  locale: string | undefined;
  /** The grid's zone (the runtime's when `undefined`). */
  timeZone: string | undefined;
  panelMessages: Partial<FilterPanelMessages> | undefined;
  fieldNames: Partial<FilterLanguageFieldNames> | undefined;
  /** The filters in force when the text is run. */
  applied: () => DeliveriesFilterState;
  applyFilters: (filters: DeliveriesFilterState) => void;
}

/** What the model gives the language each render: its options, locale and filters in force. */
export interface FilterLanguageFacts {
  options: DeliveriesGridOptions;
  locale: string | undefined;
  applied: DeliveriesFilterState;
  applyFilters: (filters: DeliveriesFilterState) => void;
}

/** What the filter language has read of the search box: a store of its own, as the draft is. */
export interface DeliveriesFilterLanguageState {
  /** Text holding field words (`status:`), held from the quick search until it is run; or `null`. */
  pending: string | null;
  /** The language's code is loading, or a host's option loader is searched for a label. */
  reading: boolean;
  /** Why the last text run was not applied, as codes with params (worded by the box). */
  problems: readonly FilterQueryProblem[];
  /** The language's code could not be fetched: the text stays pending, unread. */
  loadFailed: boolean;
  /** What the last text run applied, or `null`. */
  applied: FilterQueryApplied | null;
}

/** Nothing held, read or applied. */
export const idle: DeliveriesFilterLanguageState = {
  pending: null,
  reading: false,
  problems: [],
  loadFailed: false,
  applied: null,
};
