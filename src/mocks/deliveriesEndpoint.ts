/**
 * Called with what the server received: the parsed JSON body (or the raw text when it is not
 * JSON) and the request, whose body has already been read.
 */
export type DeliveriesRequestObserver = (body: unknown, request: Request) => void;

/**
 * The MSW URL pattern of `POST {baseUrl}/api/deliveries`. An empty or path-only `baseUrl`
 * matches on any origin (`*` prefix), so one handler serves Storybook, jsdom and Node alike;
 * an absolute one matches that origin only. Trailing slashes are ignored.
 *
 * @example
 * ```ts
 * deliveriesUrlPattern(''); // any origin's /api/deliveries
 * deliveriesUrlPattern('https://api.example.com/'); // 'https://api.example.com/api/deliveries'
 * ```
 */
export function deliveriesUrlPattern(baseUrl = ''): string {
  const base = baseUrl.replace(/\/+$/, '');
  if (base === '' || base.startsWith('/')) return `*${base}/api/deliveries`;
  return `${base}/api/deliveries`;
}

/**
 * Reads the body text of an intercepted request and tells the observer, if any. Reads a clone
 * so a handler that falls through leaves the body readable for the next one.
 *
 * @example
 * ```ts
 * http.post(deliveriesUrlPattern(), async ({ request }) => {
 *   const bodyText = await readObservedBody(request, (body) => received.push(body));
 *   // …
 * });
 * ```
 */
export async function readObservedBody(
  request: Request,
  onRequest: DeliveriesRequestObserver | undefined,
): Promise<string> {
  const bodyText = await request.clone().text();
  if (onRequest !== undefined) {
    let body: unknown = bodyText;
    try {
      body = JSON.parse(bodyText);
    } catch {
      // Not JSON: the observer gets the text as sent.
    }
    onRequest(body, request);
  }
  return bodyText;
}
