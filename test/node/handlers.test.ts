import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { DeliveriesRequest } from '@src/api/types';
import {
  createDeliveriesHandlers,
  deliveriesFaults,
  generateDeliveries,
  queryDeliveries,
  type MockDelivery,
} from '@src/mocks';
import { warmServerText } from './api/warmServerText';

beforeAll(warmServerText);

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const endpoint = 'http://localhost/api/deliveries';
const firstPage: DeliveriesRequest = { pageNumber: 1, pageSize: 25, quickSearch: '' };

interface PostInit {
  url?: string;
  headers?: Record<string, string>;
  body?: BodyInit;
  signal?: AbortSignal;
}

function post(request: unknown = firstPage, init: PostInit = {}): Promise<Response> {
  return fetch(init.url ?? endpoint, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...init.headers },
    body: init.body ?? JSON.stringify(request),
    signal: init.signal,
  });
}

async function codesOf(response: Response): Promise<string[]> {
  const rows = (await response.json()) as MockDelivery[];
  return rows.map((row) => row.code);
}

describe('createDeliveriesHandlers', () => {
  it('answers 200 with the page of the default dataset (300 rows, seed 1)', async () => {
    server.use(...createDeliveriesHandlers());
    const request: DeliveriesRequest = {
      pageNumber: 2,
      pageSize: 20,
      quickSearch: 'gmbh',
      orderBy: { key: 'duQty', order: 'desc' },
      filters: { status: [3, 4, 5] },
    };
    const response = await post(request);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json');
    const rows = (await response.json()) as MockDelivery[];
    expect(rows).toEqual(queryDeliveries(generateDeliveries(300, 1), request));
    expect(rows).toHaveLength(20);
  });

  it('serves the given dataset', async () => {
    const dataset = generateDeliveries(7, 42);
    server.use(...createDeliveriesHandlers({ dataset }));
    expect(await codesOf(await post())).toEqual(dataset.map((row) => row.code));
  });

  it('pages from 1 by default and from 0 with pageNumberBase 0', async () => {
    const dataset = generateDeliveries(30, 4);
    server.use(...createDeliveriesHandlers({ dataset }));
    const zero = await post({ ...firstPage, pageNumber: 0 });
    expect(zero.status).toBe(400);
    expect(await zero.json()).toEqual({
      message: 'pageNumber must be at least 1.',
      field: 'pageNumber',
    });

    server.resetHandlers(...createDeliveriesHandlers({ dataset, pageNumberBase: 0 }));
    const first = await post({ ...firstPage, pageNumber: 0, pageSize: 10 });
    expect(await codesOf(first)).toEqual(dataset.slice(0, 10).map((row) => row.code));
  });

  it('answers 400 with the message and field of an invalid body', async () => {
    server.use(...createDeliveriesHandlers());
    const response = await post({ ...firstPage, filters: { deliveryIds: [1, 2, 3, -4] } });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      message: 'filters.deliveryIds[3] must be a positive integer.',
      field: 'filters.deliveryIds[3]',
    });
  });

  it('answers 400 to a body that is not JSON', async () => {
    server.use(...createDeliveriesHandlers());
    const response = await post(undefined, { body: '{"pageNumber": 1,' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: 'Body is not valid JSON.' });
  });

  it.each([
    ['text/plain', 'Content-Type must be application/json (got "text/plain").'],
    [
      'application/x-www-form-urlencoded',
      'Content-Type must be application/json (got "application/x-www-form-urlencoded").',
    ],
  ])('answers 415 to Content-Type %s', async (contentType, message) => {
    server.use(...createDeliveriesHandlers());
    const response = await post(firstPage, { headers: { 'Content-Type': contentType } });
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({ message });
  });

  it('answers 415 without a Content-Type', async () => {
    server.use(...createDeliveriesHandlers());
    const response = await fetch(endpoint, {
      method: 'POST',
      body: new TextEncoder().encode(JSON.stringify(firstPage)),
    });
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({
      message: 'Content-Type must be application/json (got none).',
    });
  });

  it('accepts application/json with a charset', async () => {
    server.use(...createDeliveriesHandlers());
    const response = await post(firstPage, {
      headers: { 'Content-Type': 'application/json; charset=utf-8' },
    });
    expect(response.status).toBe(200);
  });

  it('answers 400 to a query string', async () => {
    server.use(...createDeliveriesHandlers());
    const response = await post(firstPage, { url: `${endpoint}?pageNumber=1` });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      message: 'The endpoint takes no query-string parameters (got "?pageNumber=1").',
    });
  });

  it('tells onRequest the parsed body and the request, valid or not', async () => {
    const received: { body: unknown; authorization: string | null; url: string }[] = [];
    server.use(
      ...createDeliveriesHandlers({
        onRequest: (body, request) =>
          received.push({
            body,
            authorization: request.headers.get('authorization'),
            url: request.url,
          }),
      }),
    );
    await post(firstPage, { headers: { Authorization: 'Bearer t0ken' } });
    await post(undefined, { body: 'not json' });
    expect(received).toEqual([
      { body: firstPage, authorization: 'Bearer t0ken', url: endpoint },
      { body: 'not json', authorization: null, url: endpoint },
    ]);
  });

  it('answers on any origin with the default baseUrl', async () => {
    server.use(...createDeliveriesHandlers({ dataset: generateDeliveries(3) }));
    for (const url of [
      'http://localhost:6006/api/deliveries',
      'https://api.example.com/api/deliveries',
    ]) {
      expect((await post(firstPage, { url })).status).toBe(200);
    }
  });

  it('answers only its origin with an absolute baseUrl, trailing slash or not', async () => {
    server.use(
      http.post('*', () => HttpResponse.json({ message: 'another handler' }, { status: 418 })),
    );
    server.use(...createDeliveriesHandlers({ baseUrl: 'https://api.example.com/' }));
    expect((await post(firstPage, { url: 'https://api.example.com/api/deliveries' })).status).toBe(
      200,
    );
    expect(
      (await post(firstPage, { url: 'https://other.example.com/api/deliveries' })).status,
    ).toBe(418);
  });

  it('answers under a path baseUrl on any origin', async () => {
    server.use(
      http.post('*', () => HttpResponse.json({ message: 'another handler' }, { status: 418 })),
    );
    server.use(...createDeliveriesHandlers({ baseUrl: '/backend/' }));
    expect((await post(firstPage, { url: 'http://localhost/backend/api/deliveries' })).status).toBe(
      200,
    );
    expect((await post(firstPage, { url: 'http://localhost/api/deliveries' })).status).toBe(418);
  });

  it('answers after latencyMs', async () => {
    server.use(...createDeliveriesHandlers({ latencyMs: 150 }));
    const started = performance.now();
    const response = await post();
    expect(response.status).toBe(200);
    expect(await response.json()).toHaveLength(25);
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
  });

  it('accepts advanced fields and operators passed as options', async () => {
    const body = {
      ...firstPage,
      filters: {
        advancedFilters: [
          {
            selectedFiled: 'requestedTime',
            condition: 0,
            operator: 'after',
            data: '2026-10-25T00:00:00Z',
            rowType: 'date',
          },
        ],
      },
    };
    server.use(...createDeliveriesHandlers());
    expect((await post(body)).status).toBe(400);
    server.resetHandlers(
      ...createDeliveriesHandlers({
        advancedFilterFields: [{ value: 'requestedTime', label: 'Requested', rowType: 'date' }],
      }),
    );
    const rows = (await (await post(body)).json()) as MockDelivery[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.requestedTime > '2026-10-25T00:00:00')).toBe(true);
  });
});

