import type { DeliveriesFilterState } from '../../../state/queryState';
import { dateRangeFields } from '../../../state/filterFields';
import { defaultFilterPanelMessages } from '../../../filters/messages';
import { withDefaults } from '../../../shared/withDefaults';
import { readFilterQuery, type FilterQueryContext } from './readFilterQuery';
import type { FilterLanguageInput, FilterQueryOutcome } from '../filterLanguageInput';

/**
 * Reads the box's text against the grid's lists and merges the fields it names over the filters
 * in force (a date range named at all is replaced whole, a status exclusion by statuses named).
 * Loaded on first use.
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
  const context: FilterQueryContext = {
    statusOptions: input.statusOptions,
    filterOptions: input.filterOptions,
    datePresets: input.datePresets,
    locale: input.locale,
    timeZone: input.timeZone,
    messages: withDefaults(defaultFilterPanelMessages, input.panelMessages),
    fieldNames: input.fieldNames,
    signal,
  };
  const read = await readFilterQuery(text, context);
  if (read.problems.length > 0) return { problems: read.problems };
  const filters: DeliveriesFilterState = { ...input.applied() };
  for (const range of dateRangeFields) {
    if (range.from in read.filters || range.to in read.filters) {
      delete filters[range.from];
      delete filters[range.to];
    }
  }
  // The Status field holds statuses to match or to leave out, never both: naming it replaces either.
  if ('status' in read.filters) delete filters.excludedStatus;
  return { filters: { ...filters, ...read.filters }, quickSearch: read.quickSearch };
}
