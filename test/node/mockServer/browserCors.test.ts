import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chromium, type Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMockServer, type MockServerOptions } from '@src/mocks/server';
import { chromiumArgs, chromiumPath } from '../../systemChromium.mjs';

// A page on another origin than the backend, as a host's dev server would serve it.
let pageServer: Server;
let pagePort: number;
let browser: Browser;

// Launches Chromium: 0.3 s idle, 0.8 s on a busy machine.
beforeAll(async () => {
  pageServer = createServer((_request, response) => {
    response
      .writeHead(200, { 'Content-Type': 'text/html' })
      .end('<!doctype html><title>host</title>');
  });
  pageServer.listen(0, '127.0.0.1');
  await once(pageServer, 'listening');
  pagePort = (pageServer.address() as AddressInfo).port;
  browser = await chromium.launch({
    executablePath: chromiumPath,
    // app.example.test stands for a host's own (non-loopback) domain; it resolves here.
    args: [...chromiumArgs, '--host-resolver-rules=MAP app.example.test 127.0.0.1'],
  });
}, 60_000);

afterAll(async () => {
  await browser?.close();
  pageServer?.close();
});

/** Posts for a page from `pageOrigin` with `credentials: 'include'`, as the README's and Server contract page's cookie-auth client does. */
async function fetchWithCookies(
  options: MockServerOptions,
  pageOrigin: string,
): Promise<{ result: string; cookie: string | undefined }> {
  const server = await createMockServer({ port: 0, count: 10, ...options });
  const context = await browser.newContext();
  // The session cookie of the backend's host (cookies ignore ports).
  await context.addCookies([{ name: 'session', value: 's1', url: server.url }]);
  try {
    const page = await context.newPage();
    await page.goto(`${pageOrigin}/`);
    const posted = page.waitForRequest((request) => request.method() === 'POST');
    const result = await page.evaluate(async (baseUrl) => {
      try {
        const response = await fetch(`${baseUrl}/api/deliveries`, {
          method: 'POST',
          credentials: 'include',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ pageNumber: 1, pageSize: 3, quickSearch: '' }),
        });
        const rows = (await response.json()) as unknown[];
        return `${response.status}: ${rows.length} rows`;
      } catch (error) {
        return `blocked: ${(error as Error).name}`;
      }
    }, server.url);
    return { result, cookie: (await (await posted).allHeaders()).cookie };
  } finally {
    await context.close();
    await server.close();
  }
}

// A browser context and page per request: 0.6 s idle, 2 s on a busy machine.
describe("credentials: 'include' from another origin, in Chromium", { timeout: 30_000 }, () => {
  it('works from a loopback dev server on another port', async () => {
    expect(await fetchWithCookies({}, `http://127.0.0.1:${pagePort}`)).toEqual({
      result: '200: 3 rows',
      cookie: 'session=s1',
    });
  });

  it('is blocked for a foreign origin, and works once that origin is allowed', async () => {
    const origin = `http://app.example.test:${pagePort}`;
    expect((await fetchWithCookies({}, origin)).result).toBe('blocked: TypeError');
    const allowed = await fetchWithCookies({ allowedOrigins: [origin] }, origin);
    expect(allowed.result).toBe('200: 3 rows');
  });
});
