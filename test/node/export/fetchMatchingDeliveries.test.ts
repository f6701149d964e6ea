import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createDeliveriesClient } from '@src/api/client';
import { DeliveriesApiError, isAbortError } from '@src/api/errors';
import type { DeliveriesRequest } from '@src/api/types';
import { fetchMatchingDeliveries } from '@src/export/fetchMatchingDeliveries';
import {
  createDeliveriesHandlers,
  deliveriesFaults,
  generateDeliveries,
  queryDeliveries,
  type MockDelivery,
} from '@src/mocks/index';
import { warmServerText } from '../api/warmServerText';

beforeAll(warmServerText);

const origin = 'https://deliveries.test';
const client = createDeliveriesClient({ baseUrl: origin });
const dataset = generateDeliveries(3000, 11);

/** The grid's request on page 3: the export keeps its search, sort and filters only. */
const gridRequest: DeliveriesRequest = {
  pageNumber: 3,
  pageSize: 25,
  quickSearch: '',
  orderBy: { key: 'duQty', order: 'desc' },
  filters: { status: [3, 4] },
};

/** Every code the reference backend says matches, in its order. */
function matchingCodes(request: DeliveriesRequest, rows: readonly MockDelivery[] = dataset) {
  return queryDeliveries(rows, { ...request, pageNumber: 1, pageSize: rows.length }).map(
    (delivery) => delivery.code,
  );
}

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** The strict reference backend, recording every body it receives. */
function serve(options: { rows?: readonly MockDelivery[]; pageNumberBase?: 0 | 1 } = {}) {
  const received: DeliveriesRequest[] = [];
  server.use(
    ...createDeliveriesHandlers({
      baseUrl: origin,
      dataset: options.rows ?? dataset,
      pageNumberBase: options.pageNumberBase ?? 1,
      onRequest: (body) => received.push(body as DeliveriesRequest),
    }),
  );
  return received;
}

