import { Buffer } from 'node:buffer';
import { once } from 'node:events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMockServer, type MockServer } from '@src/mocks/server';
import { openConnection, postPage } from './rawHttp';

const post = (pageSize: number) => {
  const body = JSON.stringify({ pageNumber: 1, pageSize, quickSearch: '' });
  return (
    'POST /api/deliveries HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
    `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`
  );
};

/** Each answer on one connection, in the order it arrived, until the server closes it. */
async function answersOnOneConnection(baseUrl: string, bytes: string) {
  const socket = await openConnection(baseUrl);
  const chunks: Buffer[] = [];
  socket.on('data', (chunk: Buffer) => chunks.push(chunk));
  socket.write(bytes);
  await once(socket, 'close');
  const text = Buffer.concat(chunks).toString('latin1');
  // Each answer is a status line, headers, and a JSON body (a page, or `{ message }`).
  const answers = /HTTP\/1\.1 (\d{3}) [^]*?\r\n\r\n(\[[^]*?\]|\{[^]*?\})(?=HTTP|$)/g;
  return [...text.matchAll(answers)].map(([whole, status, body]) => ({
    status: Number(status),
    closes: /\r\nConnection: close\r\n/i.test(whole),
    body: JSON.parse(body ?? '') as unknown,
  }));
}

describe('valid requests pipelined ahead of garbage on one connection', () => {
  let server: MockServer;
  beforeAll(async () => {
    // The answers wait, so the garbage is read while the valid requests' answers are owed.
    server = await createMockServer({ port: 0, count: 20, latencyMs: 150 });
  });
  afterAll(() => server.close());

  it('one request: its own 200 comes first, then the connection closes', async () => {
    const answers = await answersOnOneConnection(server.url, `${post(2)}GARBAGE\r\n\r\n`);
    expect(answers.map(({ status, closes }) => [status, closes])).toEqual([[200, true]]);
    expect(answers[0]?.body).toHaveLength(2);
  });

  it('two requests: both 200s in order, then the connection closes', async () => {
    const answers = await answersOnOneConnection(server.url, `${post(2)}${post(3)}GARBAGE\r\n\r\n`);
    expect(answers.map(({ status, closes }) => [status, closes])).toEqual([
      [200, false],
      [200, true],
    ]);
    expect(answers.map(({ body }) => (body as unknown[]).length)).toEqual([2, 3]);
  });

  it('a request whose chunked body breaks behind it: the 200 first, then the connection closes', async () => {
    const broken =
      'POST /api/deliveries HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
      'Transfer-Encoding: chunked\r\n\r\nzz\r\n';
    const answers = await answersOnOneConnection(server.url, `${post(2)}${broken}`);
    expect(answers.map(({ status, closes }) => [status, closes])).toEqual([[200, true]]);
  });

  it('garbage alone still gets its 400, and the server goes on', async () => {
    const answers = await answersOnOneConnection(server.url, 'GARBAGE\r\n\r\n');
    expect(answers).toEqual([
      { status: 400, closes: true, body: { message: 'The request is not valid HTTP/1.1.' } },
    ]);
    expect((await postPage(server.url)).status).toBe(200);
  });
});
