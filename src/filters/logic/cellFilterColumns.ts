import type { StatusOption } from '../../state/statusOptions';
import type { FilterOptions } from './types';

// Which option list names each column's values (statuses come from `statusOptions`).
const optionsOfColumn: Readonly<Record<string, keyof FilterOptions | 'status'>> = {
  status: 'status',
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
  return columnIds.some((id) => {
    const list = optionsOfColumn[id];
    if (list === undefined) return false;
    if (list === 'status') return statusOptions.length > 0;
    const source = filterOptions?.[list];
    // A static list only (`isOptionLoader`'s test, without its module in the first load).
    return Array.isArray(source) && source.length > 0;
  });
}