describe('fetchMatchingDeliveries', () => {
  it('fetches exactly the matching rows in server order, page by page from the first', async () => {
    const received = serve();
    const expected = matchingCodes(gridRequest);
    expect(expected.length).toBeGreaterThan(1000);
    expect(expected.length % 500).not.toBe(0);

    const progress: number[] = [];
    const result = await fetchMatchingDeliveries({
      client,
      request: gridRequest,
      onProgress: (count) => progress.push(count),
    });

    expect(result.capped).toBe(false);
    expect(result.deliveries.map((delivery) => delivery.code)).toEqual(expected);
    const pages = Math.ceil(expected.length / 500);
    // Every page, and the empty one after the short last page that confirms the end.
    expect(received).toEqual(
      Array.from({ length: pages + 1 }, (_, index) => ({
        ...gridRequest,
        pageNumber: index + 1,
        pageSize: 500,
      })),
    );
    // Same key order as the grid's request, so a picky server sees the same shape.
    expect(Object.keys(received[0]!)).toEqual(Object.keys(gridRequest));
    expect(progress).toEqual(
      Array.from({ length: pages }, (_, index) => Math.min((index + 1) * 500, expected.length)),
    );
  });

  it('counts pages from 0 for a server whose first page is 0', async () => {
    const received = serve({ pageNumberBase: 0 });
    const request = { ...gridRequest, pageNumber: 2 };
    const { deliveries } = await fetchMatchingDeliveries({
      client,
      request,
      pageNumberBase: 0,
      pageSize: 1000,
    });
    expect(deliveries.map((delivery) => delivery.code)).toEqual(matchingCodes(request));
    const pages = Math.ceil(matchingCodes(request).length / 1000);
    expect(received.map((body) => [body.pageNumber, body.pageSize])).toEqual(
      Array.from({ length: pages + 1 }, (_, index) => [index, 1000]),
    );
  });

  it('stops at the cap in the middle of a page: exactly maxRows rows, capped', async () => {
    const received = serve();
    const { deliveries, capped } = await fetchMatchingDeliveries({
      client,
      request: gridRequest,
      maxRows: 1200,
    });
    expect(capped).toBe(true);
    expect(deliveries.map((delivery) => delivery.code)).toEqual(
      matchingCodes(gridRequest).slice(0, 1200),
    );
    expect(received.map((body) => body.pageNumber)).toEqual([1, 2, 3]);
  });

  it('asks for the next page when the cap ends a page, to tell whether more match', async () => {
    const received = serve();
    const { deliveries, capped } = await fetchMatchingDeliveries({
      client,
      request: gridRequest,
      maxRows: 1000,
    });
    expect(capped).toBe(true);
    expect(deliveries).toHaveLength(1000);
    expect(received.map((body) => [body.pageNumber, body.pageSize])).toEqual([
      [1, 500],
      [2, 500],
      [3, 500],
    ]);
  });

  it('is not capped when the matching rows end exactly at the cap', async () => {
    const rows = dataset.slice(0, 1000);
    const received = serve({ rows });
    const request = { ...gridRequest, filters: undefined };
    const { deliveries, capped } = await fetchMatchingDeliveries({
      client,
      request,
      maxRows: 1000,
    });
    expect(capped).toBe(false);
    expect(deliveries.map((delivery) => delivery.code)).toEqual(matchingCodes(request, rows));
    expect(received.at(-1)).toMatchObject({ pageNumber: 3, pageSize: 500 });
  });

  it('asks for one row more than a cap below the page size, in one request', async () => {
    const received = serve();
    const { deliveries, capped } = await fetchMatchingDeliveries({
      client,
      request: gridRequest,
      maxRows: 40,
    });
    expect(capped).toBe(true);
    expect(deliveries.map((delivery) => delivery.code)).toEqual(
      matchingCodes(gridRequest).slice(0, 40),
    );
    expect(received.map((body) => [body.pageNumber, body.pageSize])).toEqual([[1, 41]]);
  });

  it('sends two requests (the second checks pageNumberBase) and returns nothing when nothing matches', async () => {
    const received = serve();
    const request = { ...gridRequest, quickSearch: 'no delivery is called this' };
    const progress: number[] = [];
    const result = await fetchMatchingDeliveries({
      client,
      request,
      onProgress: (count) => progress.push(count),
    });
    expect(result).toEqual({ deliveries: [], capped: false });
    expect(received.map((body) => body.pageNumber)).toEqual([1, 2]);
    expect(progress).toEqual([0]);
  });

  it('keeps repeated rows: exactly what the server sent, nothing de-duplicated', async () => {
    const [first, second] = dataset;
    // Repeats within and across pages, but no page repeats the one before it.
    const repeated = [first!, first!, first!, second!, first!, first!, first!];
    serve({ rows: repeated });
    const { deliveries } = await fetchMatchingDeliveries({
      client,
      request: { pageNumber: 1, pageSize: 25, quickSearch: '' },
      pageSize: 3,
    });
    expect(deliveries.map((delivery) => delivery.code)).toEqual(repeated.map((row) => row.code));
  });

  it('takes deliveries that share a code for what they are, even one to a page', async () => {
    // Pairs sharing a code (as deliveriesFaults.duplicateCodes sends), unsorted.
    const paired = dataset.slice(0, 6).map((row, index) => ({
      ...row,
      code: dataset[index - (index % 2)]!.code,
    }));
    serve({ rows: paired });
    const { deliveries } = await fetchMatchingDeliveries({
      client,
      request: { pageNumber: 1, pageSize: 25, quickSearch: '' },
      pageSize: 1,
    });
    expect(deliveries).toEqual(paired);
  });

  it('stops when a delivery changed since its page moves onto a later one, never writing it twice', async () => {
    // A B C | D E F; once page 1 is sent, C changes (a colleague's edit) and the order puts it
    // after E: A B D | E C′ F. Page 2 holds C again, and D, slid onto page 1, was never fetched.
    const rows = dataset.slice(0, 6).map((row) => ({ ...row }));
    const received: DeliveriesRequest[] = [];
    server.use(
      ...createDeliveriesHandlers({
        baseUrl: origin,
        dataset: rows,
        onRequest: (body) => {
          received.push(body as DeliveriesRequest);
          if ((body as DeliveriesRequest).pageNumber !== 2) return;
          const [changed] = rows.splice(2, 1);
          rows.splice(4, 0, { ...changed!, duQty: changed!.duQty + 1 });
        },
      }),
    );
    const error: unknown = await fetchMatchingDeliveries({
      client,
      request: { pageNumber: 1, pageSize: 25, quickSearch: '' },
      pageSize: 3,
    }).then(
      ({ deliveries }) => deliveries.map((row) => row.code),
      (reason: unknown) => reason,
    );
    expect(error).toBeInstanceOf(DeliveriesApiError);
    expect((error as DeliveriesApiError).message).toBe(
      "Page 2 repeated 1 of its 3 deliveries from page 1: the server's pages overlap, as when deliveries are added during the export; the export stopped rather than write them twice.",
    );
    expect(received.map((body) => body.pageNumber)).toEqual([1, 2]);
  });

  it('rejects with the abort reason when cancelled between pages, and asks for no more', async () => {
    const received = serve();
    const controller = new AbortController();
    const result = fetchMatchingDeliveries({
      client,
      request: gridRequest,
      signal: controller.signal,
      onProgress: (count) => {
        if (count === 500) controller.abort();
      },
    });
    await expect(result).rejects.toSatisfy(isAbortError);
    expect(received).toHaveLength(1);
  });

  it('aborts the request in flight when cancelled during a page', async () => {
    serve();
    const signals: AbortSignal[] = [];
    let pageArrived!: () => void;
    const arrived = new Promise<void>((resolve) => (pageArrived = resolve));
    server.use(
      http.post(`${origin}/api/deliveries`, async ({ request }) => {
        signals.push(request.signal);
        pageArrived();
        // Held until the client gives up on it.
        await new Promise((resolve) => request.signal.addEventListener('abort', resolve));
        return HttpResponse.json([]);
      }),
    );
    const controller = new AbortController();
    const result = fetchMatchingDeliveries({
      client,
      request: gridRequest,
      signal: controller.signal,
    });
    await arrived;
    controller.abort();
    await expect(result).rejects.toSatisfy(isAbortError);
    expect(signals.map((signal) => signal.aborted)).toEqual([true]);
  });

  it("surfaces a page's failure with its message", async () => {
    const received = serve();
    server.use(deliveriesFaults.badRequest({ baseUrl: origin }));
    const result = fetchMatchingDeliveries({ client, request: gridRequest });
    await expect(result).rejects.toBeInstanceOf(DeliveriesApiError);
    await expect(result).rejects.toThrow(
      'The server refused the request (400 Bad Request): pageSize must be at most 1000.',
    );
    expect(received).toEqual([]);
  });

  it('retries a failure that may pass, as the grid does, and goes on', async () => {
    const received = serve();
    let refused = 0;
    server.use(
      http.post(`${origin}/api/deliveries`, async ({ request }) => {
        const body = (await request.clone().json()) as DeliveriesRequest;
        if (body.pageNumber !== 2 || refused > 0) return undefined;
        refused += 1;
        return HttpResponse.json({ message: 'Try later.' }, { status: 503 });
      }),
    );
    const { deliveries } = await fetchMatchingDeliveries({ client, request: gridRequest });
    expect(refused).toBe(1);
    expect(deliveries.map((delivery) => delivery.code)).toEqual(matchingCodes(gridRequest));
    // The refused try never reached the backend: each page (and the empty one after) reached it once.
    const pages = Math.ceil(matchingCodes(gridRequest).length / 500);
    expect(received.map((body) => body.pageNumber)).toEqual(
      Array.from({ length: pages + 1 }, (_, index) => index + 1),
    );
  });

  it('refuses a server that ignores the page size, rather than repeat rows', async () => {
    server.use(
      http.post(`${origin}/api/deliveries`, () =>
        HttpResponse.json(dataset.slice(0, 600) as never),
      ),
    );
    await expect(fetchMatchingDeliveries({ client, request: gridRequest })).rejects.toThrow(
      'The server sent 600 deliveries for a page of 500, so the export cannot page through them.',
    );
  });

  it.each([
    ['maxRows', { maxRows: 0 }],
    ['maxRows', { maxRows: 1.5 }],
    ['pageSize', { pageSize: 0 }],
    ['pageSize', { pageSize: Number.NaN }],
  ])('refuses a %s that is not a positive integer', async (name, options) => {
    await expect(
      fetchMatchingDeliveries({ client, request: gridRequest, ...options }),
    ).rejects.toThrow(new RegExp(`^${name} must be a positive integer`));
  });
});
