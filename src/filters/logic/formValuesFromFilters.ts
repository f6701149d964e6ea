import { typedNumberOf } from './typedNumber';
import { dateRangeFields } from '../../state/filterFields';
import type { DeliveriesFilterState } from '../../state/queryState';
import { isKnownDatePreset } from '../../state/relativeDates/relativeBound';
import {
  resolveDateBound,
  type RelativeDateOptions,
} from '../../state/relativeDates/resolveDateBound';
import { emptyFilterFormValues } from './emptyFilterFormValues';
import { presetRangeOf } from './presetRangeOf';
import { customRangeChoice, dateBoundFields, idListRegistry, type FilterFormValues } from './types';
import { utcToWallClock } from './utcToWallClock';

const dateOnly = /^\d{4}-\d{2}-\d{2}$/;

// A value that is no date stays as written, so validation names it instead of hiding it.
function wallClockOf(
  value: string | undefined,
  timeZone: string | undefined,
  bound: 'start' | 'end',
): string {
  if (!value || value.trim() === '') return '';
  // A "to" day means the whole day: its last minute in the form.
  if (bound === 'end' && dateOnly.test(value.trim())) return `${value.trim()}T23:59`;
  try {
    return utcToWallClock(value, timeZone);
  } catch {
    return value;
  }
}

function wallClockOfPreset(
  token: string,
  edge: 'start' | 'end',
  options: RelativeDateOptions,
): string {
  try {
    return utcToWallClock(resolveDateBound(token, edge, options), options.timeZone);
  } catch {
    return '';
  }
}

/**
 * The draft that shows applied `filters`: UTC instants become wall-clock readings in
 * `timeZone` for the date fields (relative tokens as they are), missing fields become empty ones.
 *
 * @example
 * ```ts
 * formValuesFromFilters({ insertFrom: '2026-10-31T23:00:00.000Z', status: [2] }, 'Europe/Berlin');
 * // { insertFrom: '2026-11-01T00:00', status: [2], insertTo: '', tags: [], … }
 * ```
 */
export function formValuesFromFilters(
  filters: DeliveriesFilterState | undefined,
  timeZone?: string,
  relative: Omit<RelativeDateOptions, 'timeZone'> = {},
): FilterFormValues {
  const values = emptyFilterFormValues();
  if (!filters) return values;
  for (const range of dateRangeFields) {
    const preset = presetRangeOf(filters, range.id);
    const token = filters[range.from];
    if (preset && token && isKnownDatePreset(token.trim(), relative.datePresets)) {
      values.ranges[range.id] = token.trim();
    } else if (filters[range.from]?.trim() || filters[range.to]?.trim()) {
      values.ranges[range.id] = customRangeChoice;
    }
  }
  for (const { id, edge, range } of dateBoundFields) {
    const value = filters[id];
    const preset = values.ranges[range];
    // A preset shows what it stands for now; its dates become the range's own once edited.
    // A token on one bound alone stays as written, for validation to name.
    values[id] =
      value && preset !== '' && preset !== customRangeChoice
        ? wallClockOfPreset(value, edge, { ...relative, timeZone })
        : wallClockOf(value, timeZone, edge);
  }
  // Each value once, as the chips and the request have them: a link or a view may repeat one.
  for (const { id } of idListRegistry) values[id] = [...new Set(filters[id])];
  // "not Delivered" shows as the chosen statuses with the field's mode on "is not".
  if ((filters.excludedStatus ?? []).length > 0 && values.status.length === 0) {
    values.status = [...new Set(filters.excludedStatus)];
    values.statusMode = 'not';
  }
  values.tags = [...new Set(filters.tags?.map((tag) => tag.trim()).filter(Boolean))];
  values.advancedFilters = (filters.advancedFilters ?? []).map((row) => ({
    selectedFiled: row.selectedFiled,
    condition: row.condition,
    operator: row.operator,
    data:
      row.rowType === 'date'
        ? wallClockOf(row.data, timeZone, 'start')
        : row.rowType === 'number'
          ? typedNumberOf(row.data, relative.locale)
          : row.data,
    rowType: row.rowType,
  }));
  return values;
}
