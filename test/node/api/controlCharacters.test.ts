import { createServer, type Server } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createDeliveriesClient } from '@src/api/client';
import type { DeliveriesRequest } from '@src/api/types';
import { apiError } from './secretFree';
import { warmServerText } from './warmServerText';

beforeAll(warmServerText);

const request: DeliveriesRequest = { pageNumber: 1, pageSize: 25, quickSearch: '' };
// What may restyle a terminal (ESC, CSI), ring it (BEL), or reorder or hide text (bidi, ZWSP).
const invisible = /[\p{Cc}\u200b-\u200f\u202a-\u202e\u2066-\u2069]/u;

let server: Server | undefined;
afterEach(() => {
  server?.close();
  server = undefined;
});

/** A raw TCP server on 127.0.0.1 that answers with `bytes`, which node:http would refuse to send. */
async function answerWith(bytes: Buffer) {
  server = createServer((socket) => {
    socket.on('error', () => undefined);
    socket.once('data', () => socket.end(bytes));
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return apiError(
    createDeliveriesClient({ baseUrl: `http://127.0.0.1:${port}` }).queryDeliveries(request),
  );
}

function answer(statusLine: string, body = '', contentType = 'application/json') {
  const bytes = Buffer.from(body);
  return Buffer.concat([
    Buffer.from(
      `HTTP/1.1 ${statusLine}\r\nContent-Type: ${contentType}\r\nContent-Length: ${bytes.length}\r\nConnection: close\r\n\r\n`,
      'latin1',
    ),
    bytes,
  ]);
}

describe('control characters from the server', () => {
  it('never reach statusText or the message from the reason phrase', async () => {
    const error = await answerWith(answer('400 Bad\x1b[31mRed\x07'));
    expect(error.statusText).toBe('Bad [31mRed');
    expect(error.message).toBe('The server refused the request (400 Bad [31mRed).');
  });

  it('never reach the message from a JSON message, which the body keeps as data', async () => {
    const detail = 'Order \u202eDCBA\u202c is \x1b[1mlocked\x07\r\nINFO forged line';
    const error = await answerWith(answer('409 Conflict', JSON.stringify({ message: detail })));
    expect(error.message).toBe(
      'The server refused the request (409 Conflict): Order DCBA is [1mlocked INFO forged line.',
    );
    expect(error.message).not.toMatch(invisible);
    expect(error.body).toEqual({ message: detail });
  });

  it('are dropped from a reason phrase sent as UTF-8 bidi overrides', async () => {
    const statusLine = Buffer.concat([Buffer.from('400 a'), Buffer.from('\u202e\u2066b')]);
    const error = await answerWith(answer(statusLine.toString('latin1')));
    expect(error.status).toBe(400);
    expect(error.statusText).toBe('ab');
    expect(error.message).not.toMatch(invisible);
  });
});
