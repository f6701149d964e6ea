import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createDeliveriesClient, type DeliveriesClientOptions } from '@src/api/client';
import type { DeliveriesRequest } from '@src/api/types';
import { shouldRetryDeliveries } from '@src/query/retryPolicy';
import { apiError, expectNoSecret } from './secretFree';

const origin = 'https://deliveries.test';
const token = 'tok-7c1e9b44a0d2f3';
const request: DeliveriesRequest = { pageNumber: 1, pageSize: 25, quickSearch: '' };

const server = setupServer();
let received = 0;
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  received = 0;
});
afterAll(() => server.close());

function client(options: Partial<DeliveriesClientOptions>) {
  server.use(
    http.post(`${origin}/api/deliveries`, () => {
      received += 1;
      return HttpResponse.json([]);
    }),
  );
  return createDeliveriesClient({ baseUrl: origin, ...options });
}

/** A headers() that never settles, as a token refresh stuck on a dead auth server. */
const stuckHeaders = () => new Promise<HeadersInit>(() => undefined);

describe('a headers() that never settles', () => {
  it('fails with kind timeout after timeoutMs, having sent nothing', async () => {
    const error = await apiError(
      client({ headers: stuckHeaders, timeoutMs: 30 }).queryDeliveries(request),
    );
    expect(error.kind).toBe('timeout');
    expect(error.message).toBe('The request headers were not ready within 30 ms.');
    expect(error.retryable).toBe(true);
    expect(received).toBe(0);
  });

  it("rejects with the caller's own reason when the caller aborts", async () => {
    const controller = new AbortController();
    const reason = new DOMException('Export cancelled', 'AbortError');
    const pending = client({ headers: stuckHeaders, timeoutMs: 0 }).queryDeliveries(request, {
      signal: controller.signal,
    });
    controller.abort(reason);
    await expect(pending).rejects.toBe(reason);
    expect(received).toBe(0);
  });
});

describe('headers that cannot be used', () => {
  const secrets = [token];
  // A getter, proxy or pair that throws reads as headers of the wrong shape, naming nothing.
  const unreadable =
    'Could not prepare the request headers: they must be a Headers object, a list of pairs or a plain object.';

  it.each<[string, DeliveriesClientOptions['headers'], string]>([
    [
      'headers() throws an error that names the token',
      () => {
        throw new Error(`refresh failed for ${token}`);
      },
      'Could not prepare the request headers: headers() failed.',
    ],
    [
      'headers() rejects',
      () => Promise.reject(new Error(`refresh failed for ${token}`)),
      'Could not prepare the request headers: headers() failed.',
    ],
    [
      'a line break inside a static value',
      { Authorization: `Bearer ${token}\nX-Injected: 1` },
      'Could not prepare the request headers: the value of "Authorization" is not valid (a text without line breaks, in Latin-1).',
    ],
    [
      'a character beyond Latin-1 in a value from headers()',
      async () => ({ 'X-Api-Key': `${token}€` }),
      'Could not prepare the request headers: the value of "X-Api-Key" is not valid (a text without line breaks, in Latin-1).',
    ],
    [
      'a header name with a space',
      [['X Api Key', token]],
      'Could not prepare the request headers: a header name is not valid.',
    ],
    [
      'headers() returning a token instead of headers',
      (() => token) as unknown as () => HeadersInit,
      'Could not prepare the request headers: they must be a Headers object, a list of pairs or a plain object.',
    ],
    [
      'a getter that throws with the token',
      {
        get Authorization(): string {
          throw new Error(`refresh failed for ${token}`);
        },
      },
      unreadable,
    ],
    [
      'headers() resolving to an object whose getter throws',
      async () => ({
        get Authorization(): string {
          throw new Error(`refresh failed for ${token}`);
        },
      }),
      unreadable,
    ],
    [
      'a Proxy whose ownKeys throws',
      new Proxy(
        {},
        {
          ownKeys() {
            throw new Error(`secret ${token}`);
          },
        },
      ),
      unreadable,
    ],
    [
      'a pair whose value getter throws',
      [
        new Proxy(['Authorization', 'x'], {
          get(target, key) {
            if (key === '1') throw new Error(`secret ${token}`);
            return Reflect.get(target, key) as unknown;
          },
        }),
      ] as unknown as HeadersInit,
      unreadable,
    ],
    [
      'a list entry that is not a pair',
      [[`Authorization`, 'Bearer', token]] as unknown as HeadersInit,
      'Could not prepare the request headers: they must be a Headers object, a list of pairs or a plain object.',
    ],
  ])(
    '%s: kind headers, not retried, nothing secret, nothing sent',
    async (_name, headers, message) => {
      const error = await apiError(client({ headers }).queryDeliveries(request));
      expect(error.kind).toBe('headers');
      expect(error.message).toBe(message);
      expect(error.cause).toBeUndefined();
      expect(error.retryable).toBe(false);
      expect(shouldRetryDeliveries(0, error)).toBe(false);
      expectNoSecret(error, secrets);
      expect(received).toBe(0);
    },
  );
});
