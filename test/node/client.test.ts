import { delay, http, HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createDeliveriesClient, type DeliveriesClientOptions } from '@src/api/client';
import { deliveryFieldKinds, isIsoDateTime, parseDeliveries } from '@src/api/deliverySchema';
import { DeliveriesApiError, isAbortError } from '@src/api/errors';
import type { DeliveriesRequest, Delivery } from '@src/api/types';
import { deliveriesEndpoint } from '@src/api/url';
import { warmServerText } from './api/warmServerText';

beforeAll(warmServerText);

const origin = 'https://deliveries.test';
const endpoint = `${origin}/api/deliveries`;
const token = 'tok-3f9a1c77e2b54d0e';

const rows: Delivery[] = [
  {
    code: 'DLV-000001',
    tenantName: 'Northwind',
    courierCode: 'DHL',
    warehouseName: 'Berlin Nord',
    customerBusinessPartnerName: 'Acme GmbH',
    duQty: 12,
    palletQty: 2,
    status: 3,
    insertTime: '2026-11-02T08:30:00.000Z',
  },
  {
    code: 'DLV-000002',
    tenantName: 'Contoso',
    courierCode: 'UPS',
    warehouseName: 'Hamburg',
    customerBusinessPartnerName: 'Globex',
    duQty: 0,
    palletQty: 0,
    status: 1,
    insertTime: '2026-11-03T17:05:12Z',
  },
];

const request: DeliveriesRequest = {
  pageNumber: 1,
  pageSize: 25,
  quickSearch: 'acme',
  orderBy: { key: 'insertTime', order: 'desc' },
  filters: { status: [1, 3], tags: ['fragile'] },
};

interface Received {
  method: string;
  url: string;
  headers: Record<string, string>;
  text: string;
}

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});
afterAll(() => server.close());

/** Answers POSTs at `url` with `answer` (the rows by default) and records what arrived. */
function serve(
  answer: () => Response | Promise<Response> = () => HttpResponse.json(rows),
  url = endpoint,
): Received[] {
  const received: Received[] = [];
  server.use(
    http.post(url, async ({ request: incoming }) => {
      received.push({
        method: incoming.method,
        url: incoming.url,
        headers: Object.fromEntries(incoming.headers),
        text: await incoming.text(),
      });
      return answer();
    }),
  );
  return received;
}

function client(options: Partial<DeliveriesClientOptions> = {}) {
  return createDeliveriesClient({ baseUrl: origin, ...options });
}

/** The rejection of `promise`, failing the test when it resolves. */
async function failure(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    (value) => expect.unreachable(`expected a rejection, got ${JSON.stringify(value)}`),
    (error: unknown) => error,
  );
}

async function apiError(promise: Promise<unknown>): Promise<DeliveriesApiError> {
  const error = await failure(promise);
  expect(error).toBeInstanceOf(DeliveriesApiError);
  return error as DeliveriesApiError;
}

