import type { FilterFormValues } from './types';

/**
 * A draft with nothing in it: what "Reset filters" clears to.
 *
 * @example
 * ```ts
 * const blank = emptyFilterFormValues();
 * blank.status; // []
 * ```
 */
export function emptyFilterFormValues(): FilterFormValues {
  return {
    insertFrom: '',
    insertTo: '',
    requestedFrom: '',
    requestedTo: '',
    status: [],
    deliveryIds: [],
    courierIds: [],
    customerIds: [],
    unitIds: [],
    warehouseIds: [],
    tags: [],
    advancedFilters: [],
    entry: { status: '', deliveryIds: '', tags: '' },
  };
}
