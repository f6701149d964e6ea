import type { DeliveriesApiError } from './errors';
import { httpStatusError } from './httpStatusError';
import { parseRetryAfter } from './retryAfter';
import { oneLine, safeBody, type Redact } from './redaction';
import { capText } from './capText';

// HTTP/2 carries no reason phrase, so the common ones are filled in for the message.
const reasonPhrases =
  ',400Bad Request,401Unauthorized,403Forbidden,404Not Found,408Request Timeout,409Conflict,413Content Too Large,422Unprocessable Content,429Too Many Requests,500Internal Server Error,502Bad Gateway,503Service Unavailable,504Gateway Timeout';

/**
 * Builds the `http` error for a non-2xx answer: parses the body, reads `Retry-After`, and
 * writes a message that never shows HTML or anything the host sent.
 *
 * @param text the body as read, `undefined` when it must not be read (a redirect to another
 *   origin).
 * @param redact blanks out the values the host sent (tokens) wherever the server echoes them.
 * @example
 * ```ts
 * httpError(new Response(null, { status: 400, statusText: 'Bad Request' }),
 *   '{"message":"pageSize must be at most 1000"}', (text) => text).message;
 * // 'The server refused the request (400 Bad Request): pageSize must be at most 1000.'
 * ```
 */
export function httpError(
  response: Response,
  text: string | undefined,
  redact: Redact,
): DeliveriesApiError {
  // Hosts log error bodies: echoed header values go before the text is cut and after parsing.
  const body = text
    ? safeBody(parseErrorBody(redact(text), response.headers.get('Content-Type')), redact)
    : undefined;
  const { status, statusText } = response;
  // A reason phrase is server text like any other: it may echo a header, or be 20 kB long.
  return httpStatusError(
    response,
    plain(redact(statusText), redact, 100) ||
      (new RegExp(`,${status}([^,]+)`).exec(reasonPhrases)?.[1] ?? ''),
    serverDetail(body, redact),
    body,
    parseRetryAfter(response.headers.get('Retry-After')),
  );
}

function parseErrorBody(text: string, contentType: string | null): unknown {
  if (/json/i.test(contentType ?? '') || /^\s*[[{"]/.test(text)) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      // Not JSON after all (or cut at the read limit): fall through to the text.
    }
  }
  return text.slice(0, 2000);
}

// Tags are dropped so markup never reaches the alert, and controls so nothing restyles a log;
// cut first, as a 64 kB text costs no more than a short one. Redacted again: removing a tag
// or a control may rejoin a secret.
function plain(text: string, redact: Redact, max: number): string {
  return capText(redact(oneLine(text.slice(0, max * 4).replace(/<[^<>]*>/g, ' '))), max);
}

// The first readable explanation in common error shapes (Express, Spring, RFC 9457, ASP.NET).
function serverDetail(body: unknown, redact: Redact): string {
  for (const key of ['message', 'error', 'detail', 'title']) {
    const value = (body as Record<string, unknown> | null)?.[key];
    const text = typeof value === 'string' && plain(value, redact, 300);
    if (text) return text;
  }
  return '';
}
