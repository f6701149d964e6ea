import { afterEach, describe, expect, it } from 'vitest';
import { createDeliveriesClient } from '@src/api/client';
import type { DeliveriesRequest } from '@src/api/types';
import { startLocalServer, type LocalServer } from './localServer';
import { apiError, expectNoSecret, loggableTexts } from './secretFree';

const token = 'tok/3f+9a1c';
const request: DeliveriesRequest = { pageNumber: 1, pageSize: 25, quickSearch: '' };

let server: LocalServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** The error of a call sent with the token, answered by a real server with `body`. */
async function echoed(body: string, contentType: string) {
  server = await startLocalServer((incoming, response) => {
    incoming.resume();
    incoming.on('end', () => {
      response.writeHead(400, 'Bad Request', { 'Content-Type': contentType });
      response.end(body);
    });
  });
  return apiError(
    createDeliveriesClient({
      baseUrl: server.origin,
      headers: { Authorization: `Bearer ${token}` },
    }).queryDeliveries(request),
  );
}

const json = 'application/json';

describe('a token the server echoes in another spelling', () => {
  it.each<[string, string, string, string]>([
    [
      'percent-encoded',
      JSON.stringify({ message: `bad ${encodeURIComponent(token)}` }),
      json,
      encodeURIComponent(token),
    ],
    [
      'JSON \\u-escaped in a cut-off body',
      '{"message":"\\u0074ok/3f+9a1c"',
      json,
      '\\u0074ok/3f+9a1c',
    ],
    ['JSON \\/-escaped in a cut-off body', '{"message":"tok\\/3f+9a1c"', json, 'tok\\/3f+9a1c'],
    [
      'as HTML character references',
      '<p>tok&#x2F;3f&#43;9a1c</p>',
      'text/html',
      'tok&#x2F;3f&#43;9a1c',
    ],
    [
      'in base64',
      JSON.stringify({ message: `bad ${btoa(token)}` }),
      json,
      btoa(token).replace(/=+$/, ''),
    ],
    ['split by a tag', JSON.stringify({ message: 'tok/3f<b></b>+9a1c' }), json, 'tok/3f'],
    [
      'split by an invisible character',
      JSON.stringify({ message: 'tok/3f\u200b+9a1c' }),
      json,
      'tok/3f',
    ],
  ])('%s is redacted everywhere', async (_name, body, contentType, spelled) => {
    const error = await echoed(body, contentType);
    expectNoSecret(error, [token]);
    for (const text of loggableTexts(error)) expect(text).not.toContain(spelled);
    expect(JSON.stringify(error.body)).toContain('[redacted]');
  });

  it('leaves the rest of the message readable', async () => {
    const error = await echoed(
      JSON.stringify({ message: `token ${encodeURIComponent(token)} expired` }),
      json,
    );
    expect(error.message).toBe(
      'The server refused the request (400 Bad Request): token [redacted] expired.',
    );
  });

  it('shows a message whose tags hid the token as one redacted text', async () => {
    const error = await echoed(JSON.stringify({ message: 'see tok/3f<b></b>+9a1c' }), json);
    expect(error.message).toBe('The server refused the request (400 Bad Request): see [redacted].');
  });
});
