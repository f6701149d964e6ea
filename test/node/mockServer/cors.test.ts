import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMockServer, type MockServer } from '@src/mocks/server';
import { postPage } from './rawHttp';

function preflight(baseUrl: string, origin: string): Promise<Response> {
  return fetch(`${baseUrl}/api/deliveries`, {
    method: 'OPTIONS',
    headers: {
      Origin: origin,
      'Access-Control-Request-Method': 'POST',
      'Access-Control-Request-Headers': 'content-type, x-tenant-id',
    },
  });
}

/** The CORS answer as a browser reads it: what decides whether `credentials: 'include'` works. */
function corsOf(response: Response) {
  return {
    origin: response.headers.get('access-control-allow-origin'),
    credentials: response.headers.get('access-control-allow-credentials'),
    vary: response.headers.get('vary'),
  };
}

const loopbackOrigins = [
  'http://localhost:6006',
  'https://localhost',
  'http://127.0.0.1:5173',
  'http://127.9.8.7:3000',
  'http://[::1]:8080',
];
const foreignOrigins = [
  'https://app.example.com',
  'http://localhost.evil.example',
  'http://127.0.0.1.evil.example',
  'null',
  'http://localhost:6006/path',
  'file://',
];

describe('CORS of the mock server, by default', () => {
  let server: MockServer;
  beforeAll(async () => {
    server = await createMockServer({ port: 0, count: 10 });
  });
  afterAll(() => server.close());

  it.each(loopbackOrigins)(
    'lets %s call it with credentials (preflight and POST)',
    async (origin) => {
      const allowed = await preflight(server.url, origin);
      expect(allowed.status).toBe(204);
      expect(corsOf(allowed)).toEqual({
        origin,
        credentials: 'true',
        vary: 'Origin, Access-Control-Request-Headers',
      });
      expect(allowed.headers.get('access-control-allow-methods')).toBe('POST, OPTIONS');
      expect(allowed.headers.get('access-control-allow-headers')).toBe(
        'content-type, authorization, x-tenant-id',
      );

      const page = await postPage(server.url, { Origin: origin, Cookie: 'session=1' });
      expect(page.status).toBe(200);
      expect(corsOf(page)).toEqual({ origin, credentials: 'true', vary: 'Origin' });
    },
  );

  it.each(foreignOrigins)('gives %s no CORS access', async (origin) => {
    const refused = await preflight(server.url, origin);
    expect(refused.status).toBe(403);
    expect(corsOf(refused)).toEqual({ origin: null, credentials: null, vary: 'Origin' });
    expect(await refused.json()).toEqual({
      message: `The origin ${origin} may not call this server: add it with --allow-origin (allowedOrigins).`,
    });

    // The answer is sent (curl would see it) but without CORS headers the browser hides it.
    const page = await postPage(server.url, { Origin: origin });
    expect(page.status).toBe(200);
    expect(corsOf(page)).toEqual({ origin: null, credentials: null, vary: 'Origin' });
  });

  it('answers a request without Origin (curl, same origin) as before, with no CORS headers', async () => {
    const page = await postPage(server.url);
    expect(page.status).toBe(200);
    expect(corsOf(page)).toEqual({ origin: null, credentials: null, vary: 'Origin' });
    const options = await fetch(`${server.url}/api/deliveries`, { method: 'OPTIONS' });
    expect(options.status).toBe(204);
    expect(options.headers.get('allow')).toBe('POST, OPTIONS');
  });

  it('lets an allowed origin read its errors too', async () => {
    const missing = await fetch(`${server.url}/api/couriers`, {
      method: 'POST',
      headers: { Origin: 'http://localhost:6006' },
    });
    expect(missing.status).toBe(404);
    expect(corsOf(missing).origin).toBe('http://localhost:6006');
  });

  it('echoes only well-formed requested header names', async () => {
    const response = await fetch(`${server.url}/api/deliveries`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:6006',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'X-Trace-Id, bad name, x-a;b, , authorization',
      },
    });
    expect(response.headers.get('access-control-allow-headers')).toBe(
      'content-type, authorization, x-trace-id',
    );
  });
});

describe('CORS with allowedOrigins', () => {
  it('adds the listed origins, written as a person would', async () => {
    const server = await createMockServer({
      port: 0,
      allowedOrigins: ['https://App.example.com:443/'],
    });
    try {
      const allowed = await preflight(server.url, 'https://app.example.com');
      expect(corsOf(allowed).origin).toBe('https://app.example.com');
      const other = await postPage(server.url, { Origin: 'https://app.example.com:8443' });
      expect(corsOf(other).origin).toBeNull();
      const loopback = await postPage(server.url, { Origin: 'http://localhost:3000' });
      expect(corsOf(loopback).origin).toBe('http://localhost:3000');
    } finally {
      await server.close();
    }
  });

  it('echoes every origin with "*", still with credentials and never as a literal *', async () => {
    const server = await createMockServer({ port: 0, allowedOrigins: ['*'] });
    try {
      const page = await postPage(server.url, { Origin: 'https://anywhere.example' });
      expect(corsOf(page)).toEqual({
        origin: 'https://anywhere.example',
        credentials: 'true',
        vary: 'Origin',
      });
    } finally {
      await server.close();
    }
  });

  it('answers a Private Network Access preflight for an allowed origin', async () => {
    const server = await createMockServer({ port: 0, allowedOrigins: ['https://app.example.com'] });
    try {
      const response = await fetch(`${server.url}/api/deliveries`, {
        method: 'OPTIONS',
        headers: {
          Origin: 'https://app.example.com',
          'Access-Control-Request-Method': 'POST',
          'Access-Control-Request-Private-Network': 'true',
        },
      });
      expect(response.headers.get('access-control-allow-private-network')).toBe('true');
    } finally {
      await server.close();
    }
  });

  it('refuses an entry that is not an origin', async () => {
    await expect(
      createMockServer({ port: 0, allowedOrigins: ['app.example.com'] }),
    ).rejects.toThrow('"app.example.com" is not an origin like https://app.example.com or "*".');
  });
});
