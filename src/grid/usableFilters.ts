import type { DeliveriesFiltersOptions } from '../filters/options';
import { usableChoiceLists } from '../filters/logic/usableVocabulary';
import { usableDatePresets } from '../state/relativeDates/relativeBound';

/**
 * The host's `filters` as every part reads them: what is no choice (a `null` in a fetched list)
 * left out of the choice lists, and a date preset the grid cannot use (`usableDatePresets`);
 * the advanced vocabulary is read so where it is used (`advancedVocabulary`, on demand).
 * `filters` itself where nothing changes, so a memo of the host's holds; the settings notice
 * names what was left out.
 *
 * @example
 * ```ts
 * usableFilters({ options: { couriers: [null, dhl] } }); // { options: { couriers: [dhl] }, … }
 * ```
 */
export function usableFilters(
  filters: DeliveriesFiltersOptions | false | undefined,
): DeliveriesFiltersOptions | false | undefined {
  if (typeof filters !== 'object' || filters === null) return filters;
  const { options, datePresets } = filters;
  const usable = {
    ...filters,
    options: usableChoiceLists(options),
    datePresets: datePresets == null ? undefined : usableDatePresets(datePresets),
  };
  return usable.options === options && usable.datePresets === datePresets ? filters : usable;
}
