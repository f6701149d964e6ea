import type { HttpHandler } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createDeliveriesClient } from '@src/api/client';
import { DeliveriesApiError } from '@src/api/errors';
import type { DeliveriesRequest } from '@src/api/types';
import { fetchMatchingDeliveries } from '@src/export/fetchMatchingDeliveries';
import { createDeliveriesHandlers, generateDeliveries } from '@src/mocks/index';
import {
  pageNumberClampingServer,
  pageNumberIgnoringVaryingServer,
  pageOverlappingServer,
  rowDroppingServer,
  type MisbehavingServerOptions,
} from './misbehavingServers';

const origin = 'https://deliveries.test';
const client = createDeliveriesClient({ baseUrl: origin });
const dataset = generateDeliveries(3000, 11);
const everything: DeliveriesRequest = {
  pageNumber: 2,
  pageSize: 25,
  quickSearch: '',
  orderBy: { key: 'code', order: 'asc' },
};

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** Serves through `misbehaving`; `[pageNumber, pageSize]` of every request, as sent. */
function serve(misbehaving: (options: MisbehavingServerOptions) => HttpHandler) {
  const received: [number, number][] = [];
  server.use(
    misbehaving({
      baseUrl: origin,
      dataset,
      onRequest: (body) => received.push([body.pageNumber, body.pageSize]),
    }),
  );
  return received;
}

/** The export's failure, which must be a `DeliveriesApiError`, never a file. */
async function failure(options: Partial<Parameters<typeof fetchMatchingDeliveries>[0]> = {}) {
  const error: unknown = await fetchMatchingDeliveries({
    client,
    request: everything,
    ...options,
  }).then(
    ({ deliveries, capped }) => `a file of ${deliveries.length} rows (capped: ${capped})`,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(DeliveriesApiError);
  return (error as DeliveriesApiError).message;
}

describe('a server that ignores pageNumber, each page different as JSON', () => {
  it.each(['order', 'servedAt'] as const)(
    'varying its %s: stops at page 2 with a specific error, not 10,000 rows of 500 deliveries',
    async (vary) => {
      const received = serve((options) => pageNumberIgnoringVaryingServer({ ...options, vary }));
      expect(await failure()).toBe(
        'The server sent the same 500 deliveries for page 2 as for page 1, so it seems to ignore pageNumber; the export stopped.',
      );
      expect(received).toEqual([
        [1, 500],
        [2, 500],
      ]);
    },
  );
});

describe('a server whose pages overlap', () => {
  const overlapMessage = (repeated: number) =>
    `Page 2 repeated ${repeated} of its 500 deliveries from page 1: the server's pages overlap, as when deliveries are added during the export; the export stopped rather than write them twice.`;

  it('by half a page: stops at page 2, not 3,750 rows for 3,000', async () => {
    const received = serve((options) => pageOverlappingServer({ ...options, overlap: 250 }));
    expect(await failure()).toBe(overlapMessage(250));
    expect(received).toEqual([
      [1, 500],
      [2, 500],
    ]);
  });

  it('by half a page, rows stamped with a changing field: the codes still tell', async () => {
    serve((options) => pageOverlappingServer({ ...options, overlap: 250, servedAt: true }));
    expect(await failure()).toBe(overlapMessage(250));
  });

  it('by one row, as when a delivery is added during the export: no delivery written twice', async () => {
    serve((options) => pageOverlappingServer({ ...options, overlap: 1 }));
    expect(await failure()).toBe(overlapMessage(1));
  });

  it('by most of a page: says the server does not page as asked', async () => {
    serve((options) => pageOverlappingServer({ ...options, overlap: 400 }));
    expect(await failure()).toBe(
      'The server sent 400 of the 500 deliveries of page 2 again (first sent on page 1), so it does not page by pageNumber and pageSize; the export stopped.',
    );
  });
});

describe('a short page: the end only when the next page is empty', () => {
  it('page 2 one row short, rows after it: stops, not 999 of 3,000 rows taken for all', async () => {
    const received = serve((options) => rowDroppingServer({ ...options, page: 2, missing: 1 }));
    expect(await failure()).toBe(
      'Page 2 held 499 deliveries where 500 were asked for, yet page 3 held more: the server left deliveries out; the export stopped rather than write an incomplete file.',
    );
    // The short page costs one more request, which tells.
    expect(received).toEqual([
      [1, 500],
      [2, 500],
      [3, 500],
    ]);
  });

  it('a short last page is confirmed by the empty page after it: one more request', async () => {
    const received: number[] = [];
    const rows = dataset.slice(0, 1234);
    server.use(
      ...createDeliveriesHandlers({
        baseUrl: origin,
        dataset: rows,
        onRequest: (body) => received.push((body as DeliveriesRequest).pageNumber),
      }),
    );
    const { deliveries, capped } = await fetchMatchingDeliveries({ client, request: everything });
    expect(capped).toBe(false);
    expect(deliveries).toHaveLength(1234);
    expect(received).toEqual([1, 2, 3, 4]);
  });

  it('a server clamping pageNumber after a short last page: the repeat is caught, too', async () => {
    const received = serve((options) =>
      pageNumberClampingServer({ ...options, dataset: dataset.slice(0, 1200) }),
    );
    expect(await failure()).toBe(
      'The server sent the same 200 deliveries for page 4 as for page 3, so it seems to ignore pageNumber; the export stopped.',
    );
    expect(received).toEqual([
      [1, 500],
      [2, 500],
      [3, 500],
      [4, 500],
    ]);
  });
});
