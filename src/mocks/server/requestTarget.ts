/** A request-target (RFC 9112 §3.2) as the mock server routes it. */
export type RequestTarget =
  | { kind: 'path'; pathname: string; search: string }
  | { kind: 'asterisk' }
  | { kind: 'invalid'; message: string };

// A fixed origin for origin-form targets: prefixing it keeps "//host" from reading as an authority.
const localOrigin = 'http://mock.invalid';

/**
 * Reads the target of a request line without throwing: origin-form (`/api/deliveries?x`),
 * absolute-form (`http://host:4010/api/deliveries`, as proxies send it) and asterisk-form
 * (`*`, for `OPTIONS *`). Anything else, or a URL that does not parse (`//[`,
 * `http://a:b/`), is `invalid` with a message that says why.
 *
 * @example
 * ```ts
 * parseRequestTarget('/api/deliveries?page=2'); // { kind: 'path', pathname: '/api/deliveries', search: '?page=2' }
 * parseRequestTarget('http://a:b/api/deliveries').kind; // 'invalid'
 * ```
 */
export function parseRequestTarget(target: string): RequestTarget {
  if (target === '*') return { kind: 'asterisk' };
  const absolute = /^[a-z][a-z0-9+.-]*:/i.test(target);
  if (!absolute && !target.startsWith('/')) {
    return { kind: 'invalid', message: 'The request target must be a path starting with "/".' };
  }
  const url = URL.parse(absolute ? target : `${localOrigin}${target}`);
  if (url === null) {
    return { kind: 'invalid', message: 'The request target is not a valid URL.' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return { kind: 'invalid', message: 'An absolute request target must be an http(s) URL.' };
  }
  return { kind: 'path', pathname: url.pathname, search: url.search };
}