describe('createDeliveriesClient: the request', () => {
  it('POSTs the request as JSON with no query string and returns the rows', async () => {
    const received = serve();
    const result = await client().queryDeliveries(request);

    expect(result).toStrictEqual(rows);
    expect(received).toHaveLength(1);
    const [sent] = received;
    expect(sent?.method).toBe('POST');
    expect(sent?.url).toBe(endpoint);
    expect(new URL(sent?.url ?? '').search).toBe('');
    expect(sent?.headers['content-type']).toBe('application/json');
    expect(sent?.headers.accept).toBe('application/json');
    expect(sent?.text).toBe(
      '{"pageNumber":1,"pageSize":25,"quickSearch":"acme","orderBy":{"key":"insertTime","order":"desc"},' +
        '"filters":{"status":[1,3],"tags":["fragile"]}}',
    );
  });

  it.each([
    ['https://deliveries.test', 'https://deliveries.test/api/deliveries'],
    ['https://deliveries.test/', 'https://deliveries.test/api/deliveries'],
    ['https://deliveries.test//', 'https://deliveries.test/api/deliveries'],
    ['https://deliveries.test/gateway', 'https://deliveries.test/gateway/api/deliveries'],
    ['https://deliveries.test/gateway/', 'https://deliveries.test/gateway/api/deliveries'],
    ['https://deliveries.test:8443/a/b/', 'https://deliveries.test:8443/a/b/api/deliveries'],
  ])('reaches %s at %s', async (baseUrl, url) => {
    const received = serve(undefined, url);
    await expect(client({ baseUrl }).queryDeliveries(request)).resolves.toStrictEqual(rows);
    expect(received.map((r) => r.url)).toEqual([url]);
  });

  it.each([
    ['', '/api/deliveries', 'https://portal.test/api/deliveries'],
    ['/', '/api/deliveries', 'https://portal.test/api/deliveries'],
    ['/gateway', '/gateway/api/deliveries', 'https://portal.test/gateway/api/deliveries'],
    ['/gateway/', '/gateway/api/deliveries', 'https://portal.test/gateway/api/deliveries'],
  ])('resolves the relative base %j to %s against the page', async (baseUrl, relative, url) => {
    const received = serve(undefined, url);
    const requested: string[] = [];
    // Stands in for a browser page at https://portal.test.
    const pageFetch: typeof fetch = (input, init) => {
      requested.push(String(input));
      return fetch(new URL(String(input), 'https://portal.test/some/page'), init);
    };
    await expect(
      client({ baseUrl, fetch: pageFetch }).queryDeliveries(request),
    ).resolves.toStrictEqual(rows);
    expect(requested).toEqual([relative]);
    expect(received.map((r) => r.url)).toEqual([url]);
    expect(deliveriesEndpoint(baseUrl)).toBe(relative);
  });

  it.each([
    'https://deliveries.test/?token=abc123456',
    'https://deliveries.test/#x',
    '/gateway?x=1',
  ])('rejects the base URL %s, which would carry a query string, without echoing it', (baseUrl) => {
    expect(() => client({ baseUrl })).toThrow(TypeError);
    expect(() => client({ baseUrl })).toThrow(/must not contain "\?" or "#"/);
    expect(() => client({ baseUrl })).not.toThrow(/abc123456/);
  });

  it('merges static host headers but keeps Content-Type application/json', async () => {
    const received = serve();
    await client({
      headers: { 'X-Tenant': 'northwind', 'Content-Type': 'text/plain' },
    }).queryDeliveries(request);
    expect(received[0]?.headers['x-tenant']).toBe('northwind');
    expect(received[0]?.headers['content-type']).toBe('application/json');
  });

  it('calls an async headers function before every request (fresh tokens)', async () => {
    const received = serve();
    let issued = 0;
    const headers = vi.fn(async () => {
      await Promise.resolve();
      issued += 1;
      return { Authorization: `Bearer ${token}-${issued}` };
    });
    const deliveries = client({ headers });
    await deliveries.queryDeliveries(request);
    await deliveries.queryDeliveries(request);
    expect(headers).toHaveBeenCalledTimes(2);
    expect(received.map((r) => r.headers.authorization)).toEqual([
      `Bearer ${token}-1`,
      `Bearer ${token}-2`,
    ]);
  });

  it('uses the custom fetch with the credentials it was given', async () => {
    const received = serve();
    const customFetch = vi.fn<typeof fetch>((input, init) => fetch(input, init));
    await client({ fetch: customFetch, credentials: 'include' }).queryDeliveries(request);
    expect(customFetch).toHaveBeenCalledTimes(1);
    const [input, init] = customFetch.mock.calls[0] ?? [];
    expect(input).toBe(endpoint);
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('include');
    expect(init?.signal).toBeInstanceOf(AbortSignal);
    expect(received).toHaveLength(1);
  });

  it('leaves credentials to fetch when none are given', async () => {
    serve();
    const customFetch = vi.fn<typeof fetch>((input, init) => fetch(input, init));
    await client({ fetch: customFetch }).queryDeliveries(request);
    expect(customFetch.mock.calls[0]?.[1]?.credentials).toBeUndefined();
  });

  it('looks fetch up at call time, not at creation (MSW, SSR polyfills)', async () => {
    vi.stubGlobal('fetch', undefined);
    const deliveries = client(); // Creating it must not touch fetch.
    const lateFetch = vi.fn<typeof fetch>(async () => HttpResponse.json([rows[0]]));
    vi.stubGlobal('fetch', lateFetch);
    await expect(deliveries.queryDeliveries(request)).resolves.toStrictEqual([rows[0]]);
    expect(lateFetch).toHaveBeenCalledTimes(1);
  });

  it('keeps fields the contract does not list, on the same objects', async () => {
    const extended = rows.map((row, i) => ({
      ...row,
      requestedTime: '2026-12-01T00:00:00Z',
      tags: [`t${i}`],
    }));
    serve(() => HttpResponse.json(extended));
    const result = await client().queryDeliveries(request);
    expect(result).toStrictEqual(extended);
    expect(result[1]?.tags).toEqual(['t1']);
  });

  it('accepts an empty page', async () => {
    serve(() => HttpResponse.json([]));
    await expect(client().queryDeliveries(request)).resolves.toStrictEqual([]);
  });
});

