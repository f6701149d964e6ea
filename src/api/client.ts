import { isDeliveryList } from './deliveryShape';
import { DeliveriesApiError, invalidResponseError } from './errors';
import { parseDelaySeconds } from './retryAfterSeconds';
import { accessWords } from './accessWords';
import { loadServerText } from './loadServerText';
import { readCappedText } from './readCappedText';
import { resolveHostHeaders, type HostHeaders } from './requestHeaders';
import type { DeliveriesRequest, Delivery } from './types';
import { deliveriesEndpoint } from './url';
import { whileAllowed } from './whileAllowed';
import { maxTimerMs } from './timerLimit';

/**
 * How the client reaches the server.
 *
 * @example
 * ```ts
 * const options: DeliveriesClientOptions = {
 *   baseUrl: 'https://api.example.com',
 *   headers: async () => ({ Authorization: `Bearer ${await getToken()}` }),
 *   timeoutMs: 15_000,
 * };
 * ```
 */
export interface DeliveriesClientOptions {
  /** Where the service lives; the client appends `/api/deliveries`. No query string, no user or password. */
  baseUrl: string;
  /** Defaults to the global `fetch`, looked up on every call (so MSW and SSR polyfills apply). */
  fetch?: typeof fetch;
  /**
   * Sent with every request, or resolved before each one (tokens), within `timeoutMs` and the
   * caller's signal. Cannot drop `Content-Type`. If it throws or holds an invalid name or value,
   * the call fails with kind `headers`.
   */
  headers?: HostHeaders;
  /** `include` for cookie sessions across origins. */
  credentials?: RequestCredentials;
  /**
   * Milliseconds before a request fails with kind `timeout`, counted from the call, so a
   * `headers()` that never settles is covered too; default 30,000, `0` for none. Any other
   * value must be a finite number up to 2,147,483,647 (the longest timer there is), else
   * {@link createDeliveriesClient} throws a `TypeError`.
   */
  timeoutMs?: number;
}

/**
 * Per-call options of {@link DeliveriesClient.queryDeliveries}.
 *
 * @example
 * ```ts
 * const options: QueryDeliveriesOptions = { signal: AbortSignal.timeout(5_000) };
 * ```
 */
export interface QueryDeliveriesOptions {
  /** Aborting it rejects the call with the signal's own `AbortError`. */
  signal?: AbortSignal;
}

/**
 * Talks to `POST {baseUrl}/api/deliveries`.
 *
 * @example
 * ```ts
 * const rows = await client.queryDeliveries({ pageNumber: 1, pageSize: 25, quickSearch: '' });
 * ```
 */
export interface DeliveriesClient {
  readonly baseUrl: string;
  /**
   * Fetches one page of deliveries, checked against the contract.
   *
   * @throws {DeliveriesApiError} on an error status, no connection, a timeout or a broken answer.
   */
  queryDeliveries(
    request: DeliveriesRequest,
    options?: QueryDeliveriesOptions,
  ): Promise<Delivery[]>;
}

/**
 * Creates a client for the deliveries service. Touches no browser global until a call.
 *
 * @throws {TypeError} when `baseUrl` is refused (see {@link deliveriesEndpoint}), or when
 *   `timeoutMs` is not `0` or a positive finite number up to 2,147,483,647 (`Infinity`, `NaN`,
 *   `-1`, `3e9`: a timer would fire at once or never).
 *
 * @example
 * ```ts
 * const client = createDeliveriesClient({ baseUrl: '/gateway', credentials: 'include' });
 * const rows = await client.queryDeliveries({ pageNumber: 1, pageSize: 25, quickSearch: 'acme' });
 * ```
 */
