import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { createDeliveriesClient } from '@src/api/client';
import type { DeliveriesRequest } from '@src/api/types';
import { startLocalServer, type LocalServer } from './localServer';
import { apiError, expectNoSecret, loggableTexts } from './secretFree';

const request: DeliveriesRequest = { pageNumber: 1, pageSize: 25, quickSearch: '' };

let server: LocalServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** The error of a call sent with `headers`, answered by a real server with a 400 and `body`. */
async function echoed(headers: Record<string, string>, body: string, contentType = 'text/html') {
  server = await startLocalServer((incoming, response) => {
    incoming.resume();
    incoming.on('end', () => {
      response.writeHead(400, 'Bad Request', { 'Content-Type': `${contentType}; charset=utf-8` });
      response.end(body);
    });
  });
  return apiError(
    createDeliveriesClient({ baseUrl: server.origin, headers }).queryDeliveries(request),
  );
}

/** A JSON error body `{ message }`. */
const said = (message: string) => JSON.stringify({ message });

/** `Basic` credentials as RFC 7617 sends them with charset="UTF-8". */
const basic = (user: string, password: string) =>
  `Basic ${btoa(String.fromCharCode(...new TextEncoder().encode(`${user}:${password}`)))}`;

describe('credentials the server echoes back', () => {
  it('hides a Basic user and password sent as UTF-8', async () => {
    const error = await echoed(
      { Authorization: basic('jürgen', 'pässwort-Geheim') },
      said('wrong password pässwort-Geheim for jürgen'),
      'application/json',
    );
    expectNoSecret(error, ['pässwort-Geheim', 'jürgen']);
    expect(error.body).toEqual({ message: 'wrong password [redacted] for [redacted]' });
  });

  it.each(['ab:cd:ef', 'Sup3r:S3cret'])(
    'hides a Basic password holding ":" (%s) whole',
    async (password) => {
      const error = await echoed(
        { Authorization: basic('alice', password) },
        said(`wrong password ${password}`),
        'application/json',
      );
      expectNoSecret(error, [password]);
      expect(error.body).toEqual({ message: 'wrong password [redacted]' });
    },
  );

  it.each([
    ['percent-decoded', 'connect.sid=s%3AQx9vT2kLm8Pz.Hs7dF3kq', 's:Qx9vT2kLm8Pz.Hs7dF3kq'],
    ['without its quotes', 'sid="Qx9vT2kLm8Pz"', 'Qx9vT2kLm8Pz'],
  ])('hides a cookie value echoed %s', async (_name, cookie, shown) => {
    const error = await echoed(
      { Cookie: cookie },
      said(`session ${shown} expired`),
      'application/json',
    );
    expectNoSecret(error, [shown]);
    expect(error.body).toEqual({ message: 'session [redacted] expired' });
  });

  it.each([
    ['&amp;', 'tok&SECRET'],
    ['&quot;', 'tok"SECRET'],
    ['&sol;', 'tok/SECRET'],
    ['&lt;', 'tok<SECRET'],
    ['&gt;', 'tok>SECRET'],
    ['&apos;', "tok'SECRET"],
  ])('hides a token echoed in HTML with %s', async (reference, token) => {
    const error = await echoed(
      { Authorization: `Bearer ${token}` },
      `<p>bad ${token.replace(/[&"/<>']/, reference)}</p>`,
    );
    expectNoSecret(error, [token]);
    for (const text of loggableTexts(error)) expect(text).not.toContain('SECRET');
    expect(error.body).toBe('bad [redacted]');
  });

  it.each([
    ['in fullwidth letters', { Authorization: 'Bearer tokSECRET42' }, 'ｔｏｋＳＥＣＲＥＴ４２'],
    [
      'with decomposed accents',
      { Authorization: basic('jürgen', 'pässwort-Geheim') },
      'pa\u0308sswort-Geheim',
    ],
    ['as percent-escaped UTF-8', { 'X-Key': 'k\xe9y-geheim' }, 'k%C3%A9y-geheim'],
    ['percent-encoded twice', { Authorization: 'Bearer tok/SECRET99' }, 'tok%252FSECRET99'],
  ])('hides a value echoed %s', async (_name, headers, echo) => {
    const error = await echoed(headers, said(`bad ${echo}`), 'application/json');
    for (const text of loggableTexts(error)) expect(text).not.toContain(echo);
    expect(error.body).toEqual({ message: 'bad [redacted]' });
  });

  it('hides each part of a JWT echoed alone', async () => {
    const signature = 'SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c';
    const claims = 'eyJzdWIiOiIxMjM0NTY3ODkwIn0';
    const jwt = `eyJhbGciOiJIUzI1NiJ9.${claims}.${signature}`;
    const error = await echoed(
      { Authorization: `Bearer ${jwt}` },
      said(`bad signature ${signature} for ${claims}`),
      'application/json',
    );
    expectNoSecret(error, [signature, claims]);
    expect(error.body).toEqual({ message: 'bad signature [redacted] for [redacted]' });
  });

  it('hides every part of two values the server echoes overlapping', async () => {
    const error = await echoed(
      { 'X-A': 'abcdWXYZ', 'X-B': 'WXYZefgh12' },
      said('key abcdWXYZefgh12 refused'),
      'application/json',
    );
    expectNoSecret(error, ['abcdWXYZ', 'WXYZefgh12', 'efgh12']);
    expect(error.body).toEqual({ message: 'key [redacted] refused' });
  });

  it('hides a token echoed in base64url', async () => {
    const token = 'tok?>?>?>ab';
    const echo = btoa(token).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
    const error = await echoed(
      { Authorization: `Bearer ${token}` },
      said(`echo ${echo}`),
      'application/json',
    );
    expect(echo).toMatch(/[-_]/);
    for (const text of loggableTexts(error)) expect(text).not.toContain(echo);
    expect(error.body).toEqual({ message: 'echo [redacted]' });
  });

  it('keeps cookie names, ordinary words, readable', async () => {
    const error = await echoed(
      { Cookie: 'session=abc123xyz; theme=midnight' },
      said('Your session has expired (abc123xyz)'),
      'application/json',
    );
    expectNoSecret(error, ['abc123xyz']);
    expect(error.body).toEqual({ message: 'Your session has expired ([redacted])' });
    expect(error.message).toContain('Your session has expired');
  });
});

