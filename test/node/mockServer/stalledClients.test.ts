import { Buffer } from 'node:buffer';
import { describe, expect, it } from 'vitest';
import { createMockServer, type MockServerOptions } from '@src/mocks/server';
import { openConnection, postPage, readUntilClosed } from './rawHttp';

/** A `POST /api/deliveries` of `pageSize` rows, its JSON body padded with `padding` spaces. */
const post = (pageSize: number, padding = 0) => {
  const body = JSON.stringify({ pageNumber: 1, pageSize, quickSearch: '' }) + ' '.repeat(padding);
  return (
    'POST /api/deliveries HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
    `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`
  );
};

async function withServer(options: MockServerOptions, run: (url: string) => Promise<void>) {
  const server = await createMockServer({ port: 0, ...options });
  try {
    await run(server.url);
  } finally {
    await server.close();
  }
}

describe('the mock server and a client that never reads its answers', () => {
  it('destroys the stalled connection soon after idleTimeoutMs, and serves the next client', async () => {
    // One slot: the stalled client holds it until the server lets go.
    await withServer({ count: 3000, idleTimeoutMs: 200, maxConnections: 1 }, async (url) => {
      const socket = await openConnection(url);
      socket.pause();
      // Answers of 1,000 rows fill the socket buffers both ways; the padded requests then wait
      // unread behind them, so the client's own write never completes until the server lets go.
      const request = post(1000, 60_000);
      const started = performance.now();
      socket.write(request.repeat(200));
      await new Promise((resolve) => socket.once('close', resolve));
      // Due at 200 ms of no progress, at most twice that, after answers that fill the buffers
      // (0.5 s in all idle, 1.3 s busy): 5 s allows for that and tells it from the 10 s default.
      expect(performance.now() - started).toBeLessThan(5_000);
      expect((await postPage(url)).status).toBe(200);
    });
  });

  it('waits out latencyMs beyond idleTimeoutMs: a slow answer is not a stalled client', async () => {
    await withServer({ count: 10, idleTimeoutMs: 50, latencyMs: 300 }, async (url) => {
      expect((await postPage(url)).status).toBe(200);
    });
  });

  it('still answers 408 to a body that stops coming, rather than just closing', async () => {
    const limits = { headersTimeoutMs: 100, requestTimeoutMs: 300, idleTimeoutMs: 50 };
    await withServer({ count: 10, ...limits }, async (url) => {
      const socket = await openConnection(url);
      socket.write(`${post(3).slice(0, -5)}`);
      expect((await readUntilClosed(socket)).status).toBe(408);
    });
  });

  it('still closes an idle keep-alive connection after keepAliveTimeoutMs', async () => {
    await withServer({ count: 10, idleTimeoutMs: 50, keepAliveTimeoutMs: 100 }, async (url) => {
      const socket = await openConnection(url);
      socket.write(post(3));
      expect((await readUntilClosed(socket)).status).toBe(200);
    });
  });
});
