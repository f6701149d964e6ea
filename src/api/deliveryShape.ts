import type { Delivery, DeliveryField } from './types';

/**
 * The runtime kinds of a delivery's fields. `date-time` is an ISO 8601 date-time with `Z` or
 * an offset, on a real calendar day.
 *
 * @example
 * ```ts
 * const kind: FieldKind = 'integer';
 * ```
 */
export type FieldKind = 'string' | 'integer' | 'date-time';

/**
 * The runtime shape of {@link Delivery}: each contract field and its kind. Hand-written, not a
 * schema library, so the client stays a few kilobytes.
 *
 * @example
 * ```ts
 * deliveryFieldKinds.insertTime; // 'date-time'
 * ```
 */
export const deliveryFieldKinds = {
  code: 'string',
  tenantName: 'string',
  courierCode: 'string',
  warehouseName: 'string',
  customerBusinessPartnerName: 'string',
  duQty: 'integer',
  palletQty: 'integer',
  status: 'integer',
  insertTime: 'date-time',
} as const satisfies Record<DeliveryField, FieldKind>;

// Every range, and every day in its month (any month to the 28th, all but February to the 30th,
// seven months to the 31st), is checked by the regex; only 29 February is left to the code.
const isoDateTime =
  /^\d{4}-(?:(?:0[1-9]|1[0-2])-(?:0[1-9]|1\d|2[0-8])|(?:0[13-9]|1[0-2])-(?:29|30)|(?:0[13578]|1[02])-31|02-29)T(?:[01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d+)?)?(?:Z|[+-](?:[01]\d|2[0-3]):?[0-5]\d)$/i;

/**
 * Whether `value` is an ISO 8601 date-time with a zone (`Z` or an offset) on a real calendar
 * day; `Date.parse` alone would take `2026-02-30` as 2 March.
 *
 * @example
 * ```ts
 * isIsoDateTime('2026-11-02T08:30:00.000Z'); // true
 * isIsoDateTime('2026-02-30T08:30:00Z'); // false
 * ```
 */
export function isIsoDateTime(value: string): boolean {
  if (!isoDateTime.test(value)) return false;
  if (!value.startsWith('02-29', 5)) return true;
  const year = +value.slice(0, 4);
  return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
}

/**
 * Whether `record` has every field of `deliveryFieldKinds` with its kind, checked in one
 * expression: the path every row of a sound answer takes (a thousand rows in well under a
 * millisecond, even cold). Only a row that fails it is checked field by field, to say what is
 * wrong (`parseDeliveries`).
 *
 * @example
 * ```ts
 * isWellFormed({ code: 'D-1' }); // false
 * ```
 */
export function isWellFormed(record: Record<string, unknown>): boolean {
  return (
    typeof record.code === 'string' &&
    typeof record.tenantName === 'string' &&
    typeof record.courierCode === 'string' &&
    typeof record.warehouseName === 'string' &&
    typeof record.customerBusinessPartnerName === 'string' &&
    Number.isSafeInteger(record.duQty) &&
    Number.isSafeInteger(record.palletQty) &&
    Number.isSafeInteger(record.status) &&
    typeof record.insertTime === 'string' &&
    isIsoDateTime(record.insertTime)
  );
}

/**
 * Whether `body` is a list of deliveries that keeps the contract: the check of every sound
 * answer. A broken one is described by `parseDeliveries`, loaded only then.
 *
 * @example
 * ```ts
 * isDeliveryList(await response.json()); // true for a page of deliveries
 * ```
 */
export function isDeliveryList(body: unknown): body is Delivery[] {
  return (
    Array.isArray(body) &&
    body.every(
      (item: unknown) =>
        typeof item === 'object' &&
        item !== null &&
        !Array.isArray(item) &&
        isWellFormed(item as Record<string, unknown>),
    )
  );
}
