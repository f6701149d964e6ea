import { invalidItemsError, invalidResponseError, type DeliveryIssue } from './errors';
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

// More would only fill memory; the message names the first and counts the rest.
const maxIssues = 50;
const fieldKinds = Object.entries(deliveryFieldKinds);

// Every range the regex can check; the day is checked against its month below, by place,
// without a match array per row.
const isoDateTime =
  /^\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])T(?:[01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d+)?)?(?:Z|[+-](?:[01]\d|2[0-3]):?[0-5]\d)$/i;

/** The number written by two ASCII digits at `at` (the shape is already checked). */
function twoDigits(value: string, at: number): number {
  return (value.charCodeAt(at) - 48) * 10 + value.charCodeAt(at + 1) - 48;
}

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
  const year = twoDigits(value, 0) * 100 + twoDigits(value, 2);
  const month = twoDigits(value, 5);
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  // 31 days in months 1, 3, 5, 7, 8, 10 and 12: odd months up to July, even ones after.
  const days = month === 2 ? (leap ? 29 : 28) : 30 + ((month ^ (month >> 3)) & 1);
  return twoDigits(value, 8) <= days;
}

/**
 * Every field of `deliveryFieldKinds` with its kind, checked in one expression: the path every
 * row of a sound answer takes (a thousand rows in well under a millisecond, even cold). Only a
 * row that fails it is checked field by field, to say what is wrong.
 */
function isWellFormed(record: Record<string, unknown>): boolean {
  return (
    typeof record.code === 'string' &&
    typeof record.tenantName === 'string' &&
    typeof record.courierCode === 'string' &&
    typeof record.warehouseName === 'string' &&
    typeof record.customerBusinessPartnerName === 'string' &&
    Number.isInteger(record.duQty) &&
    Number.isInteger(record.palletQty) &&
    Number.isInteger(record.status) &&
    typeof record.insertTime === 'string' &&
    isIsoDateTime(record.insertTime)
  );
}

function problemOf(value: unknown, kind: FieldKind): string | undefined {
  if (value === undefined || value === null) return 'is missing';
  if (kind === 'integer') return Number.isInteger(value) ? undefined : 'is not an integer';
  if (typeof value !== 'string') return 'is not a string';
  return kind === 'date-time' && !isIsoDateTime(value) ? 'is not a date-time' : undefined;
}

/**
 * Checks a response body against the contract and returns its deliveries, the same objects
 * with any extra fields. Every item is checked; the error lists up to 50 problems.
 *
 * @throws {DeliveriesApiError} kind `invalid-response`, naming the first broken item and field.
 * @example
 * ```ts
 * const deliveries = parseDeliveries(await response.json());
 * ```
 */
export function parseDeliveries(body: unknown): Delivery[] {
  if (!Array.isArray(body)) {
    const got =
      body === null ? 'null' : typeof body === 'object' ? 'an object' : `a ${typeof body}`;
    throw invalidResponseError(`expected a list, got ${got}`);
  }
  const issues: DeliveryIssue[] = [];
  let total = 0;
  const report = (issue: DeliveryIssue) => {
    total += 1;
    if (issues.length < maxIssues) issues.push(issue);
  };
  for (let index = 0; index < body.length; index += 1) {
    const item: unknown = body[index];
    if (typeof item !== 'object' || item === null || Array.isArray(item)) {
      report({ index, field: '', problem: 'is not an object' });
      continue;
    }
    const record = item as Record<string, unknown>;
    if (isWellFormed(record)) continue;
    for (const [field, kind] of fieldKinds) {
      const problem = problemOf(record[field], kind);
      if (problem) report({ index, field, problem });
    }
  }
  if (total > 0) throw invalidItemsError(issues, total);
  return body as Delivery[];
}
