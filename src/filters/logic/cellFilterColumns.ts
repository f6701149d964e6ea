import type { StatusOption } from '../../state/statusOptions';
import type { FilterOptions } from './types';

// Which option list names each column's values (statuses come from `statusOptions`).
const optionsOfColumn: Readonly<Record<string, keyof FilterOptions>> = {
  courierCode: 'couriers',
  warehouseName: 'warehouses',
  customerBusinessPartnerName: 'customers',
};

/**
 * Whether any shown cell may offer "Only this": a status column with the host's statuses, or a
 * courier, warehouse or customer column with a static option list to find ids in. Cheap, for
 * the grid's first render; the menus' own code loads on first hover or focus of a row.
 *
 * @example
 * ```ts
 * offersCellFilters(['code', 'status'], [{ value: 4, label: 'Delivered' }], undefined); // true
 * ```
 */
export function offersCellFilters(
  columnIds: readonly string[],
  statusOptions: readonly StatusOption[],
  filterOptions: FilterOptions | undefined,
): boolean {
  return columnIds.some((id) =>
    id === 'status'
      ? statusOptions.length > 0
      : // A static list only (a loader cannot name ids at once).
        Array.isArray(filterOptions?.[optionsOfColumn[id]!]),
  );
}
