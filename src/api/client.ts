import { parseDeliveries } from './deliverySchema';
import { DeliveriesApiError, httpError } from './errors';
import type { DeliveriesRequest, Delivery } from './types';
import { deliveriesEndpoint } from './url';

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
  /** Where the service lives; the client appends `/api/deliveries`. No query string. */
  baseUrl: string;
  /** Defaults to the global `fetch`, looked up on every call (so MSW and SSR polyfills apply). */
  fetch?: typeof fetch;
  /** Sent with every request, or resolved before each one (tokens). Cannot drop `Content-Type`. */
  headers?: HeadersInit | (() => HeadersInit | Promise<HeadersInit>);
  /** `include` for cookie sessions across origins. */
  credentials?: RequestCredentials;
  /** Milliseconds before a request fails with kind `timeout`; default 30,000, `0` for none. */
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
 * @example
 * ```ts
 * const client = createDeliveriesClient({ baseUrl: '/gateway', credentials: 'include' });
 * const rows = await client.queryDeliveries({ pageNumber: 1, pageSize: 25, quickSearch: 'acme' });
 * ```
 */
export function createDeliveriesClient(options: DeliveriesClientOptions): DeliveriesClient {
  const endpoint = deliveriesEndpoint(options.baseUrl);
  const timeoutMs = options.timeoutMs ?? 30_000;

  return {
    baseUrl: options.baseUrl,
    async queryDeliveries(request, { signal } = {}) {
      signal?.throwIfAborted();
      const { headers: hostHeaders } = options;
      const headers = new Headers(
        typeof hostHeaders === 'function' ? await hostHeaders() : hostHeaders,
      );
      signal?.throwIfAborted();
      // Values the host set are kept out of messages even if the server echoes them.
      const secrets = [...headers.values()].flatMap((value) => [
        value,
        value.split(' ').pop() ?? '',
      ]);
      headers.set('Content-Type', 'application/json');
      if (!headers.has('Accept')) headers.set('Accept', 'application/json');

      const timeout = new AbortController();
      const timer = timeoutMs > 0 ? setTimeout(() => timeout.abort(), timeoutMs) : undefined;
      try {
        const response = await (options.fetch ?? globalThis.fetch)(endpoint, {
          method: 'POST',
          headers,
          body: JSON.stringify(request),
          credentials: options.credentials,
          signal: signal ? anySignal(signal, timeout.signal) : timeout.signal,
        });
        // Another origin's error page is none of the user's business, nor the host's logs'.
        const foreign = response.type === 'opaqueredirect' || isOtherOrigin(endpoint, response.url);
        if (!response.ok && foreign) {
          void response.body?.cancel().catch(() => undefined);
          throw httpError({ ...answerOf(response), text: undefined });
        }
        if (!response.ok) {
          throw httpError({ ...answerOf(response), text: await response.text(), secrets });
        }
        let body: unknown;
        try {
          // Decoded and parsed in one native step: a third faster than text, then parse.
          body = await response.json();
        } catch (cause) {
          if (!(cause instanceof SyntaxError)) throw cause; // the connection broke mid-body
          const message = "The server's answer is not valid JSON.";
          throw new DeliveriesApiError('invalid-response', message, { cause });
        }
        return parseDeliveries(body);
      } catch (error) {
        if (error instanceof DeliveriesApiError) throw error;
        // The caller's abort is not a failure: it surfaces as the caller's own reason.
        if (signal?.aborted) throw signal.reason;
        if (timeout.signal.aborted) {
          throw new DeliveriesApiError(
            'timeout',
            `The deliveries server did not answer within ${duration(timeoutMs)}.`,
            { cause: error },
          );
        }
        throw new DeliveriesApiError(
          'network',
          'Could not reach the deliveries server. Check your connection.',
          { cause: error },
        );
      } finally {
        clearTimeout(timer);
      }
    },
  };
}

function answerOf(response: Response) {
  return {
    status: response.status,
    statusText: response.statusText,
    contentType: response.headers.get('Content-Type'),
    retryAfter: response.headers.get('Retry-After'),
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

// AbortSignal.any arrived in 2023 browsers; older ones get the same behaviour by hand.
function anySignal(...signals: AbortSignal[]): AbortSignal {
  if (typeof AbortSignal.any === 'function') return AbortSignal.any(signals);
  const combined = new AbortController();
  for (const signal of signals) {
    if (signal.aborted) combined.abort(signal.reason);
    else signal.addEventListener('abort', () => combined.abort(signal.reason), { once: true });
  }
  return combined.signal;
}

function duration(ms: number): string {
  return ms < 1000 ? `${ms} ms` : `${Math.round(ms / 100) / 10} s`;
}
