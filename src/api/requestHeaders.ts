import { DeliveriesApiError } from './errors';

/**
 * What a host passes as `headers`: fixed headers, or a function that returns them (for tokens).
 *
 * @example
 * ```ts
 * const source: HostHeaders = async () => ({ Authorization: `Bearer ${await getToken()}` });
 * ```
 */
export type HostHeaders = HeadersInit | (() => HeadersInit | Promise<HeadersInit>);

/**
 * The host's headers for one request, resolved while `signal` allows: a `headers()` that never
 * settles is given up on when the request times out or is aborted (rejecting with the signal's
 * reason). `signal` is the request's own, so the listener left on it goes with the request.
 *
 * @throws {DeliveriesApiError} kind `headers` when `headers()` throws, reading the headers
 *   throws (a getter, proxy or iterator), or a name or value is not valid. Neither the thrown error nor the value is attached: either may hold a token.
 * @example
 * ```ts
 * const headers = await resolveHostHeaders(options.headers, signal);
 * ```
 */
export async function resolveHostHeaders(
  source: HostHeaders | undefined,
  signal: AbortSignal,
): Promise<Headers> {
  let init: unknown = source;
  if (typeof source === 'function') {
    try {
      signal.throwIfAborted();
      init = await Promise.race([
        Promise.resolve().then(source),
        new Promise<never>((_, reject) => {
          signal.addEventListener('abort', () => reject(signal.reason as Error));
        }),
      ]);
    } catch (error) {
      if (signal.aborted) throw error;
      throw headersError('headers() failed');
    }
  }
  const headers = new Headers();
  try {
    const entries = entriesOf(init);
    if (!entries) {
      throw headersError('they must be a Headers object, a list of pairs or a plain object');
    }
    for (const [name, raw] of entries) {
      // Fetch's own checks (RFC 9110 token names; values without NUL, CR, LF or characters
      // beyond Latin-1), one header at a time so that the error can say which is wrong.
      if (typeof name !== 'string' || !accepts(new Headers(), name, '')) {
        throw headersError('a header name is not valid');
      }
      // Fetch turns numbers and booleans into text; anything else is a mistake.
      if (!['string', 'number', 'boolean'].includes(typeof raw) || !accepts(headers, name, raw)) {
        throw headersError(
          `the value of "${name.slice(0, 100)}" is not valid (a text without line breaks, in Latin-1)`,
        );
      }
    }
  } catch (error) {
    // A getter, proxy or iterator of the host's object threw: its error may name a token.
    throw error instanceof DeliveriesApiError ? error : headersError('they could not be read');
  }
  return headers;
}

// Whether `headers` took the header; its error would quote the value, so it is not kept.
function accepts(headers: Headers, name: string, value: unknown): boolean {
  try {
    headers.append(name, String(value));
    return true;
  } catch {
    return false;
  }
}

function entriesOf(init: unknown): [unknown, unknown][] | undefined {
  if (init === undefined) return [];
  if (typeof init !== 'object' || init === null) return undefined;
  if (Symbol.iterator in init) {
    const pairs = Array.from(init as Iterable<unknown>);
    if (!pairs.every((pair) => Array.isArray(pair) && pair.length === 2)) return undefined;
    return pairs as [unknown, unknown][];
  }
  return Object.entries(init);
}

function headersError(why: string): DeliveriesApiError {
  return new DeliveriesApiError('headers', `Could not prepare the request headers: ${why}.`);
}
