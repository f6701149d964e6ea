import type { ServerResponse } from 'node:http';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createDeliveriesClient, type DeliveriesClientOptions } from '@src/api/client';
import type { DeliveriesRequest } from '@src/api/types';
import { startLocalServer, type LocalServer } from './localServer';
import { apiError, expectNoSecret, loggableTexts } from './secretFree';
import { warmServerText } from './warmServerText';

beforeAll(warmServerText);

const token = 'tok-e5a91f0c37b2d8';
const request: DeliveriesRequest = { pageNumber: 1, pageSize: 25, quickSearch: '' };

let server: LocalServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** A real server on 127.0.0.1 that answers every request with `answer` (which sees the headers sent). */
async function queryAgainst(
  answer: (
    response: ServerResponse,
    headers: Record<string, string | string[] | undefined>,
  ) => void,
  options: Partial<DeliveriesClientOptions>,
) {
  server = await startLocalServer((incoming, response) => {
    incoming.resume();
    incoming.on('end', () => answer(response, incoming.headers));
  });
  return apiError(
    createDeliveriesClient({ baseUrl: server.origin, ...options }).queryDeliveries(request),
  );
}

function reply(response: ServerResponse, status: number, statusMessage: string, body = '') {
  response.writeHead(status, statusMessage, { 'Content-Type': 'application/json' });
  response.end(body);
}

describe('a reason phrase (statusText) from the server', () => {
  it('is redacted in statusText and message when it echoes the token', async () => {
    const error = await queryAgainst(
      (response) => reply(response, 500, `Bearer ${token} rejected`),
      { headers: { Authorization: `Bearer ${token}` } },
    );
    expect(error.statusText).toBe('[redacted] rejected');
    expect(error.message).toBe('The server could not answer (500 [redacted] rejected).');
    expectNoSecret(error, [token]);
  });

  it('is cut to 100 characters, and so is the message built from it', async () => {
    const error = await queryAgainst((response) => reply(response, 502, 'x'.repeat(20_000)), {});
    expect(error.statusText).toBe(`${'x'.repeat(99)}…`);
    expect(error.message).toBe(`The server could not answer (502 ${'x'.repeat(99)}…).`);
  });
});

describe('every piece of every header value is kept out of the error', () => {
  it.each<
    [
      string,
      HeadersInit,
      (headers: Record<string, string | string[] | undefined>) => string,
      string[],
    ]
  >([
    [
      'a header given twice (joined "a, b")',
      [
        ['X-Api-Key', 'key-a1b2c3d4e5'],
        ['X-Api-Key', 'key-f6a7b8c9d0'],
      ],
      () => 'key-a1b2c3d4e5 then key-f6a7b8c9d0',
      ['key-a1b2c3d4e5', 'key-f6a7b8c9d0'],
    ],
    [
      'a cookie piece',
      { Cookie: 'sid=abc123xyz; theme=dark' },
      () => 'session abc123xyz unknown',
      ['abc123xyz'],
    ],
    [
      'a token echoed in another letter case',
      { Authorization: `Bearer ${token}` },
      () => token.toUpperCase(),
      [token],
    ],
    [
      'the password inside a Basic credential',
      { Authorization: `Basic ${btoa('svc-user:pw-7f3e9a2c')}` },
      () => 'wrong password pw-7f3e9a2c for svc-user',
      ['pw-7f3e9a2c', 'svc-user', btoa('svc-user:pw-7f3e9a2c')],
    ],
    [
      'the request headers echoed back whole',
      { Authorization: `Bearer ${token}`, 'X-Tenant': 'northwind-42' },
      (headers) => JSON.stringify(headers),
      [token, 'northwind-42'],
    ],
  ])('%s', async (_name, headers, echo, secrets) => {
    const error = await queryAgainst(
      (response, sent) =>
        reply(
          response,
          400,
          echo(sent)
            .replace(/[^\t\x20-\x7e]/g, ' ')
            .slice(0, 200),
          JSON.stringify({ message: echo(sent), [echo(sent)]: [{ detail: echo(sent) }] }),
        ),
      { headers },
    );
    expect(error.kind).toBe('http');
    expect(error.status).toBe(400);
    expect(loggableTexts(error).join(' ')).toContain('[redacted]');
    expectNoSecret(error, secrets);
  });
});

describe('causes that quote what was sent or received', () => {
  it("keeps only the position of a JSON syntax error, whose excerpt may hold a token's start", async () => {
    const error = await queryAgainst(
      (response) => reply(response, 200, 'OK', `Bearer ${token} is not a page`),
      { headers: { Authorization: `Bearer ${token}` } },
    );
    expect(error.kind).toBe('invalid-response');
    expect(error.message).toBe("The server's answer is not valid JSON.");
    expect(error.cause).toBeInstanceOf(Error);
    expect((error.cause as Error).name).toBe('SyntaxError');
    expect((error.cause as Error).message).toMatch(/^Not valid JSON( at position \d+)?\.$/);
    expectNoSecret(error, [token, token.slice(0, 6)]);
  });

  it("a host fetch's network error naming the token is kept redacted", async () => {
    const failingFetch: typeof fetch = async (_input, init) => {
      const sent = new Headers(init?.headers).get('Authorization');
      throw new TypeError('fetch failed', { cause: new Error(`proxy refused ${sent}`) });
    };
    const error = await apiError(
      createDeliveriesClient({
        baseUrl: 'https://deliveries.test',
        fetch: failingFetch,
        headers: { Authorization: `Bearer ${token}` },
      }).queryDeliveries(request),
    );
    expect(error.kind).toBe('network');
    expect(error.cause).toBeInstanceOf(TypeError);
    expect(((error.cause as Error).cause as Error).message).toBe('proxy refused [redacted]');
    expectNoSecret(error, [token]);
  });
});
