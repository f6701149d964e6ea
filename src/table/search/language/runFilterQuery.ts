import type { DeliveriesFilterState } from '../../../state/queryState';
import { dateRangeFields } from '../../../state/filterFields';
import { defaultFilterPanelMessages } from '../../../filters/messages';
import { withDefaults } from '../../../shared/withDefaults';
import { englishFieldNames } from './fieldNames';
import {
  defaultFilterLanguageMessages,
  readFilterQuery,
  type FilterQueryContext,
} from './readFilterQuery';
import type { FilterLanguageInput } from '../filterLanguageInput';

/** What Enter in the box does with field words: new filters and search, or the problems. */
export type FilterQueryOutcome =
  { filters: DeliveriesFilterState; quickSearch: string } | { problems: string[] };

/**
 * Reads the box's text against the grid's lists and merges the fields it names over the filters
 * in force (a date range named at all is replaced whole). Loaded on first use.
 *
 * @example
 * ```ts
 * await runFilterQuery('courier:DHL x', input, signal); // { filters: { …applied, courierIds: [3] }, quickSearch: 'x' }
 * ```
 */
export async function runFilterQuery(
  text: string,
  input: FilterLanguageInput,
  signal: AbortSignal,
): Promise<FilterQueryOutcome> {
  const messages = withDefaults(defaultFilterPanelMessages, input.panelMessages);
  const words = withDefaults(defaultFilterLanguageMessages, input.messages);
  const context: FilterQueryContext = {
    statusOptions: input.statusOptions,
    filterOptions: input.filterOptions,
    datePresets: input.datePresets,
    locale: input.locale,
    messages,
    signal,
  };
  const read = await readFilterQuery(text, context);
  if (read.problems.length > 0) {
    const names = Object.values(englishFieldNames)
      .map((list) => list[0])
      .join(', ');
    return { problems: read.problems.map((problem) => words.problem(problem, names)) };
  }
  const filters: DeliveriesFilterState = { ...input.applied() };
  for (const range of dateRangeFields) {
    if (range.from in read.filters || range.to in read.filters) {
      delete filters[range.from];
      delete filters[range.to];
    }
  }
  return { filters: { ...filters, ...read.filters }, quickSearch: read.quickSearch };
}
