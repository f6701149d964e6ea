import { parseDeliveries } from './deliverySchema';
import type { DeliveriesApiError } from './errors';
import { headersWhy, type HeadersFault } from './headersWhy';
import { httpError } from './httpError';
import { httpStatusError } from './httpStatusError';
import { parseRetryAfter } from './retryAfter';
import { readCappedText } from './readCappedText';
import { redactCredentialShapes } from './credentialShapes';
import { hostSecrets, redactorFor, safeCause, type Redact } from './redaction';

/** The most of an error body that is read; the rest is cancelled. */
const maxErrorBodyBytes = 64 * 1024;

/**
 * What reads server text (and causes, which may quote it) into an error, with every value the
 * host sent in `headers` blanked out, even when echoed encoded, and what says how an answer
 * breaks the contract. The client loads this module on demand, on its first error: a host
 * whose calls succeed never downloads it.
 *
 * @example
 * ```ts
 * throw await serverTextReader(sentHeaders).httpError(response, endpoint);
 * ```
 */
export function serverTextReader(headers = new Headers()): {
  httpError: (response: Response, endpoint: string) => Promise<DeliveriesApiError>;
  cause: (error: unknown) => unknown;
  answerError: (body: unknown) => DeliveriesApiError | undefined;
  headersWhy: (fault: HeadersFault) => string;
} {
  // Built on first use, so that a pattern the engine refuses throws inside the guards below.
  let redactor: Redact | undefined;
  // The host's values by name, then what a host's own `fetch` may have added, by its shape.
  const redact: Redact = (text) =>
    redactCredentialShapes((redactor ??= redactorFor(hostSecrets(headers)))(text));
  return {
    async httpError(response, endpoint) {
      // Another origin's error page is none of the user's business, nor the host's logs'.
      const text =
        response.type === 'opaqueredirect' || isOtherOrigin(endpoint, response.url)
          ? void response.body?.cancel().catch(() => undefined)
          : (await readCappedText(response, maxErrorBodyBytes))[0];
      try {
        return httpError(response, text, redact);
      } catch {
        // Secrets too many or too long for one pattern (V8 refuses it when it first runs): no
        // server text is kept, as without this chunk, and the answer stays an `http` one.
        const wait = parseRetryAfter(response.headers.get('Retry-After'));
        return httpStatusError(response, '', '', undefined, wait);
      }
    },
    cause: (error) => safeCause(error, redact),
    headersWhy,
    // The `invalid-response` error naming every broken item (none for a sound answer).
    answerError(body) {
      try {
        parseDeliveries(body);
      } catch (error) {
        return error as DeliveriesApiError;
      }
    },
  };
}

function isOtherOrigin(endpoint: string, responseUrl: string): boolean {
  // A response made in the page (a host's fetch, a mock) has no URL: nothing was redirected.
  if (responseUrl === '') return false;
  try {
    // A relative endpoint resolves against the page; without a page the check is skipped.
    return new URL(endpoint, globalThis.location?.href).origin !== new URL(responseUrl).origin;
  } catch {
    return false;
  }
}