describe('deliveriesFaults', () => {
  it.each([
    ['serverError', deliveriesFaults.serverError, 500, { message: 'Database connection lost.' }],
    [
      'badRequest',
      deliveriesFaults.badRequest,
      400,
      { message: 'pageSize must be at most 1000.', field: 'pageSize' },
    ],
    ['unauthorized', deliveriesFaults.unauthorized, 401, { message: 'Authentication required.' }],
    [
      'forbidden',
      deliveriesFaults.forbidden,
      403,
      { message: 'You are not allowed to read deliveries.' },
    ],
    ['notAnArray', deliveriesFaults.notAnArray, 200, { items: [] }],
  ] as const)('%s answers %i with JSON', async (_name, fault, status, body) => {
    server.use(fault());
    const response = await post();
    expect(response.status).toBe(status);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(await response.json()).toEqual(body);
  });

  it('unauthorized carries a WWW-Authenticate challenge', async () => {
    server.use(deliveriesFaults.unauthorized());
    expect((await post()).headers.get('www-authenticate')).toBe('Bearer realm="deliveries"');
  });

  it.each([
    ['badGatewayHtml', deliveriesFaults.badGatewayHtml, 502, '<h1>502 Bad Gateway</h1>'],
    [
      'serviceUnavailableHtml',
      deliveriesFaults.serviceUnavailableHtml,
      503,
      '<h1>503 Service Temporarily Unavailable</h1>',
    ],
  ] as const)('%s answers %i with an HTML page', async (_name, fault, status, heading) => {
    server.use(fault());
    const response = await post();
    expect(response.status).toBe(status);
    expect(response.headers.get('content-type')).toBe('text/html');
    const page = await response.text();
    expect(page).toMatch(/^<html>/);
    expect(page).toContain(heading);
  });

  it('tooManyRequests answers 429 with Retry-After every time by default', async () => {
    server.use(deliveriesFaults.tooManyRequests(), ...createDeliveriesHandlers());
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const response = await post();
      expect(response.status).toBe(429);
      expect(response.headers.get('retry-after')).toBe('2');
      expect(await response.json()).toEqual({
        message: 'Too many requests. Retry after 2 seconds.',
      });
    }
  });

  it('tooManyRequests with times steps aside for the next handler', async () => {
    server.use(
      deliveriesFaults.tooManyRequests({ retryAfterSeconds: 1, times: 2 }),
      ...createDeliveriesHandlers(),
    );
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt += 1) statuses.push((await post()).status);
    expect(statuses).toEqual([429, 429, 200, 200]);
  });

  it('tooManyRequests with thenDataset serves it after the refusals', async () => {
    const thenDataset = generateDeliveries(4, 8);
    server.use(deliveriesFaults.tooManyRequests({ retryAfterSeconds: 7, times: 1, thenDataset }));
    const refused = await post();
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('7');
    expect(await codesOf(await post())).toEqual(thenDataset.map((row) => row.code));
  });

  it('malformedJson answers 200 with a truncated JSON body', async () => {
    server.use(deliveriesFaults.malformedJson());
    const response = await post();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(await response.clone().text()).toBe('[{"code": "DLV-1",');
    await expect(response.json()).rejects.toThrow(SyntaxError);
  });

  it('brokenItems answers rows 1 without code and 3 with a string duQty', async () => {
    server.use(deliveriesFaults.brokenItems());
    const rows = (await (await post()).json()) as Record<string, unknown>[];
    expect(rows).toHaveLength(5);
    expect(rows[1]).not.toHaveProperty('code');
    expect(rows[3]?.duQty).toBe('12');
    for (const index of [0, 2, 4]) {
      expect(typeof rows[index]?.code).toBe('string');
      expect(typeof rows[index]?.duQty).toBe('number');
    }
  });

  it('hang never answers', async () => {
    server.use(deliveriesFaults.hang());
    await expect(post(firstPage, { signal: AbortSignal.timeout(100) })).rejects.toMatchObject({
      name: 'TimeoutError',
    });
  });

  it('slow answers normally after its delay, validation included', async () => {
    const dataset = generateDeliveries(3, 5);
    server.use(deliveriesFaults.slow({ delayMs: 120, dataset }));
    const started = performance.now();
    expect(await codesOf(await post())).toEqual(dataset.map((row) => row.code));
    expect(performance.now() - started).toBeGreaterThanOrEqual(110);
    expect((await post({ ...firstPage, pageSize: 0 })).status).toBe(400);
  });

  it('networkError makes fetch reject', async () => {
    server.use(deliveriesFaults.networkError());
    await expect(post()).rejects.toThrow(TypeError);
  });

  it('duplicateCodes answers valid rows in pairs sharing a code', async () => {
    server.use(deliveriesFaults.duplicateCodes());
    const rows = (await (await post()).json()) as MockDelivery[];
    expect(rows).toHaveLength(10);
    expect(new Set(rows.map((row) => row.code)).size).toBe(5);
    expect(rows[0]?.code).toBe(rows[1]?.code);
    expect(rows[2]?.code).not.toBe(rows[1]?.code);
    expect(new Set(rows.map((row) => row.id)).size).toBe(10);
  });

  it('hugePage answers count rows whatever pageSize asked, the same rows each time', async () => {
    server.use(deliveriesFaults.hugePage({ count: 3000 }));
    const first = await codesOf(await post({ ...firstPage, pageSize: 25 }));
    const second = await codesOf(await post({ ...firstPage, pageSize: 25 }));
    expect(first).toHaveLength(3000);
    expect(new Set(first).size).toBe(3000);
    expect(second).toEqual(first);
  });

  it('once answers one request, then lets later handlers answer', async () => {
    server.use(deliveriesFaults.serverError({ once: true }), ...createDeliveriesHandlers());
    expect((await post()).status).toBe(500);
    expect((await post()).status).toBe(200);
  });

  it('tells onRequest what was sent', async () => {
    const received: unknown[] = [];
    server.use(deliveriesFaults.badGatewayHtml({ onRequest: (body) => received.push(body) }));
    await post({ ...firstPage, quickSearch: 'acme' });
    expect(received).toEqual([{ ...firstPage, quickSearch: 'acme' }]);
  });

  it('matches only its baseUrl when one is given', async () => {
    server.use(...createDeliveriesHandlers());
    server.use(deliveriesFaults.serverError({ baseUrl: 'https://api.example.com' }));
    expect((await post(firstPage, { url: 'https://api.example.com/api/deliveries' })).status).toBe(
      500,
    );
    expect(
      (await post(firstPage, { url: 'https://other.example.com/api/deliveries' })).status,
    ).toBe(200);
  });

  it('offers exactly these faults', () => {
    expect(Object.keys(deliveriesFaults).sort()).toEqual(
      [
        'badGatewayHtml',
        'badRequest',
        'brokenItems',
        'duplicateCodes',
        'forbidden',
        'hang',
        'hugePage',
        'malformedJson',
        'networkError',
        'notAnArray',
        'serverError',
        'serviceUnavailableHtml',
        'slow',
        'tooManyRequests',
        'unauthorized',
      ].sort(),
    );
  });
});
