/**
 * The address of `POST {baseUrl}/api/deliveries` for a host's `baseUrl`: absolute
 * (`https://x.test`), behind a path prefix (`https://x.test/gateway/`), or relative to the
 * page (`''`, `'/gateway'`). Trailing slashes are ignored.
 *
 * @throws {TypeError} when `baseUrl` holds `?` or `#` (the endpoint takes no query string), a
 *   user name or password (`https://user:pass@host`: credentials go in `headers` or cookies),
 *   or a host and port without a scheme (`localhost:4010`). No message echoes the value.
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
  // `localhost:4010` is read as the scheme `localhost:`: fetch refuses it as if unreachable.
  if (/^[\w.-]+:\d/.test(base)) {
    throw new TypeError(
      'deliveries-table: baseUrl needs http:// or https:// before its host and port.',
    );
  }
  if (hasCredentials(base)) {
    throw new TypeError(
      'deliveries-table: baseUrl must not contain a user name or password; pass credentials with `headers` or `credentials` instead.',
    );
  }
  return `${base.replace(/\/+$/, '')}/api/deliveries`;
}

// Read as fetch may read it on an http or https page, or this one: `http:u:p@h` is a relative
// path on an http page but userinfo on an https one. `https:\\u:p@h` and `//u:p@h` too.
function hasCredentials(base: string): boolean {
  return ['http:a', 'https:a', globalThis.location?.href].some((page) => {
    try {
      const url = new URL(base, page);
      return url.username + url.password !== '';
    } catch {
      // Not a URL fetch could use either; an `@` before the first path slash is refused anyway.
      return /^[^/]*\/\/[^/]*@/.test(base);
    }
  });
}
