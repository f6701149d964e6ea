import type { DeliveriesFilterState } from '../../state/queryState';
import { dateRangeFields, type DateRangeField, type DateRangeId } from '../../state/filterFields';
import { isRelativeBound } from '../../state/relativeDates/relativeBound';

/**
 * The range when both its bounds hold one relative token (a preset chosen for the range),
 * else `undefined`.
 *
 * @example
 * ```ts
 * presetRangeOf({ insertFrom: 'today', insertTo: 'today' }, 'inserted')?.from; // 'insertFrom'
 * ```
 */
export function presetRangeOf(
  filters: DeliveriesFilterState,
  id: DateRangeId,
): DateRangeField | undefined {
  const range = dateRangeFields.find((candidate) => candidate.id === id);
  if (!range) return undefined;
  const from = filters[range.from];
  return isRelativeBound(from) && from.trim() === filters[range.to]?.trim() ? range : undefined;
}
