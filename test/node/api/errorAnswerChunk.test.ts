import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createDeliveriesClient } from '../../../src/api/client';
import { apiError, expectNoSecret } from './secretFree';

// The code that reads error answers is loaded on demand; here it cannot be loaded, as when the
// host's own server is out of reach or a redeploy removed the chunk.
vi.mock('../../../src/api/httpError', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

const token = 'tok-7c1e9a4b2d';

describe('an error answer when its reader cannot be loaded', () => {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());

  it.each([
    [401, false],
    [503, true],
  ])('%i is still an http error with its status, retried by status', async (status, retryable) => {
    server.use(
      http.post('https://deliveries.test/api/deliveries', () =>
        HttpResponse.json({ message: `token ${token} refused` }, { status }),
      ),
    );
    const client = createDeliveriesClient({
      baseUrl: 'https://deliveries.test',
      headers: { Authorization: `Bearer ${token}` },
    });
    const error = await apiError(
      client.queryDeliveries({ pageNumber: 1, pageSize: 25, quickSearch: '' }),
    );
    expect(error.kind).toBe('http');
    expect(error.status).toBe(status);
    expect(error.retryable).toBe(retryable);
    expect(error.message).toBe(`The server answered with status ${status}.`);
    expectNoSecret(error, [token]);
  });
});
