import type { FilterChipField } from '../../filters/messages';
import type { DeliveriesProblemList } from '../../state/problems/filterProblem';
import { filterFieldOf } from '../../state/filterFieldOf';

/**
 * A pack's names of the filters problems name by id: its chip names (singular) for the fields,
 * and its own words for the statuses left out and the advanced rows.
 *
 * @example
 * ```ts
 * const name = problemFieldNames(chipFelder, { excludedStatus: 'Status (ausgenommen)', advancedFilters: 'Bedingungen' });
 * name('courierIds'); // 'Kurier'
 * ```
 */
export function problemFieldNames(
  chips: Record<FilterChipField, string>,
  own: Record<'excludedStatus' | 'advancedFilters', string>,
): (field: DeliveriesProblemList) => string {
  return (field) => {
    if (field === 'excludedStatus' || field === 'advancedFilters') return own[field];
    const labelKey = filterFieldOf(field)?.labelKey;
    return (labelKey && chips[labelKey]) || field;
  };
}
