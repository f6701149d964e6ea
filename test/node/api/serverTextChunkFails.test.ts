import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDeliveriesClient, type DeliveriesClientOptions } from '@src/api/client';
import type { DeliveriesApiError } from '@src/api/errors';
import type { DeliveriesRequest } from '@src/api/types';
import { shouldRetryDeliveries } from '@src/query/retryPolicy';
import { startLocalServer, type LocalServer } from './localServer';
import { apiError, expectNoSecret, loggableTexts } from './secretFree';

// The chunk that reads server text fails to load, as a dynamic import does when the network
// drops or a deploy removed the file: every error must then keep no server text at all.
vi.mock('@src/api/serverText', () => {
  throw new TypeError('Failed to fetch dynamically imported module: serverText.js');
});

const token = 'tok-e5a91f0c37b2d8';
const headers = { Authorization: `Bearer ${token}` };
const request: DeliveriesRequest = { pageNumber: 1, pageSize: 25, quickSearch: '' };
// Harmless words the server says: without the chunk even these are left out.
const serverWords = 'pageSize must be at most 1000';

let server: LocalServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** The error of a call answered by a real server with `status`, a reason phrase and `body`. */
async function answeredWith(status: number, extra: Record<string, string> = {}) {
  server = await startLocalServer((incoming, response) => {
    incoming.resume();
    incoming.on('end', () => {
      response.writeHead(status, `Nope ${token} ${serverWords}`, {
        'Content-Type': 'application/json',
        ...extra,
      });
      response.end(JSON.stringify({ message: `${serverWords}; you sent ${btoa(token)}` }));
    });
  });
  return apiError(
    createDeliveriesClient({ baseUrl: server.origin, headers }).queryDeliveries(request),
  );
}

function expectNoServerText(error: DeliveriesApiError) {
  expectNoSecret(error, [token, btoa(token).slice(0, 12), serverWords, 'Nope']);
  expect(loggableTexts(error).join(' ')).not.toContain('[redacted]');
}

describe('when the chunk that reads server text cannot load', () => {
  it.each([
    [400, 'The deliveries server answered 400.', false],
    [404, 'The deliveries server answered 404.', false],
    [503, 'The deliveries server answered 503.', true],
    [401, 'You are not signed in or your session has expired (401).', false],
    [403, 'You do not have access to deliveries (403).', false],
  ])(
    // The words of each status come with the chunk: those a person acts on are kept here.
    'a %i keeps its status and retry policy, and a message by status alone',
    async (status, message, retryable) => {
      const error = await answeredWith(status);
      expect(error.kind).toBe('http');
      expect(error.status).toBe(status);
      expect(error.message).toBe(message);
      expect(error.statusText).toBe('');
      expect(error).not.toHaveProperty('body');
      expect(error.retryable).toBe(retryable);
      expect(shouldRetryDeliveries(0, error)).toBe(retryable);
      expectNoServerText(error);
    },
  );

  it('a 429 still reads Retry-After', async () => {
    const error = await answeredWith(429, { 'Retry-After': '30' });
    expect(error.message).toBe('The deliveries server answered 429.');
    expect(error.retryAfterMs).toBe(30_000);
    expect(error.retryable).toBe(true);
    expectNoServerText(error);
  });

  it("a 429's Retry-After as a date is left to the chunk: the wait is not guessed", async () => {
    const inTwoMinutes = new Date(Date.now() + 120_000).toUTCString();
    const error = await answeredWith(429, { 'Retry-After': inTwoMinutes });
    expect(error.message).toBe('The deliveries server answered 429.');
    expect(error.retryAfterMs).toBeUndefined();
    expect(error.retryable).toBe(true);
    expectNoServerText(error);
  });

  it.each<[string, Partial<DeliveriesClientOptions>, string, string]>([
    [
      'a network error',
      { fetch: () => Promise.reject(new TypeError(`fetch failed for ${headers.Authorization}`)) },
      'network',
      'Could not reach the deliveries server. Check your connection.',
    ],
    [
      'a timeout',
      {
        timeoutMs: 20,
        fetch: (_input, init) =>
          new Promise((_resolve, reject) => {
            init?.signal?.addEventListener('abort', () => reject(new Error(`gave up on ${token}`)));
          }),
      },
      'timeout',
      'The deliveries server did not answer within 20 ms.',
    ],
  ])(
    '%s keeps its kind and message, and no cause, which could quote what was sent',
    async (_name, options, kind, message) => {
      const error = await apiError(
        createDeliveriesClient({
          baseUrl: 'https://deliveries.test',
          headers,
          ...options,
        }).queryDeliveries(request),
      );
      expect(error.kind).toBe(kind);
      expect(error.message).toBe(message);
      expect(error.cause).toBeUndefined();
      expectNoSecret(error, [token]);
    },
  );

  it('a broken answer is still an invalid-response error, without the items named', async () => {
    const error = await apiError(
      createDeliveriesClient({
        baseUrl: 'https://deliveries.test',
        fetch: async () => Response.json([{ code: 'D-1' }]),
      }).queryDeliveries(request),
    );
    expect(error.kind).toBe('invalid-response');
    expect(error.message).toBe('The server sent deliveries in an unexpected shape.');
    expect(error).not.toHaveProperty('issues');
    expect(error.retryable).toBe(false);
  });
});

describe('when the chunk that words the host headers’ faults cannot load', () => {
  it.each([
    ['a headers() that throws', () => Promise.reject(new Error(`expired ${token}`))],
    ['a value fetch cannot send', { Authorization: `Bearer ${token}\u0100` }],
  ])('%s still fails with kind headers, saying so without the words', async (_, given) => {
    const error = await apiError(
      createDeliveriesClient({
        baseUrl: 'https://deliveries.test',
        headers: given as DeliveriesClientOptions['headers'],
      }).queryDeliveries(request),
    );
    expect(error.kind).toBe('headers');
    expect(error.message).toBe('Could not prepare the request headers.');
    expect(shouldRetryDeliveries(0, error)).toBe(false);
    expectNoSecret(error, [token]);
  });
});
