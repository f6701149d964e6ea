import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createDeliveriesClient } from '@src/api/client';
import type { DeliveriesRequest } from '@src/api/types';
import { generateDeliveries } from '@src/mocks/generateDeliveries';
import { startLocalServer, type LocalServer } from './localServer';
import { apiError } from './secretFree';
import { warmServerText } from './warmServerText';

beforeAll(warmServerText);

const request: DeliveriesRequest = { pageNumber: 1, pageSize: 25, quickSearch: '' };
const megabyte = 1024 * 1024;

let server: LocalServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** A body of `total` bytes made on demand, counting how many were pulled by the reader. */
function meteredBody(head: string, fill: string, total: number) {
  const encoder = new TextEncoder();
  const chunk = encoder.encode(fill.repeat(Math.ceil(megabyte / fill.length)).slice(0, megabyte));
  const meter = { pulled: 0, cancelled: false };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      const next = meter.pulled === 0 ? encoder.encode(head) : chunk;
      meter.pulled += next.byteLength;
      controller.enqueue(next);
      if (meter.pulled >= total) controller.close();
    },
    cancel() {
      meter.cancelled = true;
    },
  });
  return { stream, meter };
}

describe('error bodies are read up to 64 KB', () => {
  it('keeps a 20 MB JSON error body out of memory and out of error.body', async () => {
    const total = 20 * megabyte;
    let written = 0;
    let finished = false;
    server = await startLocalServer((incoming, response) => {
      incoming.resume();
      response.writeHead(500, { 'Content-Type': 'application/json' });
      const piece = Buffer.from('x'.repeat(64 * 1024));
      response.write('{"message":"');
      // Writes as fast as the client reads; a client that stops reading stops the server.
      const pump = () => {
        while (written < total) {
          written += piece.byteLength;
          if (!response.write(piece)) return void response.once('drain', pump);
        }
        finished = true;
        response.end('"}');
      };
      pump();
    });
    const error = await apiError(
      createDeliveriesClient({ baseUrl: server.origin }).queryDeliveries(request),
    );
    expect(error.status).toBe(500);
    expect(error.message).toBe('The server could not answer (500 Internal Server Error).');
    // Cut at 64 KB, the JSON no longer parses: its text is kept, cut to 2,000 characters.
    expect(error.body).toBe(`{"message":"${'x'.repeat(2000 - 12)}`);
    await server.close();
    server = undefined;
    expect(finished).toBe(false);
    expect(written).toBeLessThan(total / 2);
  });

  it('bounds a parsed error body: strings, items, keys and depth', async () => {
    let deep: unknown = 'bottom';
    for (let level = 0; level < 2000; level += 1) deep = [deep];
    const body = {
      message: 'm'.repeat(30_000),
      items: Array.from({ length: 500 }, (_, i) => i),
      deep,
      ...Object.fromEntries(Array.from({ length: 300 }, (_, i) => [`k${i}`, i])),
    };
    const text = JSON.stringify(body);
    expect(text.length).toBeLessThan(64 * 1024);
    const answer = new Response(text, {
      status: 422,
      headers: { 'Content-Type': 'application/json' },
    });
    const error = await apiError(
      createDeliveriesClient({
        baseUrl: 'https://deliveries.test',
        fetch: async () => answer,
      }).queryDeliveries(request),
    );
    const kept = error.body as Record<string, unknown>;
    expect(kept.message).toBe(`${'m'.repeat(1999)}…`);
    expect(kept.items).toHaveLength(100);
    expect(Object.keys(kept)).toHaveLength(100);
    let depth = 0;
    for (let level: unknown = kept.deep; Array.isArray(level); level = level[0]) depth += 1;
    expect(depth).toBe(7);
    expect(JSON.stringify(error.body).length).toBeLessThan(5_000);
    expect(error.message).toBe(
      `The server refused the request (422 Unprocessable Content): ${'m'.repeat(299)}….`,
    );
  });
});

describe('a page answer is read up to 32 MB', () => {
  it('refuses a longer one as invalid-response, having read no more than the cap', async () => {
    const row = JSON.stringify(generateDeliveries(1)[0]);
    const { stream, meter } = meteredBody('[', `${row},`, 40 * megabyte);
    const answer = new Response(stream, { headers: { 'Content-Type': 'application/json' } });
    const error = await apiError(
      createDeliveriesClient({
        baseUrl: 'https://deliveries.test',
        fetch: async () => answer,
      }).queryDeliveries(request),
    );
    expect(error.kind).toBe('invalid-response');
    expect(error.message).toBe("The server's answer is larger than 32 MB, so it was not read.");
    expect(error.retryable).toBe(false);
    expect(meter.cancelled).toBe(true);
    expect(meter.pulled).toBeLessThanOrEqual(34 * megabyte);
  });
});
