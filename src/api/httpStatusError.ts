import { DeliveriesApiError } from './errors';
import { parseDelaySeconds } from './retryAfterSeconds';
import { accessWords } from './accessWords';

/**
 * The `http` error for a non-2xx answer from what is already safe to show: its status, its
 * `Retry-After` (its seconds; the caller may give one read from a date), and the reason phrase,
 * explanation and body once redacted. Without them (the default) it holds no server text at
 * all: the message says what the status means.
 *
 * @param statusText the reason phrase, redacted.
 * @param detail the explanation the server gave, redacted, added to the message.
 * @param retryAfterMs the wait `Retry-After` asks for; by default its delay-seconds alone.
 * @example
 * ```ts
 * httpStatusError(new Response(null, { status: 503 })).message;
 * // 'The server could not answer (503).'
 * ```
 */
export function httpStatusError(
  { status, headers }: Response,
  statusText = '',
  detail = '',
  body?: unknown,
  // The chunk that reads server text reads an HTTP-date too (`parseRetryAfter`).
  retryAfterMs = parseDelaySeconds(headers.get('Retry-After')),
): DeliveriesApiError {
  // The statuses a person can act on have their own words; the others name the status.
  const message =
    {
      0: 'The deliveries server redirected the request to another site.',
      ...accessWords,
      429: `Too many requests; try again ${
        retryAfterMs === undefined ? 'later' : `in ${wait(retryAfterMs)}`
      } (429).`,
    }[status] ??
    `The server ${
      status >= 500
        ? 'could not answer'
        : status >= 400
          ? 'refused the request'
          : 'sent an unexpected answer'
    } (${statusText ? `${status} ${statusText}` : status})${detail && `: ${detail}`}`;
  return new DeliveriesApiError('http', /[.!?]$/.test(message) ? message : `${message}.`, {
    status,
    statusText,
    body,
    retryAfterMs,
  });
}

// A wait a person can read: seconds up to two minutes, then minutes, then hours.
function wait(ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  const minutes = Math.ceil(seconds / 60);
  return seconds < 120
    ? `${seconds} s`
    : minutes < 120
      ? `${minutes} min`
      : `${Math.ceil(minutes / 60)} h`;
}
