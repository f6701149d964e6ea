import type { FilterLanguageFieldNames } from '../filterLanguageMessages';

/** The filter language's field names: small, as the search box suggests them as one types. */

/** A field name as compared: lower case, without spaces, `_` or `-`. */
export const squashFieldName = (name: string) => name.toLocaleLowerCase().replace(/[\s_-]/g, '');

/** A field of the language, by the registry's id (and `tags`). */
export type LanguageFieldId = keyof FilterLanguageFieldNames;

// English names beside the registry's: the singular a person types (`courier:DHL`).
export const englishFieldNames: Record<LanguageFieldId, readonly string[]> = {
  status: ['status', 'statuses'],
  deliveryIds: ['id', 'ids', 'deliveryid', 'deliveryids', 'delivery'],
  courierIds: ['courier', 'couriers'],
  customerIds: ['customer', 'customers'],
  unitIds: ['unit', 'units'],
  warehouseIds: ['warehouse', 'warehouses'],
  inserted: ['inserted', 'insert'],
  requested: ['requested', 'request'],
  tags: ['tag', 'tags'],
};

/**
 * Each field's names: the pack's or host's (`fieldNames`, comma-separated) first, then the
 * English ones, which are read in every language.
 *
 * @example
 * ```ts
 * fieldNamesOf({ ...english, courierIds: 'kurier' }).courierIds; // ['kurier', 'courier', 'couriers']
 * ```
 */
export function fieldNamesOf(
  local: Partial<FilterLanguageFieldNames> | undefined,
): Record<LanguageFieldId, readonly string[]> {
  const names = {} as Record<LanguageFieldId, readonly string[]>;
  for (const id of Object.keys(englishFieldNames) as LanguageFieldId[]) {
    const own = (local?.[id] ?? '')
      .split(',')
      .map((name) => squashFieldName(name))
      .filter((name) => name !== '');
    names[id] = [...new Set([...own, ...englishFieldNames[id]])];
  }
  return names;
}

/**
 * The field names a person may mean while typing `start`, for the suggestion list: one per
 * field, the local name before the English one.
 *
 * @example
 * ```ts
 * suggestFieldNames('co'); // ['courier']
 * suggestFieldNames('ku', { courierIds: 'kurier', customerIds: 'kunde' }); // ['kurier', 'kunde']
 * ```
 */
export function suggestFieldNames(
  start: string,
  local?: Partial<FilterLanguageFieldNames>,
): string[] {
  const typed = squashFieldName(start);
  if (typed === '') return [];
  return Object.values(fieldNamesOf(local)).flatMap(
    (names) => names.find((name) => name.startsWith(typed)) ?? [],
  );
}

/**
 * The first name of each field, as the problem of an unknown field lists them.
 *
 * @example
 * ```ts
 * firstFieldNames(); // 'status, id, courier, customer, unit, warehouse, inserted, requested, tag'
 * ```
 */
export function firstFieldNames(local?: Partial<FilterLanguageFieldNames>): string {
  return Object.values(fieldNamesOf(local))
    .map((names) => names[0])
    .join(', ');
}
