/** The filter language's English field names: small, as the search box suggests them as one types. */

/** A field name as compared: lower case, without spaces, `_` or `-`. */
export const squashFieldName = (name: string) => name.toLocaleLowerCase().replace(/[\s_-]/g, '');

// English names beside the registry's: the singular a person types (`courier:DHL`).
export const englishFieldNames: Record<string, readonly string[]> = {
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
 * The field names a person may mean while typing `start`, for the suggestion list: English
 * names first, one per field.
 *
 * @example
 * ```ts
 * suggestFieldNames('co'); // ['courier']
 * ```
 */
export function suggestFieldNames(start: string): string[] {
  const typed = squashFieldName(start);
  if (typed === '') return [];
  return Object.values(englishFieldNames).flatMap(
    (names) => names.find((name) => name.startsWith(typed)) ?? [],
  );
}
