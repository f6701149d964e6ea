import { DeliveriesApiError } from './errors';
import type { HeadersFault } from './headersWhy';
import { loadServerText } from './loadServerText';
import { whileAllowed } from './whileAllowed';

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
 * @throws {DeliveriesApiError} kind `headers` when `headers()` throws, the headers are not a
 *   `Headers` object, a list of pairs or a plain object (or reading them throws: a getter, a
 *   proxy, an iterator), or a name or value is not valid. Neither the thrown error nor the
 *   value is attached: either may hold a token.
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
      init = await whileAllowed(Promise.resolve().then(source), signal);
    } catch (error) {
      if (signal.aborted) throw error;
      throw await headersError('failed');
    }
  }
  const headers = new Headers();
  let fault: HeadersFault = 'shape';
  try {
    // `in` throws on a text or number; a getter, proxy or iterator of the host's may throw too.
    const pairs =
      typeof init === 'function'
        ? [init]
        : init === undefined
          ? []
          : Symbol.iterator in (init as object)
            ? Array.from(init as Iterable<unknown>)
            : Object.entries(init as object);
    for (const pair of pairs) {
      if (!Array.isArray(pair) || pair.length !== 2) throw pair;
      const [name, raw] = pair as unknown[];
      // Fetch's own checks (RFC 9110 token names; values without NUL, CR, LF or characters
      // beyond Latin-1), one header at a time so that the error can say which is wrong.
      if (typeof name !== 'string' || !accepts(new Headers(), name, '')) throw (fault = 'name');
      // Fetch turns numbers and booleans into text; anything else is a mistake.
      if (!['string', 'number', 'boolean'].includes(typeof raw) || !accepts(headers, name, raw))
        throw (fault = { value: name });
    }
  } catch {
    // Never the error itself: it may name a token.
    throw await headersError(fault);
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

// The words of what was wrong come with the chunk of an error's server text: a host whose
// headers are sound never downloads them. Without it, that the headers were wrong.
async function headersError(fault: HeadersFault): Promise<DeliveriesApiError> {
  const why = (await loadServerText())?.().headersWhy(fault);
  return new DeliveriesApiError(
    'headers',
    `Could not prepare the request headers${why ? `: ${why}` : ''}.`,
  );
}
