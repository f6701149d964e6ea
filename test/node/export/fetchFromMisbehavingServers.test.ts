import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createDeliveriesClient } from '@src/api/client';
import { DeliveriesApiError } from '@src/api/errors';
import type { DeliveriesRequest } from '@src/api/types';
import { fetchMatchingDeliveries } from '@src/export/fetchMatchingDeliveries';
import { createDeliveriesHandlers, generateDeliveries, queryDeliveries } from '@src/mocks/index';
import {
  pageNumberClampingServer,
  pageNumberIgnoringServer,
  pageSizeCappingServer,
  pageSizeFloorServer,
  pageTruncatingServer,
  recorder,
} from './misbehavingServers';

const origin = 'https://deliveries.test';
const client = createDeliveriesClient({ baseUrl: origin });
const dataset = generateDeliveries(3000, 11);

/** Every delivery matches, by code: the "3,000 match". */
const everything: DeliveriesRequest = {
  pageNumber: 4,
  pageSize: 25,
  quickSearch: '',
  orderBy: { key: 'code', order: 'asc' },
};
const allCodes = queryDeliveries(dataset, { ...everything, pageNumber: 1, pageSize: 3000 }).map(
  (delivery) => delivery.code,
);

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** Pages `from`…`to` of `size`. */
const pages = (from: number, to: number, size: number) =>
  Array.from({ length: to - from + 1 }, (_, index): [number, number] => [from + index, size]);

const codes = (deliveries: readonly { code: string }[]) => deliveries.map((row) => row.code);

// Thousands of rows through MSW in Node: up to 0.3 s idle, 3 s on a busy machine.
describe('fetchMatchingDeliveries against a server that caps pageSize', { timeout: 30_000 }, () => {
  it('sees the cap on the second page and fetches all 3,000 rows in pages of the cap', async () => {
    const { received, onRequest } = recorder();
    server.use(pageSizeCappingServer({ baseUrl: origin, dataset, cap: 200, onRequest }));
    const { deliveries, capped } = await fetchMatchingDeliveries({ client, request: everything });

    expect(capped).toBe(false);
    expect(codes(deliveries)).toEqual(allCodes);
    // Page 1 of 500 came back with 200; page 2 of 500 with rows: so pages of 200 from page 2,
    // up to the empty page 16.
    expect(received).toEqual([[1, 500], [2, 500], ...pages(2, 16, 200)]);
  });

  it('works the same when the server counts offsets by the size asked for', async () => {
    const { received, onRequest } = recorder();
    server.use(pageTruncatingServer({ baseUrl: origin, dataset, cap: 200, onRequest }));
    const { deliveries, capped } = await fetchMatchingDeliveries({ client, request: everything });
    expect(capped).toBe(false);
    expect(codes(deliveries)).toEqual(allCodes);
    expect(received.slice(0, 3)).toEqual([
      [1, 500],
      [2, 500],
      [2, 200],
    ]);
  });

  it('stops at maxRows in pages of the cap, and says that more match', async () => {
    const { received, onRequest } = recorder();
    server.use(pageSizeCappingServer({ baseUrl: origin, dataset, cap: 200, onRequest }));
    const { deliveries, capped } = await fetchMatchingDeliveries({
      client,
      request: everything,
      maxRows: 450,
    });
    expect(capped).toBe(true);
    expect(codes(deliveries)).toEqual(allCodes.slice(0, 450));
    expect(received).toEqual([[1, 451], [2, 451], ...pages(2, 3, 200)]);
  });

  it('takes a short first page from an honest server as the end, after one more request', async () => {
    const { received, onRequest } = recorder();
    const few = dataset.slice(0, 120);
    server.use(
      ...createDeliveriesHandlers({
        baseUrl: origin,
        dataset: few,
        onRequest: (body) => onRequest(body as DeliveriesRequest),
      }),
    );
    const { deliveries, capped } = await fetchMatchingDeliveries({ client, request: everything });
    expect(capped).toBe(false);
    expect(deliveries).toHaveLength(120);
    expect(received).toEqual([
      [1, 500],
      [2, 500],
    ]);
  });
});

describe('fetchMatchingDeliveries against a server with a smallest page size', () => {
  it('tells that more match when the cap ends a page, though pageSize 1 would be raised', async () => {
    const { received, onRequest } = recorder();
    server.use(pageSizeFloorServer({ baseUrl: origin, dataset, min: 50, onRequest }));
    const { deliveries, capped } = await fetchMatchingDeliveries({
      client,
      request: everything,
      pageSize: 50,
      maxRows: 100,
    });
    expect(capped).toBe(true);
    expect(codes(deliveries)).toEqual(allCodes.slice(0, 100));
    expect(received).toEqual(pages(1, 3, 50));
  });
});

describe('fetchMatchingDeliveries against a server that ignores pageNumber', () => {
  const message =
    'The server sent the same 500 deliveries for page 2 as for page 1, so it seems to ignore pageNumber; the export stopped.';

  it('stops at the repeated second page with a specific error, not 10,000 rows of 500 codes', async () => {
    const { received, onRequest } = recorder();
    server.use(pageNumberIgnoringServer({ baseUrl: origin, dataset, onRequest }));
    const progress: number[] = [];
    const result = fetchMatchingDeliveries({
      client,
      request: everything,
      onProgress: (count) => progress.push(count),
    });
    await expect(result).rejects.toBeInstanceOf(DeliveriesApiError);
    await expect(result).rejects.toThrow(message);
    expect(received).toEqual(pages(1, 2, 500));
    expect(progress).toEqual([500]);
  });

  it('stops at the repeated second page after a short first page too', async () => {
    const { received, onRequest } = recorder();
    server.use(pageNumberIgnoringServer({ baseUrl: origin, dataset, cap: 200, onRequest }));
    await expect(fetchMatchingDeliveries({ client, request: everything })).rejects.toThrow(
      'The server sent the same 200 deliveries for page 2 as for page 1, so it seems to ignore pageNumber; the export stopped.',
    );
    expect(received).toEqual(pages(1, 2, 500));
  });

  it('stops at a page past the end that repeats the last one (a server clamping pageNumber)', async () => {
    const { received, onRequest } = recorder();
    server.use(
      pageNumberClampingServer({ baseUrl: origin, dataset: dataset.slice(0, 1000), onRequest }),
    );
    await expect(fetchMatchingDeliveries({ client, request: everything })).rejects.toThrow(
      'The server sent the same 500 deliveries for page 3 as for page 2, so it seems to ignore pageNumber; the export stopped.',
    );
    expect(received).toEqual(pages(1, 3, 500));
  });

  it('stops at a page past the end that wraps around to the first page', async () => {
    const { received, onRequest } = recorder();
    const rows = dataset.slice(0, 1000);
    server.use(
      pageNumberClampingServer({ baseUrl: origin, dataset: rows, to: 'first', onRequest }),
    );
    await expect(fetchMatchingDeliveries({ client, request: everything })).rejects.toThrow(
      'The server sent the same 500 deliveries for page 3 as for page 1, so it seems to ignore pageNumber; the export stopped.',
    );
    expect(received).toEqual(pages(1, 3, 500));
  });
});
