import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createDeliveriesClient } from '@src/api/client';
import { redactCredentialShapes } from '@src/api/credentialShapes';
import type { DeliveriesRequest } from '@src/api/types';
import { startLocalServer, type LocalServer } from './localServer';
import { apiError, expectNoSecret } from './secretFree';
import { warmServerText } from './warmServerText';

beforeAll(warmServerText);

const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJvcHMtNDIifQ.c2lnbmF0dXJlLWJ5dGVz';
const basic = btoa('ops:hunter2-pallets');
const request: DeliveriesRequest = { pageNumber: 1, pageSize: 25, quickSearch: '' };

let server: LocalServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe("a credential the host's own fetch added, echoed by the server", () => {
  it.each([
    ['a Bearer JWT', `Bearer ${jwt}`, [jwt, jwt.split('.')[1]!]],
    ['a Basic credential', `Basic ${basic}`, [basic]],
  ])('%s is blanked in the message, reason phrase and body', async (_name, credential, secrets) => {
    // The server says back what it got, in the reason phrase and in the body's message.
    server = await startLocalServer((incoming, response) => {
      incoming.resume();
      incoming.on('end', () => {
        const sent = String(incoming.headers.authorization);
        response.writeHead(400, `Rejected ${sent}`, { 'Content-Type': 'application/json' });
        response.end(JSON.stringify({ message: `Credentials ${sent} expired`, token: sent }));
      });
    });
    // The client never sees the header: the host's fetch adds it.
    const authFetch: typeof fetch = (input, init) => {
      const headers = new Headers(init?.headers);
      headers.set('Authorization', credential);
      return fetch(input, { ...init, headers });
    };
    const error = await apiError(
      createDeliveriesClient({ baseUrl: server.origin, fetch: authFetch }).queryDeliveries(request),
    );
    expect(error.status).toBe(400);
    expect(error.message).toContain('Credentials');
    expect(error.message).toContain('[redacted] expired');
    expectNoSecret(error, secrets);
  });
});

describe('what is shaped like a credential', () => {
  it.each([
    ['Rejected Bearer 9f2c41d07be3aa81c0de', 'Rejected Bearer [redacted]'],
    [`token=${jwt};`, 'token=[redacted];'],
    ['Authorization: Token 0123abcd4567ef89', 'Authorization: Token [redacted]'],
    ['{"token":"9f2c41d07be3aa81"}', '{"token":"[redacted]"}'],
    [
      'GET /deliveries?access_token=9f2c41d07be3aa81 refused',
      'GET /deliveries?access_token=[redacted] refused',
    ],
    ['X-Api-Key: 9f2c41d07be3aa81 is unknown', 'X-Api-Key: [redacted] is unknown'],
    ['password=hunter2 rejected', 'password=[redacted] rejected'],
    [`Basic ${basic} refused`, 'Basic [redacted] refused'],
    // Letters only, no padding: base64 of "user:pass".
    ['Rejected Basic dXNlcjpwYXNz', 'Rejected Basic [redacted]'],
    [
      'Bad Digest username="ops", nonce="dcd98b7102dd2f0e8b11d0f6", response="6629fae49393a053"',
      'Bad Digest username="ops", nonce="[redacted]", response="[redacted]"',
    ],
  ])('%j reads %j', (text, shown) => {
    expect(redactCredentialShapes(text)).toBe(shown);
  });

  it.each([
    'Token required for tenant Łódź Meble',
    'Basic information is missing: pageSize must be at most 1000',
    'The bearer of DLV-2026-004827 is not known',
    'eyes only',
    'Missing Bearer token/API key.',
    'Basic auth/SSO is not enabled for this tenant.',
    'Token expired for tenant Acme2',
    'Basic plan allows 2500 deliveries',
    'Token expiresAt must be in the future',
    'Token v2.1.0-beta is no longer accepted',
    'Basic customerId 42 is not on your plan',
    'Bearer tokenType must be access',
    'token: required',
  ])('leaves words be: %j', (text) => {
    expect(redactCredentialShapes(text)).toBe(text);
  });
});
