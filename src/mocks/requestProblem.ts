import { parseIsoInstant } from './isoInstant';

/**
 * Thrown by the request checks and caught by `validateDeliveriesRequest`, so each check reads
 * as a straight line instead of threading results through every level.
 *
 * @example
 * ```ts
 * throw new RequestProblem('pageSize', 'pageSize must be at most 1000.');
 * ```
 */
export class RequestProblem extends Error {
  readonly field: string;

  constructor(field: string, message: string) {
    super(message);
    this.name = 'RequestProblem';
    this.field = field;
  }
}

/**
 * A JSON object: not null, not an array.
 *
 * @example
 * ```ts
 * isJsonObject({}); // true
 * isJsonObject([]); // false
 * ```
 */
export function isJsonObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Rejects the first key of `object` that is not in `allowed`. `undefined` values count as
 * absent, as they would after `JSON.stringify`.
 *
 * @example
 * ```ts
 * rejectUnknownKeys({ pageSize: 1, foo: 2 }, ['pageSize'], ''); // throws Unknown field "foo".
 * ```
 */
export function rejectUnknownKeys(
  object: Record<string, unknown>,
  allowed: readonly string[],
  path: string,
): void {
  for (const [key, value] of Object.entries(object)) {
    if (value === undefined || allowed.includes(key)) continue;
    const field = path === '' ? key : `${path}.${key}`;
    // The contract's spelling is a trap every client falls into once.
    const hint = key === 'selectedField' ? ' (the contract spells it "selectedFiled")' : '';
    throw new RequestProblem(field, `Unknown field "${field}"${hint}.`);
  }
}

/**
 * Checks that `value` is an ISO 8601 date-time with a zone and returns its instant; the
 * messages say what is missing (a time, a zone) rather than only that it is wrong.
 *
 * @example
 * ```ts
 * requireIsoInstant('2026-11-01T00:00:00Z', 'filters.insertFrom'); // 1793491200000
 * ```
 */
export function requireIsoInstant(value: unknown, field: string): number {
  if (typeof value !== 'string') throw new RequestProblem(field, `${field} must be a string.`);
  const parsed = parseIsoInstant(value);
  if (parsed.problem === undefined) return parsed.instant;
  const messages = {
    dateOnly: `${field} must be a date-time, not a date only (ISO 8601 like "2026-11-01T00:00:00.000Z").`,
    noZone: `${field} must carry a time zone: "Z" or an offset like "+01:00".`,
    invalid: `${field} must be an ISO 8601 date-time like "2026-11-01T00:00:00.000Z".`,
  } as const;
  throw new RequestProblem(field, messages[parsed.problem]);
}
