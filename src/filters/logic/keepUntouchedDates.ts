import type { AdvancedFilterRowValues, FilterFormValues } from './types';
import { dateBoundFields } from './types';
import type { DeliveriesFilterState } from '../../state/queryState';

const sameRow = (a: AdvancedFilterRowValues | undefined, b: AdvancedFilterRowValues | undefined) =>
  !!a &&
  !!b &&
  a.selectedFiled === b.selectedFiled &&
  a.condition === b.condition &&
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
    kept.advancedFilters = kept.advancedFilters.map((row, index) =>
      row.rowType === 'date' &&
      appliedRows[index] &&
      sameRow(draft.advancedFilters[index], shown.advancedFilters[index])
        ? { ...row, data: appliedRows[index].data }
        : row,
    );
  }
  return kept;
}