describe('createDeliveriesClient: http errors', () => {
  it.each<
    [
      string,
      () => Response,
      { message: string; status: number; retryable: boolean; body?: unknown },
    ]
  >([
    [
      '500 with a JSON message',
      () =>
        HttpResponse.json(
          { message: 'database is down' },
          { status: 500, statusText: 'Internal Server Error' },
        ),
      {
        message: 'The server could not answer (500 Internal Server Error): database is down.',
        status: 500,
        retryable: true,
        body: { message: 'database is down' },
      },
    ],
    [
      '400 with a JSON message',
      () => HttpResponse.json({ message: 'pageSize must be at most 1000' }, { status: 400 }),
      {
        message: 'The server refused the request (400 Bad Request): pageSize must be at most 1000.',
        status: 400,
        retryable: false,
        body: { message: 'pageSize must be at most 1000' },
      },
    ],
    [
      '422 problem details (detail before title)',
      () =>
        HttpResponse.json(
          { title: 'Validation failed', detail: 'filters.status[0] is not an integer.' },
          { status: 422, headers: { 'Content-Type': 'application/problem+json' } },
        ),
      {
        message:
          'The server refused the request (422 Unprocessable Entity): filters.status[0] is not an integer.',
        status: 422,
        retryable: false,
      },
    ],
    [
      '400 with markup inside the JSON message',
      () => HttpResponse.json({ error: '<b>quickSearch</b> is too long' }, { status: 400 }),
      {
        message: 'The server refused the request (400 Bad Request): quickSearch is too long.',
        status: 400,
        retryable: false,
      },
    ],
    [
      '401',
      () => HttpResponse.json({ message: 'jwt expired' }, { status: 401 }),
      {
        message: 'You are not signed in or your session has expired (401).',
        status: 401,
        retryable: false,
      },
    ],
    [
      '403',
      () => new HttpResponse('nope', { status: 403 }),
      {
        message: 'You do not have access to deliveries (403).',
        status: 403,
        retryable: false,
        body: 'nope',
      },
    ],
    [
      '404 plain text',
      () => new HttpResponse('Cannot POST /api/deliveries', { status: 404 }),
      { message: 'The server refused the request (404 Not Found).', status: 404, retryable: false },
    ],
    [
      '408',
      () => new HttpResponse(null, { status: 408 }),
      {
        message: 'The server refused the request (408 Request Timeout).',
        status: 408,
        retryable: true,
      },
    ],
    [
      '429 without Retry-After',
      () => new HttpResponse(null, { status: 429 }),
      { message: 'Too many requests; try again later (429).', status: 429, retryable: true },
    ],
  ])('%s', async (_name, answer, expected) => {
    serve(answer);
    const error = await apiError(client().queryDeliveries(request));
    expect(error.kind).toBe('http');
    expect(error.name).toBe('DeliveriesApiError');
    expect(error.message).toBe(expected.message);
    expect(error.status).toBe(expected.status);
    expect(error.retryable).toBe(expected.retryable);
    if ('body' in expected) expect(error.body).toStrictEqual(expected.body);
  });

  it.each([
    [500, 'The server could not answer (500 Internal Server Error).'],
    [422, 'The server refused the request (422 Unprocessable Content).'],
    [418, 'The server refused the request (418).'],
  ])('fills in the reason phrase HTTP/2 leaves out (%i)', async (status, message) => {
    const bare = new Response(null, { status });
    expect(bare.statusText).toBe('');
    const error = await apiError(client({ fetch: async () => bare }).queryDeliveries(request));
    expect(error.message).toBe(message);
    expect(error.statusText).toBe(message.match(/\d{3} ([^)]+)\)/)?.[1] ?? '');
  });

  it('never shows an HTML error page in the message, but keeps it (cut) as the body', async () => {
    const page = `<!DOCTYPE html><html><head><title>502 Bad Gateway</title></head><body><h1>Bad Gateway</h1><p>${'x'.repeat(3000)}</p></body></html>`;
    serve(() => HttpResponse.html(page, { status: 502 }));
    const error = await apiError(client().queryDeliveries(request));
    expect(error.message).toBe('The server could not answer (502 Bad Gateway).');
    expect(error.message).not.toMatch(/[<>]/);
    expect(error.retryable).toBe(true);
    expect(error.body).toBe(page.slice(0, 2000));
  });

  it('reads Retry-After in seconds on a 429', async () => {
    serve(() => new HttpResponse(null, { status: 429, headers: { 'Retry-After': '30' } }));
    const error = await apiError(client().queryDeliveries(request));
    expect(error.retryAfterMs).toBe(30_000);
    expect(error.message).toBe('Too many requests; try again in 30 s (429).');
  });

  it('reads Retry-After as an HTTP date on a 503', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-02T08:00:00Z'));
    serve(
      () =>
        new HttpResponse(null, {
          status: 503,
          headers: { 'Retry-After': 'Mon, 02 Nov 2026 08:02:00 GMT' },
        }),
    );
    const error = await apiError(client().queryDeliveries(request));
    expect(error.retryAfterMs).toBe(120_000);
    expect(error.message).toBe('The server could not answer (503 Service Unavailable).');
  });

  it('ignores an unreadable Retry-After', async () => {
    serve(() => new HttpResponse(null, { status: 429, headers: { 'Retry-After': 'soon' } }));
    const error = await apiError(client().queryDeliveries(request));
    expect(error.retryAfterMs).toBeUndefined();
  });

  it('keeps the body of another origin out of the error after a redirect', async () => {
    serve(
      () =>
        new HttpResponse(null, { status: 302, headers: { Location: 'https://sso.test/login' } }),
    );
    server.use(
      http.all('https://sso.test/login', () =>
        HttpResponse.json({ message: 'internal sso detail 42' }, { status: 500 }),
      ),
    );
    const error = await apiError(client().queryDeliveries(request));
    expect(error.kind).toBe('http');
    expect(error.status).toBe(500);
    expect(error.message).toBe('The server could not answer (500 Internal Server Error).');
    expect(error.body).toBeUndefined();
  });

  it('keeps the body of an opaque redirect out of the error', async () => {
    const text = vi.fn(async () => 'secret page');
    const opaque = {
      type: 'opaqueredirect',
      ok: false,
      status: 0,
      statusText: '',
      url: '',
      headers: new Headers(),
      body: null,
      text,
    } as unknown as Response;
    const error = await apiError(client({ fetch: async () => opaque }).queryDeliveries(request));
    expect(error.message).toBe('The deliveries server redirected the request to another site.');
    expect(error.status).toBe(0);
    expect(error.body).toBeUndefined();
    expect(text).not.toHaveBeenCalled();
  });

  it('never puts a header value in a message, even when the server echoes it', async () => {
    const headers = { Authorization: `Bearer ${token}`, 'X-Api-Key': 'key-9d8c7b6a5f4e' };
    const answers: (() => Response)[] = [
      () =>
        HttpResponse.json(
          { message: `token ${token} is revoked (key key-9d8c7b6a5f4e)` },
          { status: 400 },
        ),
      () => HttpResponse.json({ detail: `Bearer ${token}` }, { status: 500 }),
      () => HttpResponse.json({ message: `Bearer ${token}` }, { status: 401 }),
      () => new HttpResponse(`<p>${token}</p>`, { status: 502 }),
      () => HttpResponse.error(),
      () => new HttpResponse(`{"token":"${token}"`, { status: 200 }),
      () => HttpResponse.json({ token }),
      () => HttpResponse.json([{ code: token }]),
    ];
    const messages: string[] = [];
    for (const answer of answers) {
      server.resetHandlers();
      serve(answer);
      messages.push((await apiError(client({ headers }).queryDeliveries(request))).message);
    }
    expect(messages).toHaveLength(answers.length);
    for (const message of messages) {
      expect(message).not.toContain(token);
      expect(message).not.toContain('key-9d8c7b6a5f4e');
    }
    expect(messages[0]).toBe(
      'The server refused the request (400 Bad Request): token [redacted] is revoked (key [redacted]).',
    );
  });

  it('redacts an echoed header value in error.body too, which hosts log', async () => {
    const headers = { Authorization: `Bearer ${token}` };
    const bodyOf = async (answer: () => Response) => {
      server.resetHandlers();
      serve(answer);
      return (await apiError(client({ headers }).queryDeliveries(request))).body;
    };
    // In values and keys, at any depth.
    expect(
      await bodyOf(() =>
        HttpResponse.json(
          { message: `token ${token} is revoked`, [token]: { seen: [`Bearer ${token}`, 3] } },
          { status: 400 },
        ),
      ),
    ).toEqual({
      message: 'token [redacted] is revoked',
      '[redacted]': { seen: ['[redacted]', 3] },
    });
    // Hidden behind a JSON escape in the raw text.
    const escaped = `\\u0074${token.slice(1)}`;
    expect(
      await bodyOf(
        () =>
          new HttpResponse(`{"message":"${escaped}"}`, {
            status: 500,
            headers: { 'Content-Type': 'application/json' },
          }),
      ),
    ).toEqual({ message: '[redacted]' });
    // Where the text is cut at 2,000 characters: no half a token left.
    const filler = 'x'.repeat(1995);
    expect(await bodyOf(() => new HttpResponse(`${filler}${token}`, { status: 502 }))).toBe(
      `${filler}[reda`,
    );
  });
});

