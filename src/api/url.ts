/**
 * The address of `POST {baseUrl}/api/deliveries` for a host's `baseUrl`: absolute
 * (`https://x.test`), behind a path prefix (`https://x.test/gateway/`), or relative to the
 * page (`''`, `'/gateway'`). Trailing slashes are ignored.
 *
 * @throws {TypeError} when `baseUrl` holds `?` or `#`: the endpoint takes no query string.
 * @example
 * ```ts
 * deliveriesEndpoint('https://x.test/gateway/'); // 'https://x.test/gateway/api/deliveries'
 * deliveriesEndpoint(''); // '/api/deliveries'
 * ```
 */
export function deliveriesEndpoint(baseUrl: string): string {
  const base = baseUrl.trim();
  // The value itself is not echoed: a query string may carry a token.
  if (/[?#]/.test(base)) {
    throw new TypeError(
      'deliveries-table: baseUrl must not contain "?" or "#"; POST /api/deliveries takes no query string.',
    );
  }
  return `${base.replace(/\/+$/, '')}/api/deliveries`;
}
