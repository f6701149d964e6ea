import { describe, expect, it } from 'vitest';
import { createDeliveriesClient } from '@src/api/client';
import type { DeliveriesRequest } from '@src/api/types';
import { apiError, expectNoSecret } from './secretFree';

const token = 'tok/3f+9a1c';
const authorization = `Bearer ${token}`;
const request: DeliveriesRequest = { pageNumber: 1, pageSize: 25, quickSearch: '' };

/** The error of a call whose fetch throws `thrown`, as an HTTP library or a wrapper may. */
function failWith(thrown: () => unknown) {
  return apiError(
    createDeliveriesClient({
      baseUrl: 'https://deliveries.test',
      headers: { Authorization: authorization },
      fetch: () => Promise.reject(thrown()),
    }).queryDeliveries(request),
  );
}

function withProps<T extends object>(target: T, props: Record<string, unknown>): T {
  return Object.assign(target, props);
}

describe('the cause of a network error', () => {
  it.each<[string, () => unknown]>([
    [
      'an error carrying the request config (axios style)',
      () =>
        withProps(new TypeError('fetch failed'), {
          config: { headers: { Authorization: authorization } },
        }),
    ],
    [
      'an error carrying the request',
      () => withProps(new TypeError('fetch failed'), { request: { headers: { authorization } } }),
    ],
    [
      'an AggregateError whose inner error names the token',
      () => new AggregateError([new Error(authorization)], 'fetch failed'),
    ],
    [
      'a hidden (non-enumerable) property',
      () => Object.defineProperty(new Error('fetch failed'), 'secret', { value: authorization }),
    ],
    [
      'a nested cause carrying the config',
      () =>
        new TypeError('fetch failed', {
          cause: withProps(new Error('socket hang up'), { config: { authorization } }),
        }),
    ],
  ])('is a fresh copy without the other properties: %s', async (_name, thrown) => {
    const error = await failWith(thrown);
    expect(error.kind).toBe('network');
    expect(error.cause).toBeInstanceOf(Error);
    for (let cause = error.cause; cause !== undefined; cause = (cause as Error).cause) {
      expect(
        Object.keys(cause as Error).filter((key) => key !== 'name' && key !== 'cause'),
      ).toEqual([]);
      expect(Object.getOwnPropertyNames(cause).sort()).not.toContain('secret');
    }
    expectNoSecret(error, [token]);
  });

  it('is a copy even of a clean error, with the name, message and stack a person needs', async () => {
    const thrown = withProps(new TypeError('fetch failed'), { code: 'ECONNREFUSED' });
    const error = await failWith(() => thrown);
    const cause = error.cause as Error;
    expect(cause).not.toBe(thrown);
    expect(cause).toBeInstanceOf(TypeError);
    expect([cause.name, cause.message, cause.stack]).toEqual([
      'TypeError',
      'fetch failed',
      thrown.stack,
    ]);
    expect(cause).not.toHaveProperty('code');
  });

  it('is dropped when reading it throws', async () => {
    const thrown = new Proxy(new Error('x'), {
      get() {
        throw new Error(`denied ${authorization}`);
      },
    });
    const error = await failWith(() => thrown);
    expect(error.kind).toBe('network');
    expect(error.cause).toBeUndefined();
  });
});