describe('createDeliveriesClient: network, timeout and abort', () => {
  it('reports an unreachable server as a network error', async () => {
    serve(() => HttpResponse.error());
    const error = await apiError(client().queryDeliveries(request));
    expect(error.kind).toBe('network');
    expect(error.message).toBe('Could not reach the deliveries server. Check your connection.');
    expect(error.retryable).toBe(true);
    expect(error.status).toBeUndefined();
    expect(error.cause).toBeInstanceOf(TypeError);
  });

  it('times out against a server that never answers', async () => {
    serve(async () => {
      await delay('infinite');
      return HttpResponse.json(rows);
    });
    const error = await apiError(client({ timeoutMs: 20 }).queryDeliveries(request));
    expect(error.kind).toBe('timeout');
    expect(error.message).toBe('The deliveries server did not answer within 20 ms.');
    expect(error.retryable).toBe(true);
  });

  /** A fetch that only settles when its signal aborts, as a hung server would. */
  const hangingFetch: typeof fetch = (_input, init) =>
    new Promise((_resolve, reject) => {
      init?.signal?.addEventListener('abort', () => reject(init.signal?.reason), { once: true });
    });

  it('names the timeout in seconds, 30 s by default', async () => {
    vi.useFakeTimers();
    const pending = client({ fetch: hangingFetch }).queryDeliveries(request);
    const settled = apiError(pending);
    await vi.advanceTimersByTimeAsync(29_999);
    await vi.advanceTimersByTimeAsync(1);
    const error = await settled;
    expect(error.kind).toBe('timeout');
    expect(error.message).toBe('The deliveries server did not answer within 30 s.');
  });

  it('names a 10 s timeout as the product copy does', async () => {
    vi.useFakeTimers();
    const settled = apiError(
      client({ fetch: hangingFetch, timeoutMs: 10_000 }).queryDeliveries(request),
    );
    await vi.advanceTimersByTimeAsync(10_000);
    expect((await settled).message).toBe('The deliveries server did not answer within 10 s.');
  });

  /** A body that sends `first` and then nothing, never ending. */
  const endless = (first: string) =>
    new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(first));
      },
    });

  it.each<[string, typeof fetch]>([
    ['never settles', () => new Promise<never>(() => undefined)],
    ['answers 200 with a body that never ends', () => Promise.resolve(new Response(endless('[')))],
    [
      'answers 500 with a body that never ends',
      () => Promise.resolve(new Response(endless('{'), { status: 500 })),
    ],
  ])('times out even when a host fetch that ignores its signal %s', async (_name, fetch) => {
    const error = await apiError(client({ fetch, timeoutMs: 20 }).queryDeliveries(request));
    expect(error.kind).toBe('timeout');
    expect(error.message).toBe('The deliveries server did not answer within 20 ms.');
  });

  it.each([Infinity, 2 ** 31, 3e9, NaN, -1, -Infinity])(
    'refuses timeoutMs %s up front: a timer would fire at once or never',
    (timeoutMs) => {
      expect(() => createDeliveriesClient({ baseUrl: origin, timeoutMs })).toThrow(
        new TypeError(
          'deliveries-table: timeoutMs must be 0 (no timeout) or a number up to 2147483647.',
        ),
      );
    },
  );

  it('never times out with timeoutMs 0', async () => {
    vi.useFakeTimers();
    const controller = new AbortController();
    let outcome = 'pending';
    const pending = client({ fetch: hangingFetch, timeoutMs: 0 })
      .queryDeliveries(request, { signal: controller.signal })
      .catch((error: unknown) => {
        outcome = isAbortError(error) ? 'aborted' : 'failed';
      });
    await vi.advanceTimersByTimeAsync(3_600_000);
    expect(outcome).toBe('pending');
    controller.abort();
    await pending;
    expect(outcome).toBe('aborted');
  });

  it("rejects with the caller's AbortError, not a DeliveriesApiError, when the caller aborts", async () => {
    const received = serve(async () => {
      await delay('infinite');
      return HttpResponse.json(rows);
    });
    const controller = new AbortController();
    const pending = client().queryDeliveries(request, { signal: controller.signal });
    await vi.waitFor(() => expect(received).toHaveLength(1), { timeout: 10_000 });
    controller.abort();
    const error = await failure(pending);
    expect(error).not.toBeInstanceOf(DeliveriesApiError);
    expect(error).toBeInstanceOf(DOMException);
    expect((error as DOMException).name).toBe('AbortError');
    expect(error).toBe(controller.signal.reason);
  });

  it('does not send anything when the signal is already aborted', async () => {
    const received = serve();
    const controller = new AbortController();
    controller.abort();
    const error = await failure(client().queryDeliveries(request, { signal: controller.signal }));
    expect(isAbortError(error)).toBe(true);
    expect(error).not.toBeInstanceOf(DeliveriesApiError);
    expect(received).toHaveLength(0);
  });

  it("rethrows the caller's own abort reason", async () => {
    const controller = new AbortController();
    const reason = new DOMException('Page left', 'AbortError');
    const pending = client({ fetch: hangingFetch }).queryDeliveries(request, {
      signal: controller.signal,
    });
    controller.abort(reason);
    expect(await failure(pending)).toBe(reason);
  });

  it('uses the manual signal combination where AbortSignal.any is missing', async () => {
    vi.stubGlobal(
      'AbortSignal',
      Object.assign(Object.create(AbortSignal) as object, { any: undefined }),
    );
    const controller = new AbortController();
    const pending = client({ fetch: hangingFetch, timeoutMs: 20 }).queryDeliveries(request, {
      signal: controller.signal,
    });
    controller.abort();
    expect(isAbortError(await failure(pending))).toBe(true);
    const timedOut = await apiError(
      client({ fetch: hangingFetch, timeoutMs: 20 }).queryDeliveries(request),
    );
    expect(timedOut.kind).toBe('timeout');
  });
});

