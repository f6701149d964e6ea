import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDeliveriesClient } from '@src/api/client';
import type { DeliveriesRequest } from '@src/api/types';
import { apiError } from './secretFree';

// The chunk that reads server text never arrives, as on a stalled network: an error must not
// wait for it beyond 3 s, even with no request timeout, and then keeps no server text.
vi.mock('@src/api/serverText', () => new Promise<never>(() => undefined));

const request: DeliveriesRequest = { pageNumber: 1, pageSize: 25, quickSearch: '' };

afterEach(() => {
  vi.useRealTimers();
});

/** Settles `promise` into a box, so a test can see whether it has settled yet. */
function watch<T>(promise: Promise<T>) {
  const box: { settled: boolean; error?: unknown } = { settled: false };
  void promise.then(
    () => Object.assign(box, { settled: true }),
    (error: unknown) => Object.assign(box, { settled: true, error }),
  );
  return box;
}

describe('when the chunk that reads server text never loads', () => {
  it.each<[string, typeof fetch, string]>([
    [
      'a 503',
      async () => Response.json({ message: 'database down' }, { status: 503 }),
      'The deliveries server answered 503.',
    ],
    [
      'a network error',
      () => Promise.reject(new TypeError('fetch failed')),
      'Could not reach the deliveries server. Check your connection.',
    ],
  ])(
    '%s is reported after 3 s without server text, even with no timeout',
    async (_name, fetch, message) => {
      vi.useFakeTimers();
      const call = watch(
        createDeliveriesClient({
          baseUrl: 'https://deliveries.test',
          fetch,
          timeoutMs: 0,
        }).queryDeliveries(request),
      );
      await vi.advanceTimersByTimeAsync(2_999);
      expect(call.settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(call.settled).toBe(true);
      const error = await apiError(Promise.reject(call.error));
      expect(error.message).toBe(message);
      expect(error.cause).toBeUndefined();
      expect(error).not.toHaveProperty('body');
    },
  );
});
