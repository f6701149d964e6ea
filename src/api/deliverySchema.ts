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

const isoDateTime =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(?:Z|[+-](\d{2}):?(\d{2}))$/i;

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
  const parts = isoDateTime.exec(value);
  if (!parts) return false;
  // Read in place, absent seconds and offset as 0: this runs once per row of every answer.
  const year = +parts[1]!;
  const month = +parts[2]!;
  const day = +parts[3]!;
  return (
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth(year, month) &&
    +parts[4]! <= 23 &&
    +parts[5]! <= 59 &&
    +(parts[6] ?? 0) <= 59 &&
    +(parts[7] ?? 0) <= 23 &&
    +(parts[8] ?? 0) <= 59
  );
}

const monthDays = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

function daysInMonth(year: number, month: number) {
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  return month === 2 && leap ? 29 : monthDays[month - 1]!;
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
    for (const [field, kind] of fieldKinds) {
      const problem = problemOf(record[field], kind);
      if (problem) report({ index, field, problem });
    }
  }
  if (total > 0) throw invalidItemsError(issues, total);
  return body as Delivery[];
}
