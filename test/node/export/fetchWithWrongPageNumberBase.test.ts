import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createDeliveriesClient } from '@src/api/client';
import { DeliveriesApiError } from '@src/api/errors';
import type { DeliveriesRequest } from '@src/api/types';
import { fetchMatchingDeliveries } from '@src/export/fetchMatchingDeliveries';
import { createDeliveriesHandlers, generateDeliveries } from '@src/mocks/index';
import { pageZeroEmptyServer, recorder } from './misbehavingServers';

const origin = 'https://deliveries.test';
const client = createDeliveriesClient({ baseUrl: origin });
const dataset = generateDeliveries(1200, 5);
const everything: DeliveriesRequest = { pageNumber: 2, pageSize: 25, quickSearch: '' };

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('fetchMatchingDeliveries with a pageNumberBase the server does not use', () => {
  it('rejects when the first page is empty but the second has rows, naming pageNumberBase', async () => {
    const { received, onRequest } = recorder();
    server.use(pageZeroEmptyServer({ baseUrl: origin, dataset, onRequest }));
    const result = fetchMatchingDeliveries({ client, request: everything, pageNumberBase: 0 });
    await expect(result).rejects.toBeInstanceOf(DeliveriesApiError);
    await expect(result).rejects.toThrow(
      'The server sent no deliveries for page 1 but some for page 2: check pageNumberBase (the number the server gives its first page).',
    );
    expect(received).toEqual([
      [0, 500],
      [1, 500],
    ]);
  });

  it('exports everything once pageNumberBase matches the same server', async () => {
    server.use(pageZeroEmptyServer({ baseUrl: origin, dataset }));
    const { deliveries, capped } = await fetchMatchingDeliveries({ client, request: everything });
    expect(capped).toBe(false);
    expect(deliveries).toHaveLength(1200);
  });

  it('takes an empty first and second page from an honest server as nothing matching', async () => {
    const { received, onRequest } = recorder();
    server.use(
      ...createDeliveriesHandlers({
        baseUrl: origin,
        dataset,
        pageNumberBase: 0,
        onRequest: (body) => onRequest(body as DeliveriesRequest),
      }),
    );
    const request = { ...everything, quickSearch: 'no delivery is called this' };
    const result = await fetchMatchingDeliveries({ client, request, pageNumberBase: 0 });
    expect(result).toEqual({ deliveries: [], capped: false });
    expect(received).toEqual([
      [0, 500],
      [1, 500],
    ]);
  });
});
