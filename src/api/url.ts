/**
 * The address of `POST {baseUrl}/api/deliveries` for a host's `baseUrl`: absolute
 * (`https://x.test`), behind a path prefix (`https://x.test/gateway/`), or relative to the
 * page (`''`, `'/gateway'`). Trailing slashes are ignored.
 *
 * @throws {TypeError} when `baseUrl` holds `?` or `#` (the endpoint takes no query string), a
 *   user name or password (`https://user:pass@host`: credentials go in `headers` or cookies),
 *   or is neither a path nor an http(s) address: another scheme, `localhost:4010` (read as the
 *   scheme `localhost:`), a port or host no URL can hold. No message echoes the value.
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
  if (hasCredentials(base)) {
    throw new TypeError(
      'deliveries-table: baseUrl must not contain a user name or password; pass credentials with `headers` or `credentials`.',
    );
  }
  // fetch fails as if the server were down on any other scheme (`localhost:` in `localhost:4010`,
  // `ftp:`) and on an address it cannot read (a port past 65535, a space in the host); it reads
  // `10.0.0.7:80` as a path on the page's own server.
  if (/^[\d.]+:\d/.test(base) || !/^https?:$/.test(parsed(base)?.protocol ?? '')) {
    throw new TypeError(
      'deliveries-table: baseUrl must be a path or an http(s) address (https://host:port).',
    );
  }
  return `${base.replace(/\/+$/, '')}/api/deliveries`;
}

// Read as fetch may read it on an http or https page, or this one: `http:u:p@h` is a relative
// path on an http page but userinfo on an https one. `https:\\u:p@h` and `//u:p@h` too.
function hasCredentials(base: string): boolean {
  return ['http:a', 'https:a', globalThis.location?.href].some((page) => {
    const url = parsed(base, page);
    // Not a URL fetch could use; an `@` before the first path slash is refused anyway.
    return url ? url.username + url.password !== '' : /^[^/]*\/\/[^/]*@/.test(base);
  });
}

function parsed(base: string, page = 'http:a'): URL | undefined {
  try {
    return new URL(base, page);
  } catch {
    return undefined;
  }
}
