import type { DateRangeField, FilterField } from '../state/filterFields';

/**
 * The filters a chip can stand for, by their label keys in the field registry: a range with a
 * preset (`inserted`), a date bound (`insertFrom`), `status`, `deliveryIds`, `couriers`,
 * `customers`, `units`, `warehouses`, `tags` (advanced rows have `conditionChip`).
 */
export type FilterChipField =
  Exclude<FilterField['labelKey'], 'conditions'> | DateRangeField['labelKey'];

/** What the applied filters' chips say (part of `FilterPanelMessages`). */
export interface FilterChipMessages {
  /** Accessible name of the applied-filter chips' list. */
  activeFilters: string;
  /**
   * An applied filter's chip: the filter named in the singular, unlike the panel's field labels,
   * and its value ("Status: Delivered", "Courier: DHL", "Inserted from: 1 Nov 2026, 00:00").
   */
  filterChip: (field: FilterChipField, value: string) => string;
  /** Accessible name of a chip's remove button; `chip` is its text ("Status: Delivered"). */
  removeFilter: (chip: string) => string;
  /** Accessible name of a chip's text inside the grid, which opens its field in the panel. */
  editFilter: (chip: string) => string;
  clearAll: string;
  /** A chip's value standing for a long list ("Delivery ID: 120 values"). */
  valueCount: (count: number) => string;
  /** Joins a condition chip's parts ("AND DU qty > 10"). */
  conditionChip: (
    join: string | undefined,
    field: string,
    operator: string,
    value: string,
  ) => string;
}

// A chip holds one value, so its filter is named in the singular.
const chipFieldNames: Record<FilterChipField, string> = {
  inserted: 'Inserted',
  requested: 'Requested',
  insertFrom: 'Inserted from',
  insertTo: 'Inserted to',
  requestedFrom: 'Requested from',
  requestedTo: 'Requested to',
  status: 'Status',
  deliveryIds: 'Delivery ID',
  couriers: 'Courier',
  customers: 'Customer',
  units: 'Unit',
  warehouses: 'Warehouse',
  tags: 'Tag',
};

/** The English defaults of the chips. */
export const defaultFilterChipMessages: FilterChipMessages = {
  activeFilters: 'Active filters',
  filterChip: (field, value) => `${chipFieldNames[field]}: ${value}`,
  removeFilter: (chip) => `Remove filter: ${chip}`,
  editFilter: (chip) => `Edit filter: ${chip}`,
  clearAll: 'Clear all',
  valueCount: (count) => `${count} values`,
  conditionChip: (join, field, operator, value) =>
    [join, field, operator, value].filter(Boolean).join(' '),
};
