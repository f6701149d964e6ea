import { Buffer } from 'node:buffer';
import { once } from 'node:events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateDeliveries } from '@src/mocks';
import { createMockServer, type MockServer } from '@src/mocks/server';
import { openConnection, postPage, sendRaw } from './rawHttp';

const close = 'Host: 127.0.0.1\r\nConnection: close\r\n';
const json = `${close}Content-Type: application/json\r\n`;
const body = (text: string | Buffer, extra = ''): Buffer => {
  const bytes = Buffer.from(text);
  return Buffer.concat([Buffer.from(`Content-Length: ${bytes.length}\r\n${extra}\r\n`), bytes]);
};
const request = (line: string, headers: string, rest: string | Buffer = '\r\n'): Buffer =>
  Buffer.concat([Buffer.from(`${line}\r\n${headers}`), Buffer.from(rest)]);
const overCap = 'x'.repeat(1_048_577);

describe('the mock server answers every malformed request and stays up', () => {
  let server: MockServer;
  beforeAll(async () => {
    server = await createMockServer({ port: 0, count: 20 });
  });
  afterAll(() => server.close());

  it.each<[string, Buffer, number, string | undefined]>([
    [
      'a target that reads as a broken host (//[)',
      request('OPTIONS //[ HTTP/1.1', close),
      404,
      undefined,
    ],
    [
      'an absolute URL with a bad port',
      request('POST http://a:b/api/deliveries HTTP/1.1', json, body('{}')),
      400,
      'The request target is not a valid URL.',
    ],
    [
      'an absolute URL with a broken IPv6 host',
      request('POST http://[::1/api/deliveries HTTP/1.1', json, body('{}')),
      400,
      'The request target is not a valid URL.',
    ],
    [
      'an absolute URL of another scheme',
      request('POST ftp://x/api/deliveries HTTP/1.1', json, body('{}')),
      400,
      'An absolute request target must be an http(s) URL.',
    ],
    [
      'GET with the * target',
      request('GET * HTTP/1.1', close),
      400,
      'Only OPTIONS may have "*" as its target.',
    ],
    [
      'CONNECT',
      request('CONNECT example.com:443 HTTP/1.1', 'Host: example.com:443\r\n'),
      405,
      'CONNECT is not allowed; this server answers POST /api/deliveries.',
    ],
    [
      'a request line that is not HTTP',
      request('GARBAGE', ''),
      400,
      'The request is not valid HTTP/1.1.',
    ],
    [
      'headers over 16 KiB',
      request('POST /api/deliveries HTTP/1.1', `${json}X-Pad: ${'a'.repeat(17_000)}\r\n`),
      431,
      'The request line and headers must be at most 16384 bytes.',
    ],
    [
      'Content-Length and Transfer-Encoding together',
      request(
        'POST /api/deliveries HTTP/1.1',
        `${json}Content-Length: 5\r\nTransfer-Encoding: chunked\r\n`,
        '\r\n0\r\n\r\n',
      ),
      400,
      'The request is not valid HTTP/1.1.',
    ],
    [
      'a broken chunk',
      request(
        'POST /api/deliveries HTTP/1.1',
        `${json}Transfer-Encoding: chunked\r\n`,
        '\r\nzz\r\n',
      ),
      400,
      'The request is not valid HTTP/1.1.',
    ],
    [
      'a declared body over 1 MiB',
      request('POST /api/deliveries HTTP/1.1', `${json}Content-Length: 5000000\r\n`),
      413,
      'The body must be at most 1048576 bytes.',
    ],
    [
      'a streamed body over 1 MiB',
      request(
        'POST /api/deliveries HTTP/1.1',
        `${json}Transfer-Encoding: chunked\r\n`,
        `\r\n${overCap.length.toString(16)}\r\n${overCap}\r\n0\r\n\r\n`,
      ),
      413,
      'The body must be at most 1048576 bytes.',
    ],
    [
      'a body that is not UTF-8',
      request(
        'POST /api/deliveries HTTP/1.1',
        json,
        body(
          Buffer.from([
            ...Buffer.from('{"pageNumber":1,"pageSize":3,"quickSearch":"'),
            0xff,
            ...Buffer.from('"}'),
          ]),
        ),
      ),
      400,
      'The body is not valid UTF-8.',
    ],
  ])('%s: %i, then a valid POST still works', async (_name, bytes, status, message) => {
    const answer = await sendRaw(server.url, bytes);
    expect(answer.status).toBe(status);
    if (message !== undefined) expect(JSON.parse(answer.body)).toEqual({ message });
    expect((await postPage(server.url)).status).toBe(200);
  });

  it('reads an oversized body to its end, so the 413 arrives and the connection goes on', async () => {
    const page = JSON.stringify({ pageNumber: 1, pageSize: 2, quickSearch: '' });
    const socket = await openConnection(server.url);
    const chunked = `${overCap.length.toString(16)}\r\n${overCap}\r\n0\r\n\r\n`;
    const texts: string[] = [];
    socket.on('data', (chunk: Buffer) => texts.push(chunk.toString('latin1')));
    socket.write(
      `POST /api/deliveries HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n${chunked}`,
    );
    socket.write(request('POST /api/deliveries HTTP/1.1', json, body(page)));
    await once(socket, 'close');
    const statuses = [...texts.join('').matchAll(/HTTP\/1\.1 (\d{3}) /g)].map((match) => match[1]);
    expect(statuses).toEqual(['413', '200']);
  });

  it('answers OPTIONS * with what it allows', async () => {
    const answer = await sendRaw(server.url, request('OPTIONS * HTTP/1.1', close));
    expect(answer.status).toBe(204);
    expect(answer.headers.allow).toBe('POST, OPTIONS');
  });

  it('takes an absolute URL as a proxy sends it', async () => {
    const page = JSON.stringify({ pageNumber: 1, pageSize: 2, quickSearch: '' });
    const answer = await sendRaw(
      server.url,
      request('POST http://example.com/api/deliveries HTTP/1.1', json, body(page)),
    );
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toHaveLength(2);
  });

  it('forgets a client that goes away mid-body', async () => {
    const socket = await openConnection(server.url);
    const head =
      'POST /api/deliveries HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n';
    socket.write(`${head}Content-Length: 100\r\n\r\n{"page`);
    socket.destroy();
    await once(socket, 'close');
    expect((await postPage(server.url)).status).toBe(200);
  });
});

describe('a failure inside the handler', () => {
  it('is answered 500 with CORS, and the server goes on', async () => {
    const dataset = generateDeliveries(5);
    // A row that cannot be written as JSON: the failure happens after the reference logic, in the server.
    Object.assign(dataset[0] ?? {}, {
      toJSON(): never {
        throw new Error('secret detail');
      },
    });
    const server = await createMockServer({ port: 0, dataset });
    try {
      const failed = await postPage(server.url, { Origin: 'http://localhost:6006' });
      expect(failed.status).toBe(500);
      expect(failed.headers.get('access-control-allow-origin')).toBe('http://localhost:6006');
      expect(await failed.json()).toEqual({
        message: 'The mock server failed to answer this request.',
      });
      const missing = await fetch(`${server.url}/elsewhere`, { method: 'POST' });
      expect(missing.status).toBe(404);
    } finally {
      await server.close();
    }
  });
});
