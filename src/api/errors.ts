import { capText } from './capText';

/**
 * Failures of the deliveries client, each with a sentence a person can read in an alert.
 * Nothing the host sent (headers, tokens) ever goes into a message.
 */

/**
 * What went wrong: the server answered with an error status (`http`), it could not be reached
 * (`network`), it did not answer in time (`timeout`), its answer broke the contract
 * (`invalid-response`), or the host's `headers` could not be used (`headers`: `headers()`
 * threw, or a name or value is not valid; never retried).
 *
 * @example
 * ```ts
 * const kind: DeliveriesApiErrorKind = 'timeout';
 * ```
 */
export type DeliveriesApiErrorKind =
  'http' | 'network' | 'timeout' | 'invalid-response' | 'headers';

// Bounds of the texts an error carries, whatever a server sends.
const maxMessage = 1000;
const maxStatusText = 100;

/**
 * One way a delivery in the response breaks the contract. `field` is `''` when the item
 * itself is broken (not an object).
 *
 * @example
 * ```ts
 * const issue: DeliveryIssue = { index: 3, field: 'code', problem: 'is missing' };
 * ```
 */
export interface DeliveryIssue {
  /** Position of the item in the response array, from 0. */
  index: number;
  field: string;
  /** `is missing`, `is not a string`, `is not an integer`, `is not a date-time` or `is not an object`. */
  problem: string;
}

/**
 * Details of a {@link DeliveriesApiError} besides its kind and message.
 *
 * @example
 * ```ts
 * const details: DeliveriesApiErrorDetails = { status: 503, statusText: 'Service Unavailable' };
 * ```
 */
export interface DeliveriesApiErrorDetails {
  status?: number;
  statusText?: string;
  body?: unknown;
  retryAfterMs?: number;
  issues?: readonly DeliveryIssue[];
  cause?: unknown;
}

/**
 * The error every failed `queryDeliveries` call rejects with, except a caller's abort, which
 * rejects with the caller's own `AbortError`.
 *
 * @example
 * ```ts
 * try {
 *   await client.queryDeliveries(request);
 * } catch (error) {
 *   if (error instanceof DeliveriesApiError && error.retryable) scheduleRetry(error.retryAfterMs);
 *   else throw error;
 * }
 * ```
 */
export class DeliveriesApiError extends Error {
  override readonly name = 'DeliveriesApiError';
  // Declared, not defined: a detail the error lacks is an absent key, not an `undefined` value.
  declare readonly kind: DeliveriesApiErrorKind;
  /** The HTTP status (`http` only; `0` for an opaque redirect). */
  declare readonly status?: number;
  /** The reason phrase, at most 100 characters; a header value the client sent reads `[redacted]`. */
  declare readonly statusText?: string;
  /**
   * The error body (`http` only), read up to 64 KB: parsed JSON (strings cut to 2,000
   * characters, 100 items or keys a level, 8 levels), else its text cut to 2,000 characters.
   * Any header value the client sent reads `[redacted]` here too.
   */
  declare readonly body?: unknown;
  /** From the `Retry-After` header, in milliseconds from now. */
  declare readonly retryAfterMs?: number;
  /** Every broken item and field, at most 50 (`invalid-response` of an item array only). */
  declare readonly issues?: readonly DeliveryIssue[];

  constructor(
    kind: DeliveriesApiErrorKind,
    message: string,
    { cause, statusText, ...details }: DeliveriesApiErrorDetails = {},
  ) {
    super(capText(message, maxMessage), cause === undefined ? undefined : { cause });
    const fields: Record<string, unknown> = {
      kind,
      ...details,
      statusText: statusText && capText(statusText, maxStatusText),
    };
    for (const key in fields) {
      if (fields[key] !== undefined) (this as Record<string, unknown>)[key] = fields[key];
    }
  }

  /** Whether the same request may succeed later: network, timeout, 408, 429 and 5xx. */
  get retryable(): boolean {
    const { kind, status = 0 } = this;
    return (
      kind === 'network' ||
      kind === 'timeout' ||
      (kind === 'http' && (status >= 500 || status === 429 || status === 408))
    );
  }
}

/**
 * Whether `error` is an abort (a `DOMException` or `Error` named `AbortError`).
 *
 * @example
 * ```ts
 * promise.catch((error) => { if (!isAbortError(error)) showAlert(error); });
 * ```
 */
export function isAbortError(error: unknown): boolean {
  return (error as { name?: unknown } | null)?.name === 'AbortError';
}

/**
 * Builds an `invalid-response` error from a plain description of what is wrong, if known.
 *
 * @example
 * ```ts
 * invalidResponseError('expected a list, got an object').message;
 * // 'The server sent deliveries in an unexpected shape: expected a list, got an object.'
 * ```
 */
export function invalidResponseError(
  what?: string,
  issues?: readonly DeliveryIssue[],
): DeliveriesApiError {
  return new DeliveriesApiError(
    'invalid-response',
    `The server sent deliveries in an unexpected shape${what ? `: ${what}` : ''}.`,
    { issues },
  );
}