describe('createDeliveriesClient: answers that break the contract', () => {
  it('rejects a body that is not JSON', async () => {
    serve(
      () =>
        new HttpResponse('<html>maintenance</html>', {
          status: 200,
          headers: { 'Content-Type': 'text/html' },
        }),
    );
    const error = await apiError(client().queryDeliveries(request));
    expect(error.kind).toBe('invalid-response');
    expect(error.message).toBe("The server's answer is not valid JSON.");
    expect(error.retryable).toBe(false);
  });

  it('reports a connection that breaks in the middle of the body as a network error', async () => {
    const broken = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('[{"code":"DLV-'));
        controller.error(new TypeError('terminated'));
      },
    });
    const answer = new Response(broken, { headers: { 'Content-Type': 'application/json' } });
    const error = await apiError(client({ fetch: async () => answer }).queryDeliveries(request));
    expect(error.kind).toBe('network');
    expect(error.retryable).toBe(true);
  });

  it.each<[string, JsonBodyType, string]>([
    ['an object wrapper', { items: rows }, 'expected a list, got an object'],
    ['null', null, 'expected a list, got null'],
    ['a string', 'rows', 'expected a list, got a string'],
  ])('rejects %s instead of an array', async (_name, body, what) => {
    serve(() => HttpResponse.json(body));
    const error = await apiError(client().queryDeliveries(request));
    expect(error.kind).toBe('invalid-response');
    expect(error.message).toBe(`The server sent deliveries in an unexpected shape: ${what}.`);
  });

  it('names the first broken item and field, counts the rest and lists them all', async () => {
    const noCode: Partial<Delivery> = { ...rows[0] };
    delete noCode.code;
    const body = [
      rows[0],
      rows[1],
      rows[0],
      noCode,
      { ...rows[1], duQty: '12', insertTime: '2026-02-30T00:00:00Z' },
      7,
    ];
    serve(() => HttpResponse.json(body));
    const error = await apiError(client().queryDeliveries(request));
    expect(error.kind).toBe('invalid-response');
    expect(error.message).toBe(
      'The server sent deliveries in an unexpected shape: item 3 has no "code" (and 3 more problems).',
    );
    expect(error.issues).toStrictEqual([
      { index: 3, field: 'code', problem: 'is missing' },
      { index: 4, field: 'duQty', problem: 'is not an integer' },
      { index: 4, field: 'insertTime', problem: 'is not a date-time' },
      { index: 5, field: '', problem: 'is not an object' },
    ]);
  });

  it.each<[string, JsonBodyType, string]>([
    [
      'a non-integer quantity',
      { ...rows[0], palletQty: 1.5 },
      'item 0 has a "palletQty" that is not an integer',
    ],
    [
      'a quantity past 2^53, which would be shown rounded',
      { ...rows[0], palletQty: 2 ** 60 },
      'item 0 has a "palletQty" that is past 2^53, too large to hold exactly',
    ],
    [
      'a numeric string status',
      { ...rows[0], status: '3' },
      'item 0 has a "status" that is not an integer',
    ],
    ['a number as code', { ...rows[0], code: 123 }, 'item 0 has a "code" that is not a string'],
    ['a null tenant', { ...rows[0], tenantName: null }, 'item 0 has no "tenantName"'],
    [
      'a date-time with no zone',
      { ...rows[0], insertTime: '2026-11-02T08:30:00' },
      'item 0 has a "insertTime" that is not a date-time',
    ],
    [
      'a date only',
      { ...rows[0], insertTime: '2026-11-02' },
      'item 0 has a "insertTime" that is not a date-time',
    ],
    ['an array item', [], 'item 0 is not an object'],
  ])('rejects %s', async (_name, item, what) => {
    serve(() => HttpResponse.json([item]));
    const error = await apiError(client().queryDeliveries(request));
    expect(error.message).toBe(`The server sent deliveries in an unexpected shape: ${what}.`);
  });

  it('keeps at most 50 issues but counts every problem', () => {
    const error = (() => {
      try {
        parseDeliveries(Array.from({ length: 60 }, () => ({})));
      } catch (caught) {
        return caught as DeliveriesApiError;
      }
      return expect.unreachable('parseDeliveries accepted 60 empty items');
    })();
    expect(error.issues).toHaveLength(50);
    expect(error.issues?.[49]).toStrictEqual({
      index: 5,
      field: 'customerBusinessPartnerName',
      problem: 'is missing',
    });
    expect(error.message).toBe(
      'The server sent deliveries in an unexpected shape: item 0 has no "code" (and 539 more problems).',
    );
  });

  it.each(Object.keys(deliveryFieldKinds))('rejects an item without %s', (field) => {
    const item: Record<string, unknown> = { ...rows[0] };
    delete item[field];
    expect(() => parseDeliveries([rows[1], item])).toThrow(`item 1 has no "${field}"`);
  });

  it.each([
    ['2026-11-02T08:30:00.000Z', true],
    ['2026-11-02T08:30Z', true],
    ['2026-11-02t08:30:59.5z', true],
    ['2028-02-29T23:59:59+01:00', true],
    ['2026-11-02T08:30:00-0530', true],
    ['2026-11-02T08:30+23:59', true],
    ['2027-02-29T08:30:00Z', false],
    ['2026-04-31T08:30:00Z', false],
    ['2026-13-02T08:30:00Z', false],
    ['2026-11-02T24:00:00Z', false],
    ['2026-11-02T08:60:00Z', false],
    ['2026-11-02T08:30:60Z', false],
    ['2026-11-02T08:30:00+24:00', false],
    ['2026-11-02T08:30:00+01:60', false],
    ['2026-11-02T08:30:00.Z', false],
    ['2026-11-02T08:30:00+1:00', false],
    ['2026-11-02 08:30:00Z', false],
  ])('reads %s as a date-time: %s', (value, valid) => {
    expect(isIsoDateTime(value)).toBe(valid);
  });

  it('returns the same objects it was given', () => {
    const body = rows.map((row) => ({ ...row, extra: { nested: true } }));
    const parsed = parseDeliveries(body);
    expect(parsed[0]).toBe(body[0]);
    expect(parsed[1]?.extra).toStrictEqual({ nested: true });
  });
});
