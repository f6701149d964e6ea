import { deliveryFilterKeys, type AdvancedFilter, type DeliveryFilters } from '../../api/types';
import { dateFields, idListFields } from '../../filters/logic/types';
import { isFiniteNumberArray, isRecord, isStringArray } from './guards';

const knownKeys = new Set<string>(deliveryFilterKeys);

function parseAdvancedFilter(value: unknown): AdvancedFilter | undefined {
  if (!isRecord(value)) return undefined;
  const { selectedFiled, condition, operator, data, rowType } = value;
  if (
    typeof selectedFiled !== 'string' ||
    typeof condition !== 'number' ||
    !Number.isFinite(condition) ||
    typeof operator !== 'string' ||
    typeof data !== 'string' ||
    typeof rowType !== 'string'
  ) {
    return undefined;
  }
  return { selectedFiled, condition, operator, data, rowType };
}

/**
 * Reads stored `filters` into a fresh {@link DeliveryFilters}, or `undefined` when any field is
 * unknown or of the wrong type: a view that would apply other filters than were saved is left
 * out rather than half-applied.
 *
 * @example
 * ```ts
 * parseViewFilters({ status: [1, 2], tags: ['fragile'] }); // { status: [1, 2], tags: ['fragile'] }
 * parseViewFilters({ status: '1' }); // undefined
 * ```
 */
export function parseViewFilters(value: unknown): DeliveryFilters | undefined {
  if (!isRecord(value)) return undefined;
  if (Object.keys(value).some((key) => !knownKeys.has(key))) return undefined;
  const filters: DeliveryFilters = {};
  for (const key of dateFields) {
    const text = value[key];
    if (text === undefined) continue;
    if (typeof text !== 'string') return undefined;
    filters[key] = text;
  }
  for (const key of idListFields) {
    const list = value[key];
    if (list === undefined) continue;
    if (!isFiniteNumberArray(list)) return undefined;
    filters[key] = [...list];
  }
  if (value.tags !== undefined) {
    if (!isStringArray(value.tags)) return undefined;
    filters.tags = [...value.tags];
  }
  if (value.advancedFilters !== undefined) {
    if (!Array.isArray(value.advancedFilters)) return undefined;
    const rows = value.advancedFilters.map(parseAdvancedFilter);
    if (rows.some((row) => row === undefined)) return undefined;
    filters.advancedFilters = rows as AdvancedFilter[];
  }
  return filters;
}
