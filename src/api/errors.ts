/**
 * Failures of the deliveries client, each with a sentence a person can read in an alert.
 * Nothing the host sent (headers, tokens) ever goes into a message.
 */

/**
 * What went wrong: the server answered with an error status (`http`), it could not be reached
 * (`network`), it did not answer in time (`timeout`), or its answer broke the contract
 * (`invalid-response`).
 *
 * @example
 * ```ts
 * const kind: DeliveriesApiErrorKind = 'timeout';
 * ```
 */
export type DeliveriesApiErrorKind = 'http' | 'network' | 'timeout' | 'invalid-response';

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
  readonly kind: DeliveriesApiErrorKind;
  /** The HTTP status (`http` only; `0` for an opaque redirect). */
  readonly status?: number;
  readonly statusText?: string;
  /**
   * The error body: parsed JSON, else its text cut to 2,000 characters (`http` only). Any
   * header value the client sent reads `[redacted]` here too.
   */
  readonly body?: unknown;
  /** From the `Retry-After` header, in milliseconds from now. */
  readonly retryAfterMs?: number;
  /** Every broken item and field, at most 50 (`invalid-response` of an item array only). */
  readonly issues?: readonly DeliveryIssue[];

  constructor(
    kind: DeliveriesApiErrorKind,
    message: string,
    details: DeliveriesApiErrorDetails = {},
  ) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.kind = kind;
    // Assigned one by one so absent details stay absent keys rather than `undefined` values.
    if (details.status !== undefined) this.status = details.status;
    if (details.statusText !== undefined) this.statusText = details.statusText;
    if (details.body !== undefined) this.body = details.body;
    if (details.retryAfterMs !== undefined) this.retryAfterMs = details.retryAfterMs;
    if (details.issues !== undefined) this.issues = details.issues;
  }

  /** Whether the same request may succeed later: network, timeout, 408, 429 and 5xx. */
  get retryable(): boolean {
    const status = this.status ?? 0;
    return (
      this.kind === 'network' ||
      this.kind === 'timeout' ||
      (this.kind === 'http' && (status >= 500 || status === 429 || status === 408))
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

// HTTP/2 carries no reason phrase, so the common ones are filled in for the message.
const reasonPhrases: Readonly<Record<number, string>> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  408: 'Request Timeout',
  409: 'Conflict',
  413: 'Content Too Large',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

/**
 * An error answer, as the client read it.
 *
 * @example
 * ```ts
 * const answer: HttpErrorAnswer = { status: 503, statusText: '', contentType: null, retryAfter: '30', text: '' };
 * ```
 */
export interface HttpErrorAnswer {
  status: number;
  statusText: string;
  contentType: string | null;
  retryAfter: string | null;
  /** `undefined` when the body must not be read (a redirect to another origin). */
  text: string | undefined;
  /** Values the host sent (tokens); blanked out if the server echoes them. */
  secrets?: readonly string[];
}

/**
 * Builds the `http` error for a non-2xx answer: parses the body, reads `Retry-After`, and
 * writes a message that never shows HTML or anything the host sent.
 *
 * @example
 * ```ts
 * httpError({ status: 400, statusText: 'Bad Request', contentType: 'application/json',
 *   retryAfter: null, text: '{"message":"pageSize must be at most 1000"}' }).message;
 * // 'The server refused the request (400 Bad Request): pageSize must be at most 1000.'
 * ```
 */
export function httpError(answer: HttpErrorAnswer): DeliveriesApiError {
  const { status, text } = answer;
  const statusText = answer.statusText || reasonPhrases[status] || '';
  const secrets = answer.secrets ?? [];
  // Hosts log error bodies: echoed header values go before the text is cut and after parsing.
  const body =
    text === undefined
      ? undefined
      : redactBody(parseErrorBody(redact(text, secrets), answer.contentType), secrets);
  const retryAfterMs = parseRetryAfter(answer.retryAfter);
  const code = statusText ? `${status} ${statusText}` : String(status);
  let detail = redact(serverDetail(body), secrets);
  if (detail) detail = `: ${detail}`;
  let message: string;
  if (status === 0) message = 'The deliveries server redirected the request to another site.';
  else if (status === 401) message = `You are not signed in or your session has expired (401).`;
  else if (status === 403) message = `You do not have access to deliveries (403).`;
  else if (status === 429)
    message = `Too many requests; try again ${
      retryAfterMs === undefined ? 'later' : `in ${Math.ceil(retryAfterMs / 1000)} s`
    } (429).`;
  else if (status >= 500) message = `The server could not answer (${code})${detail}`;
  else if (status >= 400) message = `The server refused the request (${code})${detail}`;
  else message = `The server sent an unexpected answer (${code})${detail}`;
  if (!/[.!?]$/.test(message)) message += '.';
  return new DeliveriesApiError('http', message, {
    status,
    statusText,
    body,
    retryAfterMs,
  });
}

function parseErrorBody(text: string, contentType: string | null): unknown {
  if (/json/i.test(contentType ?? '') || /^\s*[[{"]/.test(text)) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      // Not JSON after all: fall through to the text.
    }
  }
  return text === '' ? undefined : text.slice(0, 2000);
}

// The first readable explanation in common error shapes (Express, Spring, RFC 9457, ASP.NET).
function serverDetail(body: unknown): string {
  if (typeof body !== 'object' || body === null) return '';
  const record = body as Record<string, unknown>;
  for (const key of ['message', 'error', 'detail', 'title']) {
    const value = record[key];
    if (typeof value === 'string') {
      // Tags are dropped so markup never reaches the alert; long texts are cut.
      const plain = value
        .replace(/<[^>]*>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim();
      if (plain) return plain.length > 300 ? `${plain.slice(0, 299)}…` : plain;
    }
  }
  return '';
}

function redact(detail: string, secrets: readonly string[]): string {
  let safe = detail;
  for (const secret of secrets)
    if (secret.length >= 6) safe = safe.split(secret).join('[redacted]');
  return safe;
}

/** Every string in a parsed error body, keys included, with the secrets redacted. */
function redactBody(body: unknown, secrets: readonly string[]): unknown {
  if (typeof body === 'string') return redact(body, secrets);
  if (Array.isArray(body)) return body.map((item) => redactBody(item, secrets));
  if (typeof body !== 'object' || body === null) return body;
  return Object.fromEntries(
    Object.entries(body).map(([key, value]) => [redact(key, secrets), redactBody(value, secrets)]),
  );
}

function parseRetryAfter(value: string | null): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  if (/^\s*\d+\s*$/.test(value)) return Number(value) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, at - Date.now());
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
export function invalidItemsError(
  issues: readonly DeliveryIssue[],
  total = issues.length,
): DeliveriesApiError {
  const [first] = issues;
  const what = !first
    ? 'the answer is broken'
    : first.field === ''
      ? `item ${first.index} ${first.problem}`
      : first.problem === 'is missing'
        ? `item ${first.index} has no "${first.field}"`
        : `item ${first.index} has a "${first.field}" that ${first.problem}`;
  const more = total > 1 ? ` (and ${total - 1} more problem${total > 2 ? 's' : ''})` : '';
  return invalidResponseError(`${what}${more}`, issues);
}

/**
 * Builds an `invalid-response` error from a plain description of what is wrong.
 *
 * @example
 * ```ts
 * invalidResponseError('expected a list, got an object').message;
 * // 'The server sent deliveries in an unexpected shape: expected a list, got an object.'
 * ```
 */
export function invalidResponseError(
  what: string,
  issues?: readonly DeliveryIssue[],
): DeliveriesApiError {
  return new DeliveriesApiError(
    'invalid-response',
    `The server sent deliveries in an unexpected shape: ${what}.`,
    issues ? { issues } : {},
  );
}
