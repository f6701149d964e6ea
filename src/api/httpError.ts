import { DeliveriesApiError } from './errors';
import { capText, redactorFor, safeBody } from './redaction';
import { parseRetryAfter } from './retryAfter';

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
  /** Values the host sent (tokens) and their pieces; blanked out wherever the server echoes them. */
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
  const redact = redactorFor(answer.secrets ?? []);
  // A reason phrase is server text like any other: it may echo a header, or be 20 kB long.
  const statusText = capText(plain(redact(answer.statusText)), 100) || reasonPhrases[status] || '';
  // Hosts log error bodies: echoed header values go before the text is cut and after parsing.
  const body =
    text === undefined
      ? undefined
      : safeBody(parseErrorBody(redact(text), answer.contentType), redact);
  const retryAfterMs = parseRetryAfter(answer.retryAfter);
  const code = statusText ? `${status} ${statusText}` : String(status);
  let detail = redact(serverDetail(body));
  if (detail) detail = `: ${detail}`;
  let message: string;
  if (status === 0) message = 'The deliveries server redirected the request to another site.';
  else if (status === 401) message = `You are not signed in or your session has expired (401).`;
  else if (status === 403) message = `You do not have access to deliveries (403).`;
  else if (status === 429)
    message = `Too many requests; try again ${
      retryAfterMs === undefined ? 'later' : `in ${wait(retryAfterMs)}`
    } (429).`;
  else if (status >= 500) message = `The server could not answer (${code})${detail}`;
  else if (status >= 400) message = `The server refused the request (${code})${detail}`;
  else message = `The server sent an unexpected answer (${code})${detail}`;
  if (!/[.!?]$/.test(message)) message += '.';
  return new DeliveriesApiError('http', message, { status, statusText, body, retryAfterMs });
}

// A wait a person can read: seconds up to two minutes, then minutes, then hours.
function wait(ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  if (seconds < 120) return `${seconds} s`;
  const minutes = Math.ceil(seconds / 60);
  return minutes < 120 ? `${minutes} min` : `${Math.ceil(minutes / 60)} h`;
}

function parseErrorBody(text: string, contentType: string | null): unknown {
  if (/json/i.test(contentType ?? '') || /^\s*[[{"]/.test(text)) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      // Not JSON after all (or cut at the read limit): fall through to the text.
    }
  }
  return text === '' ? undefined : text.slice(0, 2000);
}

// Tags are dropped so markup never reaches the alert; runs of whitespace become one space.
function plain(text: string): string {
  return text
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

// The first readable explanation in common error shapes (Express, Spring, RFC 9457, ASP.NET).
function serverDetail(body: unknown): string {
  if (typeof body !== 'object' || body === null) return '';
  const record = body as Record<string, unknown>;
  for (const key of ['message', 'error', 'detail', 'title']) {
    const value = record[key];
    if (typeof value === 'string') {
      const text = plain(value);
      if (text) return capText(text, 300);
    }
  }
  return '';
}
