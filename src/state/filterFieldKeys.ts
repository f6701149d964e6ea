import type { DateRangeId, FilterField } from './filterFields';

/**
 * Each filter field's and date range's short key in a link and its name inside an English
 * problem ("The status “x” is not a number…"). Only links and problems' words read them, and
 * those come on demand: kept apart from the registry, which the first load carries. The type
 * asks for every field the registry holds.
 *
 * @example
 * ```ts
 * const [key, label] = filterFieldKeys.insertFrom; // ['if', '“inserted from” date']
 * ```
 */
export const filterFieldKeys: Record<
  FilterField['id'] | DateRangeId,
  readonly [linkKey: string, problemLabel: string]
> = {
  insertFrom: ['if', '“inserted from” date'],
  insertTo: ['it', '“inserted to” date'],
  requestedFrom: ['rf', '“requested from” date'],
  requestedTo: ['rt', '“requested to” date'],
  status: ['st', 'status'],
  deliveryIds: ['id', 'delivery ID'],
  courierIds: ['co', 'courier'],
  customerIds: ['cu', 'customer'],
  unitIds: ['un', 'unit'],
  warehouseIds: ['wh', 'warehouse'],
  tags: ['tg', 'tag'],
  advancedFilters: ['a', 'advanced filter'],
  inserted: ['in', '“inserted” range'],
  requested: ['rq', '“requested” range'],
};
