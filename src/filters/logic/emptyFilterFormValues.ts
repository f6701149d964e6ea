import { entryFieldIds } from '../../state/entryFieldIds';
import { dateRangeFields, filterFields } from '../../state/filterFields';
import type { FilterFormValues } from './types';

/**
 * A draft with nothing in it: what "Reset filters" clears to.
 *
 * @example
 * ```ts
 * const blank = emptyFilterFormValues();
 * blank.status; // []
 * ```
 */
export function emptyFilterFormValues(): FilterFormValues {
  const values: Record<string, unknown> = {};
  for (const field of filterFields) values[field.id] = field.kind === 'dateBound' ? '' : [];
  values.entry = Object.fromEntries(entryFieldIds.map((id) => [id, '']));
  values.ranges = Object.fromEntries(dateRangeFields.map((range) => [range.id, '']));
  values.statusMode = 'is';
  return values as unknown as FilterFormValues;
}