export function createDeliveriesClient(options: DeliveriesClientOptions): DeliveriesClient {
  const endpoint = deliveriesEndpoint(options.baseUrl);
  const timeoutMs = options.timeoutMs ?? 30_000;
  if (!(Number.isFinite(timeoutMs) && timeoutMs >= 0 && timeoutMs <= maxTimerMs)) {
    throw new TypeError(
      `deliveries-table: timeoutMs must be 0 (no timeout) or a number up to ${maxTimerMs}.`,
    );
  }

  return {
    baseUrl: options.baseUrl,
    async queryDeliveries(request, { signal } = {}) {
      signal?.throwIfAborted();
      // One signal for headers() and fetch, aborted by the caller's or by the timeout, which is
      // started before headers() so that it, too, obeys both.
      const controller = new AbortController();
      const abort = () => controller.abort();
      const timer = timeoutMs > 0 ? setTimeout(abort, timeoutMs) : undefined;
      signal?.addEventListener('abort', abort);
      const combined = controller.signal;
      // What the host sent, kept out of every error; once set, a timeout waited for the server.
      let headers: Headers | undefined;
      try {
        headers = await resolveHostHeaders(options.headers, combined);
        combined.throwIfAborted();
        headers.set('Content-Type', 'application/json');
        if (!headers.has('Accept')) headers.set('Accept', 'application/json');
        // A host's fetch may ignore the signal, and so may the body it returns.
        const response = await whileAllowed(
          (options.fetch ?? globalThis.fetch)(endpoint, {
            method: 'POST',
            headers,
            body: JSON.stringify(request),
            credentials: options.credentials,
            signal: combined,
          }),
          combined,
        );
        if (!response.ok) throw await whileAllowed(errorOf(response, endpoint, headers), combined);
        const answer = await whileAllowed(answerBody(response), combined);
        if (isDeliveryList(answer)) return answer;
        // Only a broken answer loads what says how it is broken; without it, that it is.
        throw (await loadServerText())?.(headers).answerError(answer) ?? invalidResponseError();
      } catch (error) {
        if (error instanceof DeliveriesApiError) throw error;
        // The caller's abort is not a failure: it surfaces as the caller's own reason.
        if (signal?.aborted) throw signal.reason;
        // Not the caller's: the timeout's (which may still fire while the chunk loads).
        const timedOut = combined.aborted;
        // A cause may quote what was sent or received: without the chunk it is left out.
        const cause = (await loadServerText())?.(headers).cause(error);
        if (signal?.aborted) throw signal.reason;
        if (timedOut) {
          const step = headers
            ? 'The deliveries server did not answer'
            : 'The request headers were not ready';
          throw new DeliveriesApiError('timeout', `${step} within ${duration(timeoutMs)}.`, {
            cause,
          });
        }
        throw new DeliveriesApiError(
          'network',
          'Could not reach the deliveries server. Check your connection.',
          { cause },
        );
      } finally {
        clearTimeout(timer);
        signal?.removeEventListener('abort', abort);
      }
    },
  };
}

/** The largest page answer read: far above 50,000 rows, far below what freezes a tab. */
const maxAnswerBytes = 32 * 1024 * 1024;

// Without the chunk that redacts it, no server text is read at all (fail closed).
async function errorOf(
  response: Response,
  endpoint: string,
  headers: Headers,
): Promise<DeliveriesApiError> {
  const reader = await loadServerText();
  if (reader) return reader(headers).httpError(response, endpoint);
  void response.body?.cancel().catch(() => undefined);
  // The status's words come with that chunk too: here the two a person acts on, else its number.
  const { status } = response;
  const message = accessWords[status] ?? `The deliveries server answered ${status}.`;
  return new DeliveriesApiError('http', message, {
    status,
    statusText: '',
    retryAfterMs: parseDelaySeconds(response.headers.get('Retry-After')),
  });
}

async function answerBody(response: Response): Promise<unknown> {
  const [text, complete] = await readCappedText(response, maxAnswerBytes);
  if (!complete) {
    const message = "The server's answer is larger than 32 MB, so it was not read.";
    throw new DeliveriesApiError('invalid-response', message);
  }
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    // The parser quotes the answer around the fault, cut to a few characters: a cut-off echo
    // of a token cannot be found to redact, so only the position is kept.
    const position = /position (\d+)/.exec(String(error))?.[1];
    const cause = new SyntaxError(`Not valid JSON${position ? ` at position ${position}` : ''}.`);
    throw new DeliveriesApiError('invalid-response', "The server's answer is not valid JSON.", {
      cause,
    });
  }
}

function duration(ms: number): string {
  return ms < 1000 ? `${ms} ms` : `${Math.round(ms / 100) / 10} s`;
}
