/**
 * The contract of `POST {baseUrl}/api/deliveries`, as TypeScript types.
 * Runtime checks of the same shapes live in `deliverySchema.ts` (responses) and in the
 * reference backend's validator (requests); both are typed against these declarations.
 */

/**
 * One delivery, an item of the response array. Fields beyond these nine are kept as they came.
 *
 * @example
 * ```ts
 * const delivery: Delivery = {
 *   code: 'DLV-000123', tenantName: 'Northwind', courierCode: 'DHL', warehouseName: 'Berlin Nord',
 *   customerBusinessPartnerName: 'Acme GmbH', duQty: 12, palletQty: 2, status: 3,
 *   insertTime: '2026-11-02T08:30:00.000Z',
 * };
 * ```
 */
export interface Delivery {
  /** Delivery code. */
  code: string;
  tenantName: string;
  courierCode: string;
  warehouseName: string;
  customerBusinessPartnerName: string;
  /** Quantity (an integer; its unit is not given by the contract). */
  duQty: number;
  /** Number of pallets (an integer). */
  palletQty: number;
  /** Numeric status code; meanings come from the host's `statusOptions`. */
  status: number;
  /** ISO 8601 date-time in UTC. */
  insertTime: string;
  /** Fields the contract does not list are kept. */
  [extra: string]: unknown;
}

/** The nine fields of a delivery that the contract names. */
export type DeliveryField =
  | 'code'
  | 'tenantName'
  | 'courierCode'
  | 'warehouseName'
  | 'customerBusinessPartnerName'
  | 'duQty'
  | 'palletQty'
  | 'status'
  | 'insertTime';

/** Sort direction. */
export type SortOrder = 'asc' | 'desc';

/**
 * Sorting of a request: one column, one direction.
 *
 * @example
 * ```ts
 * const orderBy: OrderBy = { key: 'insertTime', order: 'desc' };
 * ```
 */
export interface OrderBy {
  /** Field to sort on; by default the Delivery field name of the column. */
  key: string;
  order: SortOrder;
}

/**
 * One advanced filter row. `selectedFiled` is spelled exactly so, as the server expects.
 *
 * @example
 * ```ts
 * const row: AdvancedFilter = {
 *   selectedFiled: 'duQty', condition: 0, operator: 'greaterThan', data: '10', rowType: 'number',
 * };
 * ```
 */
export interface AdvancedFilter {
  /** The field the row tests (the contract's spelling). */
  selectedFiled: string;
  /** The join with the previous row: AND = 0, OR = 1 by default. */
  condition: number;
  operator: string;
  /** Always a string: numbers as written, dates as ISO 8601 UTC. */
  data: string;
  /** `string`, `number`, `date` or a host-defined type. */
  rowType: string;
}

/**
 * The `filters` object of a request. Every field is optional; empty ones are left out.
 *
 * @example
 * ```ts
 * const filters: DeliveryFilters = {
 *   insertFrom: '2026-11-01T00:00:00.000Z',
 *   status: [1, 2],
 *   tags: ['fragile'],
 * };
 * ```
 */
export interface DeliveryFilters {
  insertFrom?: string;
  insertTo?: string;
  requestedFrom?: string;
  requestedTo?: string;
  status?: number[];
  deliveryIds?: number[];
  courierIds?: number[];
  customerIds?: number[];
  unitIds?: number[];
  warehouseIds?: number[];
  tags?: string[];
  advancedFilters?: AdvancedFilter[];
}

/**
 * The body of `POST {baseUrl}/api/deliveries`.
 *
 * @example
 * ```ts
 * const request: DeliveriesRequest = {
 *   pageNumber: 1, pageSize: 25, quickSearch: 'acme',
 *   orderBy: { key: 'insertTime', order: 'desc' },
 * };
 * ```
 */
export interface DeliveriesRequest {
  pageNumber: number;
  pageSize: number;
  quickSearch: string;
  orderBy?: OrderBy;
  filters?: DeliveryFilters;
}

/** The date bounds of `DeliveryFilters`, in the order the request (and the form) has them. */
export const dateFilterKeys = [
  'insertFrom',
  'insertTo',
  'requestedFrom',
  'requestedTo',
] as const satisfies readonly (keyof DeliveryFilters)[];

/** The id lists of `DeliveryFilters`, in the order of the request. */
export const idListFilterKeys = [
  'status',
  'deliveryIds',
  'courierIds',
  'customerIds',
  'unitIds',
  'warehouseIds',
] as const satisfies readonly (keyof DeliveryFilters)[];

/** The keys of `DeliveryFilters` in the order the request carries them. */
export const deliveryFilterKeys = [
  ...dateFilterKeys,
  ...idListFilterKeys,
  'tags',
  'advancedFilters',
] as const satisfies readonly (keyof DeliveryFilters)[];

/** One of {@link dateFilterKeys}. */
export type DateFilterKey = (typeof dateFilterKeys)[number];

/** One of {@link idListFilterKeys}. */
export type IdListFilterKey = (typeof idListFilterKeys)[number];
