import type { Delivery } from '../../api/types';
import type { DeliveriesFilterState } from '../../state/queryState';
import type { StatusOption } from '../../state/statusOptions';
import { isOptionLoader, usableOption, type FilterOptions } from './types';

/** What a cell's menu offers: the filters after "Only {label}" and, where sayable, "Exclude {label}". */
export interface CellFilterChoice {
  /** The value as the cell shows it ("Delivered", "DHL"). */
  label: string;
  only: DeliveriesFilterState;
  /** `undefined` where the contract cannot say "not" (an id list), or it would leave nothing. */
  exclude?: DeliveriesFilterState;
}

/** Where the cells' filters come from: the host's statuses and option lists, and the filters now. */
export interface CellFilterContext {
  statusOptions: readonly StatusOption[];
  filterOptions: FilterOptions | undefined;
  filters: DeliveriesFilterState;
}

// A delivery carries names, not ids: the host's static options turn a name into the id sent.
const namedColumns = {
  courierCode: { optionsKey: 'couriers', filter: 'courierIds' },
  warehouseName: { optionsKey: 'warehouses', filter: 'warehouseIds' },
  customerBusinessPartnerName: { optionsKey: 'customers', filter: 'customerIds' },
} as const;

/**
 * The columns whose cells may offer a filter menu.
 *
 * @example
 * ```ts
 * cellFilterColumnIds.has('status'); // true
 * ```
 */
export const cellFilterColumnIds: ReadonlySet<string> = new Set([
  'status',
  ...Object.keys(namedColumns),
]);

const omit = (filters: DeliveriesFilterState, key: keyof DeliveriesFilterState) => {
  const next = { ...filters };
  delete next[key];
  return next;
};

/**
 * The filters a cell can offer, or `null` where the contract cannot express them: a status the
 * host names (only it, or all but it), a courier, warehouse or customer whose name one static
 * option maps to an id (only it: the contract has no "not" for ids).
 *
 * @example
 * ```ts
 * cellFilterChoice('status', delivery, { statusOptions, filterOptions: undefined, filters: {} });
 * // { label: 'Delivered', only: { status: [4] }, exclude: { excludedStatus: [4] } }
 * ```
 */
export function cellFilterChoice(
  columnId: string,
  delivery: Delivery,
  context: CellFilterContext,
): CellFilterChoice | null {
  const { filters } = context;
  if (columnId === 'status') return statusChoice(delivery.status, context);
  const named = namedColumns[columnId as keyof typeof namedColumns];
  if (!named) return null;
  const source = context.filterOptions?.[named.optionsKey];
  const name = delivery[columnId];
  if (!source || isOptionLoader(source) || typeof name !== 'string') return null;
  const matches = source.filter((option) => option.label === name);
  // No option, or two with the same name: no id can be told for sure.
  if (matches.length !== 1) return null;
  return { label: name, only: { ...filters, [named.filter]: [usableOption(matches[0]!).value] } };
}

function statusChoice(status: number, context: CellFilterContext): CellFilterChoice | null {
  const { statusOptions, filters } = context;
  const option = statusOptions.find((candidate) => candidate.value === status);
  if (!option) return null;
  const only = { ...omit(filters, 'excludedStatus'), status: [status] };
  const matched = filters.status ?? [];
  const known = statusOptions.map((candidate) => candidate.value);
  let exclude: DeliveriesFilterState | undefined;
  if (matched.length > 0 && matched.some((value) => value !== status)) {
    exclude = { ...filters, status: matched.filter((value) => value !== status) };
  } else {
    const excluded = [...new Set([...(filters.excludedStatus ?? []), status])];
    // Leaving out every known status would leave nothing to ask for.
    if (!known.every((value) => excluded.includes(value))) {
      exclude = { ...omit(filters, 'status'), excludedStatus: excluded };
    }
  }
  return { label: option.label, only, ...(exclude && { exclude }) };
}