/** Cookie names (tokens) and values (cookie-octets, maybe quoted), 6 to 12 characters. */
const cookieName = fc.string({
  unit: fc.constantFrom(...'sessionidtheme_-'),
  minLength: 6,
  maxLength: 12,
});
const cookieValue = fc.string({
  unit: fc.constantFrom(...'abcXYZ0189-_.~+/:%'),
  minLength: 6,
  maxLength: 12,
});

describe('cookies, for any names and values', () => {
  it('hides every value, echoed as sent, and keeps every name readable', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(fc.tuple(cookieName, cookieValue, fc.boolean()), {
          minLength: 1,
          maxLength: 3,
          selector: ([name]) => name,
        }),
        async (cookies) => {
          const values = cookies.map(([, value]) => value);
          const names = cookies
            .map(([name]) => name)
            .filter((name) => !values.some((value) => value.includes(name)));
          const text = cookies.map(([name, value]) => `${name} is ${value}`).join(', ');
          const echoingFetch: typeof fetch = async () =>
            new Response(JSON.stringify({ message: text }), {
              status: 400,
              headers: { 'Content-Type': 'application/json' },
            });
          const error = await apiError(
            createDeliveriesClient({
              baseUrl: 'https://deliveries.test',
              fetch: echoingFetch,
              headers: {
                Cookie: cookies
                  .map(([name, value, quoted]) => `${name}=${quoted ? `"${value}"` : value}`)
                  .join('; '),
              },
            }).queryDeliveries(request),
          );
          expectNoSecret(error, values);
          for (const name of names) expect(error.message).toContain(`${name} is`);
        },
      ),
      { numRuns: 100, seed: 22_07 },
    );
  });
});
