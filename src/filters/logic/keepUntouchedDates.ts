import type { AdvancedFilterRowValues, FilterFormValues } from './types';
import { dateBoundFields } from './types';
import type { DeliveriesFilterState } from '../../state/queryState';

// The same condition as shown: its join is left out, which the first row's place may change.
const sameRow = (a: AdvancedFilterRowValues, b: AdvancedFilterRowValues | undefined) =>
  !!b &&
  a.selectedFiled === b.selectedFiled &&
  a.operator === b.operator &&
  a.rowType === b.rowType &&
  a.data === b.data;

/**
 * `filters` made from the draft `draft`, with every date the person left as the draft showed it
 * (`shown`, the applied filters' draft) sent as the applied filters hold it: the draft shows
 * dates to the minute, so an instant to the second or a day alone (from a link, a view, a host)
 * would otherwise go out moved to its minute's edge. A date the person edited goes as typed.
 *
 * @example
 * ```ts
 * keepUntouchedDates(filtersFromFormValues(draft, 'UTC'), draft, shown, { insertFrom: '2026-11-01T09:30:45.000Z' });
 * // { insertFrom: '2026-11-01T09:30:45.000Z', tags: ['fragile'] }, where only a tag was added
 * ```
 */
export function keepUntouchedDates(
  filters: DeliveriesFilterState,
  draft: FilterFormValues,
  shown: FilterFormValues,
  applied: DeliveriesFilterState,
): DeliveriesFilterState {
  const kept = { ...filters };
  for (const { id, range } of dateBoundFields) {
    const untouched = draft[id] === shown[id] && draft.ranges[range] === shown.ranges[range];
    if (untouched && kept[id] !== undefined && applied[id] !== undefined) kept[id] = applied[id];
  }
  const appliedRows = applied.advancedFilters;
  if (kept.advancedFilters && appliedRows) {
    // Matched by what they hold, not their place: a row removed before one moves it up.
    const taken = new Set<number>();
    kept.advancedFilters = kept.advancedFilters.map((row, index) => {
      const now = draft.advancedFilters[index];
      if (row.rowType !== 'date' || !now) return row;
      const at = shown.advancedFilters.findIndex(
        (before, place) => !taken.has(place) && appliedRows[place] && sameRow(before, now),
      );
      if (at < 0) return row;
      taken.add(at);
      return { ...row, data: appliedRows[at]!.data };
    });
  }
  return kept;
}
