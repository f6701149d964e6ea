import { invalidResponseError, type DeliveriesApiError, type DeliveryIssue } from './errors';
import { deliveryFieldKinds, isIsoDateTime, isWellFormed, type FieldKind } from './deliveryShape';
import type { Delivery } from './types';

export { deliveryFieldKinds, isIsoDateTime, type FieldKind } from './deliveryShape';

// More would only fill memory; the message names the first and counts the rest.
const maxIssues = 50;
const fieldKinds = Object.entries(deliveryFieldKinds);

function problemOf(value: unknown, kind: FieldKind): string | undefined {
  if (value === undefined || value === null) return 'is missing';
  if (kind === 'integer') {
    if (Number.isSafeInteger(value)) return undefined;
    // 2 ** 60 would be shown rounded, as another number: refused, not shown wrong.
    return Number.isInteger(value)
      ? 'is past 2^53, too large to hold exactly'
      : 'is not an integer';
  }
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

/**
 * Builds the `invalid-response` error for broken items, naming the first one.
 *
 * @example
 * ```ts
 * invalidItemsError([{ index: 3, field: 'code', problem: 'is missing' }]).message;
 * // 'The server sent deliveries in an unexpected shape: item 3 has no "code".'
 * ```
 */
function invalidItemsError(
  issues: readonly DeliveryIssue[],
  total = issues.length,
): DeliveriesApiError {
  const [first] = issues;
  const what = first
    ? `item ${first.index} ${
        first.field === ''
          ? first.problem
          : first.problem === 'is missing'
            ? `has no "${first.field}"`
            : `has a "${first.field}" that ${first.problem}`
      }`
    : 'the answer is broken';
  const more = total > 1 ? ` (and ${total - 1} more problem${total > 2 ? 's' : ''})` : '';
  return invalidResponseError(`${what}${more}`, issues);
}
