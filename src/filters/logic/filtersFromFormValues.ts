import { readTypedNumber } from './typedNumber';
import type { AdvancedFilter } from '../../api/types';
import type { DeliveriesFilterState } from '../../state/queryState';
import { wallClockToUtc } from '../../state/zonedTime';
import { isRelativeDateToken } from '../../state/relativeDates/relativeDateToken';
import { parseIdList } from './parseIdList';
import { splitTags } from './splitTags';
import { customRangeChoice, dateBoundFields, idListRegistry, type FilterFormValues } from './types';
import type { IdListField } from '../../state/filterFields';

/** The ids typed (or pasted) into a field's text but not yet made chips. */
export function pendingIds(values: FilterFormValues, field: IdListField): number[] {
  const text = field.typed ? values.entry[field.id as keyof FilterFormValues['entry']] : '';
  return text ? parseIdList(text, field.minimum).ids : [];
}

/**
 * The contract's `filters` for a (valid) draft: dates as ISO 8601 UTC (`…Z`) — "from" at the
 * first millisecond of its minute, "to" at the last, so both are inclusive — ids as numbers,
 * tags trimmed, advanced rows with `data` as a string (date rows in UTC). Text still in the
 * "Delivery IDs", "Status" and "Tags" inputs is included. Empty fields are left out.
 *
 * @throws {RangeError} for a date that does not exist; run `validateFilterForm` first.
 * @example
 * ```ts
 * filtersFromFormValues({ ...emptyFilterFormValues(), insertTo: '2026-11-01T10:30' }, 'Europe/Berlin');
 * // { insertTo: '2026-11-01T09:30:59.999Z' }
 * ```
 */
export function filtersFromFormValues(
  values: FilterFormValues,
  timeZone?: string,
  locale?: string,
): DeliveriesFilterState {
  const filters: DeliveriesFilterState = {};
  for (const { id, edge, range } of dateBoundFields) {
    const choice = values.ranges[range];
    const wallClock = values[id].trim();
    // A preset stays relative: its dates only show what it stands for now.
    if (choice !== '' && choice !== customRangeChoice) filters[id] = choice;
    // A typed relative date (`-7d`) stays relative too.
    else if (isRelativeDateToken(wallClock)) filters[id] = wallClock;
    else if (wallClock) filters[id] = wallClockToUtc(wallClock, timeZone, edge);
  }
  for (const field of idListRegistry) {
    const ids = [...new Set([...values[field.id], ...pendingIds(values, field)])];
    if (ids.length > 0) filters[field.id] = ids;
  }
  if (values.statusMode === 'not' && filters.status) {
    filters.excludedStatus = filters.status;
    delete filters.status;
  }
  const typedTags = splitTags(values.entry.tags);
  const tags = [
    ...new Set([...values.tags, ...typedTags].map((tag) => tag.trim()).filter(Boolean)),
  ];
  if (tags.length > 0) filters.tags = tags;
  if (values.advancedFilters.length > 0) {
    filters.advancedFilters = values.advancedFilters.map(
      ({ selectedFiled, condition, operator, data, rowType }): AdvancedFilter => ({
        selectedFiled,
        condition,
        operator,
        data:
          rowType === 'date'
            ? wallClockToUtc(data.trim(), timeZone, 'start')
            : // A number as the server reads it (`2,5` typed in German is `2.5`).
              ((rowType === 'number' ? readTypedNumber(data, locale) : null) ?? data.trim()),
        rowType,
      }),
    );
  }
  return filters;
}
