// The declaration build runs with `types: []`; this file is Node-only and says so itself.
/// <reference types="node" />
import type { IncomingMessage } from 'node:http';

/** Decides which `Origin` header values get CORS access to the mock server. */
export type OriginPolicy = (origin: string) => boolean;

const loopbackHosts = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/;
const headerToken = /^[!#$%&'*+.^_`|~0-9a-z-]+$/;
const baseAllowedHeaders = ['content-type', 'authorization'];

/**
 * The serialized form of an origin written by a person (`https://App.example.com:443/` →
 * `https://app.example.com`), or `undefined` when it is not an http(s) origin with nothing
 * after the host.
 *
 * @example
 * ```ts
 * normalizeOrigin('http://LOCALHOST:6006'); // 'http://localhost:6006'
 * normalizeOrigin('https://a.example/app'); // undefined
 * ```
 */
export function normalizeOrigin(raw: string): string | undefined {
  const url = URL.parse(raw);
  if (url === null || (url.protocol !== 'http:' && url.protocol !== 'https:')) return undefined;
  // No path, query, fragment or user: the URL is its origin and a slash.
  if (url.href !== `${url.origin}/`) return undefined;
  return url.origin;
}

/**
 * The origins allowed by default (every loopback origin: `localhost`, `127.0.0.0/8` and
 * `[::1]`, http or https, any port) plus `extra` ones; `'*'` among them allows every origin.
 * Throws a `RangeError` naming an entry that is not an origin.
 *
 * @example
 * ```ts
 * const allowed = createOriginPolicy(['https://app.example.com']);
 * allowed('http://127.0.0.1:5173'); // true
 * allowed('https://evil.example'); // false
 * ```
 */
export function createOriginPolicy(extra: readonly string[] = []): OriginPolicy {
  if (extra.includes('*')) return () => true;
  const listed = new Set(
    extra.map((entry) => {
      const origin = normalizeOrigin(entry);
      if (origin === undefined)
        throw new RangeError(`"${entry}" is not an origin like https://app.example.com or "*".`);
      return origin;
    }),
  );
  return (origin) => {
    const url = URL.parse(origin);
    // Browsers send the serialized origin; anything else (`null`, a path) is not trusted.
    if (url === null || url.origin !== origin) return false;
    return loopbackHosts.test(url.hostname) || listed.has(origin);
  };
}

/**
 * The CORS headers of an answer to `request`: the caller's origin echoed with credentials
 * allowed when the policy admits it, nothing but `Vary: Origin` otherwise.
 *
 * @example
 * ```ts
 * response.writeHead(200, { ...corsHeaders(request, allowed), 'Content-Type': 'application/json' });
 * ```
 */
export function corsHeaders(
  request: IncomingMessage,
  allowed: OriginPolicy,
): Record<string, string> {
  const origin = request.headers.origin;
  if (origin === undefined || !allowed(origin)) return { Vary: 'Origin' };
  return {
    Vary: 'Origin',
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Allow-Credentials': 'true',
  };
}

/**
 * The headers of a 204 answer to an allowed CORS preflight: POST, the requested headers
 * (only well-formed header names are echoed) and, for Chrome's Private Network Access, the
 * private-network grant when asked for.
 *
 * @example
 * ```ts
 * if (allowed(origin)) response.writeHead(204, preflightHeaders(request, allowed));
 * ```
 */
export function preflightHeaders(
  request: IncomingMessage,
  allowed: OriginPolicy,
): Record<string, string> {
  // Echo what the browser asks for (tenant ids, tracing): the mock must never be the CORS problem.
  const requested = (request.headers['access-control-request-headers'] ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter((name) => headerToken.test(name));
  const headers: Record<string, string> = {
    ...corsHeaders(request, allowed),
    Vary: 'Origin, Access-Control-Request-Headers',
    'Access-Control-Allow-Methods': 'POST, OPTIONS',
    'Access-Control-Allow-Headers': [...new Set([...baseAllowedHeaders, ...requested])].join(', '),
    'Access-Control-Max-Age': '600',
  };
  if (request.headers['access-control-request-private-network'] === 'true')
    headers['Access-Control-Allow-Private-Network'] = 'true';
  return headers;
}
