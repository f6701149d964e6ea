/**
 * The shapes the filter form works with. The form holds what a person sees (wall-clock dates,
 * text still being typed); `filtersFromFormValues` turns it into the contract's `filters`.
 */

import type { DateFilterKey, IdListFilterKey } from '../../api/types';
import type { DateRangeId } from '../../state/filterFields';

/** One choice of a multi-select: an id the server filters on and the text a person reads. */
export interface FilterOption {
  value: number;
  label: string;
}

export type { StatusOption } from '../../state/statusOptions';

/**
 * Options found on demand. Called ~200 ms after the search text changes; the previous call's
 * `signal` is aborted, so a loader that passes it to `fetch` never races.
 */
export interface FilterOptionLoader {
  load(search: string, signal: AbortSignal): Promise<readonly FilterOption[]>;
}

/** A static list or a loader. */
export type FilterOptionSource = readonly FilterOption[] | FilterOptionLoader;

/** Option lists of the id multi-selects, keyed like their filters. */
export interface FilterOptions {
  couriers?: FilterOptionSource;
  customers?: FilterOptionSource;
  units?: FilterOptionSource;
  warehouses?: FilterOptionSource;
  deliveryIds?: FilterOptionSource;
}

/** An advanced row as the form holds it: `data` of a date row is a wall-clock reading. */
export interface AdvancedFilterRowValues {
  selectedFiled: string;
  condition: number;
  operator: string;
  data: string;
  rowType: string;
}

/** The id lists a person picks from option lists. */
export type IdListField = IdListFilterKey;

/** The date bounds, in the order the form shows them. */
export type DateField = DateFilterKey;

/**
 * The panel's draft. Dates are `YYYY-MM-DDTHH:mm` in the panel's time zone (or `''`);
 * `entry` holds text typed into "Delivery IDs", "Status" (without options) and "Tags" but not
 * yet turned into chips, so applying never drops what a person typed.
 */
export interface FilterFormValues {
  insertFrom: string;
  insertTo: string;
  requestedFrom: string;
  requestedTo: string;
  status: number[];
  deliveryIds: number[];
  courierIds: number[];
  customerIds: number[];
  unitIds: number[];
  warehouseIds: number[];
  tags: string[];
  advancedFilters: AdvancedFilterRowValues[];
  entry: { status: string; deliveryIds: string; tags: string };
  /**
   * Each date range's choice: `''` any time, {@link customRangeChoice} its own dates, else a
   * preset's id (its dates then show what the preset stands for now).
   */
  ranges: Record<DateRangeId, string>;
  /** Whether the chosen statuses are the ones to match (`is`) or to leave out (`not`). */
  statusMode: 'is' | 'not';
}

/** The choice of a range's own dates: never a preset's id, which starts with a letter. */
export const customRangeChoice = ':custom';

// One source for the field lists: the registry, shared with the mapping and the link format.
export { dateBoundFields } from '../../state/filterFields';
export { idListFields as idListRegistry } from '../../state/idListFields';

/** Whether a source loads on demand. */
export function isOptionLoader(
  source: FilterOptionSource | undefined,
): source is FilterOptionLoader {
  return (
    source !== undefined &&
    !Array.isArray(source) &&
    typeof (source as FilterOptionLoader).load === 'function'
  );
}

// Beside `isOptionLoader`: the chips', the panel's and the cells' shared chunk has them both.
const wholeNumberText = /^\s*\d+\s*$/;

/**
 * An option of the host's (a static list or a loader's answer) as the filters use it: an id its
 * JSON gave as text (`'11'`) is the number it names, so picking it applies; a label that is no
 * text (`null`) is the id, as a chip of an unknown id reads.
 *
 * @example
 * ```ts
 * usableOption({ value: '11', label: 'DHL' } as never); // { value: 11, label: 'DHL' }
 * usableOption({ value: 99, label: null } as never); // { value: 99, label: '99' }
 * ```
 */
export function usableOption(option: FilterOption): FilterOption {
  const given: unknown = option.value;
  const value =
    typeof given === 'string' && wholeNumberText.test(given) ? Number(given) : option.value;
  const label = typeof option.label === 'string' ? option.label : String(value);
  return value === option.value && label === option.label ? option : { ...option, value, label };
}

// The names each loader gave, by the loader: a chip names a loaded choice as it was offered.
const loadedNames = new WeakMap<FilterOptionLoader, Map<number, string>>();

/** Keeps the names of the options `loader` answered, for the chips (`nameFromLoader`). */
export function rememberNames(loader: FilterOptionLoader, options: readonly FilterOption[]): void {
  let names = loadedNames.get(loader);
  if (!names) loadedNames.set(loader, (names = new Map()));
  for (const { value, label } of options) names.set(value, label);
}

/**
 * The name `loader` gave `value` when it offered it in this page's life, if it did.
 *
 * @example
 * ```ts
 * nameFromLoader(couriers, 11); // 'DHL', once a search offered it
 * ```
 */
export const nameFromLoader = (loader: FilterOptionLoader, value: number): string | undefined =>
  loadedNames.get(loader)?.get(value);
