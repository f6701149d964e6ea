import { once } from 'node:events';
import { describe, expect, it } from 'vitest';
import { createMockServer, type MockServerOptions } from '@src/mocks/server';
import { openConnection, postPage, readUntilClosed } from './rawHttp';

async function withServer(
  options: MockServerOptions,
  run: (url: string) => Promise<void>,
): Promise<void> {
  const server = await createMockServer({ port: 0, count: 10, ...options });
  try {
    await run(server.url);
  } finally {
    await server.close();
  }
}

const head =
  'POST /api/deliveries HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n';

describe('the mock server cuts off slow clients', () => {
  it('answers 408 and closes when the headers never end (slow loris)', async () => {
    await withServer({ headersTimeoutMs: 200 }, async (url) => {
      const socket = await openConnection(url);
      const started = performance.now();
      socket.write(head);
      const answer = await readUntilClosed(socket);
      expect(answer.status).toBe(408);
      expect(JSON.parse(answer.body)).toEqual({
        message: 'The request was not sent in time; the connection is closed.',
      });
      // Due at 200 ms, checked every 100 ms; 5 s leaves a busy machine room and still tells it
      // from the 10 s default (and Node's own 60 s + 30 s).
      expect(performance.now() - started).toBeLessThan(5_000);
      expect((await postPage(url)).status).toBe(200);
    });
  });

  it('closes a connection that sends nothing at all', async () => {
    await withServer({ headersTimeoutMs: 200 }, async (url) => {
      const answer = await readUntilClosed(await openConnection(url));
      expect(answer.status).toBe(408);
    });
  });

  it('answers 408 when the body never ends', async () => {
    await withServer({ headersTimeoutMs: 100, requestTimeoutMs: 300 }, async (url) => {
      const socket = await openConnection(url);
      socket.write(`${head}Content-Length: 100\r\n\r\n{"pageNumber":`);
      const answer = await readUntilClosed(socket);
      expect(answer.status).toBe(408);
      expect((await postPage(url)).status).toBe(200);
    });
  });
});

describe('the connection cap', () => {
  it('closes connections beyond maxConnections unanswered, and takes new ones once others close', async () => {
    await withServer({ maxConnections: 2 }, async (url) => {
      const held = [await openConnection(url), await openConnection(url)];
      const third = await openConnection(url);
      third.write(`${head}Content-Length: 0\r\nConnection: close\r\n\r\n`);
      expect((await readUntilClosed(third)).status).toBeUndefined();

      // A held connection that asks for a page is answered, and closed as it asked.
      const [first] = held;
      const page = '{"pageNumber":1,"pageSize":2,"quickSearch":""}';
      first?.write(`${head}Content-Length: ${page.length}\r\nConnection: close\r\n\r\n${page}`);
      if (first !== undefined) expect((await readUntilClosed(first)).status).toBe(200);
      for (const socket of held) socket.destroy();
      await Promise.all(held.map((socket) => (socket.closed ? undefined : once(socket, 'close'))));
      // The server sees the close a moment after the client: ask until it has.
      await expect.poll(async () => (await postPage(url).catch(() => undefined))?.status).toBe(200);
    });
  });
});

describe('limits given as options', () => {
  it.each<[MockServerOptions, string]>([
    [{ maxConnections: 0 }, 'maxConnections must be a positive whole number, got 0.'],
    [{ headersTimeoutMs: 1.5 }, 'headersTimeoutMs must be a positive whole number, got 1.5.'],
    [
      { headersTimeoutMs: 5_000, requestTimeoutMs: 1_000 },
      'headersTimeoutMs (5000) must not exceed requestTimeoutMs (1000).',
    ],
  ])('refuses %j', async (options, message) => {
    await expect(createMockServer({ port: 0, ...options })).rejects.toThrow(message);
  });

  it('cuts a slow body at a request timeout shorter than the default headers timeout', async () => {
    await withServer({ requestTimeoutMs: 300 }, async (url) => {
      const socket = await openConnection(url);
      socket.write(`${head}Content-Length: 100\r\n\r\n{"pageNumber":`);
      expect((await readUntilClosed(socket)).status).toBe(408);
    });
  });
});
