import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeliveriesRequest } from '@src/api/types';
import { generateDeliveries, queryDeliveries } from '@src/mocks';
import { runCli, startCli, waitForLine } from './mockServer/cliProcess';
import { openConnection, postPage, readUntilClosed, sendRaw } from './mockServer/rawHttp';

// A Node process run from source (types stripped), started in beforeAll; one more for the taken
// port: 0.4 s idle, 1.3 s on a busy machine.
describe('deliveries-mock-server (a real process)', { timeout: 30_000 }, () => {
  let child: ChildProcess;
  let baseUrl: string;
  let banner: string;
  const dataset = generateDeliveries(120, 3);

  beforeAll(async () => {
    child = startCli([
      '--port',
      '0',
      '--count',
      '120',
      '--seed=3',
      '--page-base',
      '0',
      '--latency',
      '30',
      '--allow-origin',
      'https://app.example.com',
      '--headers-timeout=300',
    ]);
    const match = await waitForLine(
      child,
      /^deliveries-mock-server listening on (http:\/\/\S+) \(\d+ deliveries\)$/m,
    );
    banner = match[0];
    baseUrl = match[1] ?? '';
  }, 60_000);

  afterAll(() => {
    if (child.exitCode === null) child.kill('SIGKILL');
  });

  const post = (body: unknown, init: RequestInit & { path?: string } = {}) =>
    fetch(`${baseUrl}${init.path ?? '/api/deliveries'}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      ...init,
    });

  it('prints where it listens and how many deliveries it serves', () => {
    expect(banner).toMatch(
      /^deliveries-mock-server listening on http:\/\/127\.0\.0\.1:\d+ \(120 deliveries\)$/,
    );
    expect(baseUrl).not.toMatch(/:0$/);
  });

  it('answers a page with CORS for cookie auth, paged from 0 with --page-base 0, after --latency', async () => {
    const request: DeliveriesRequest = {
      pageNumber: 1,
      pageSize: 10,
      quickSearch: '',
      orderBy: { key: 'insertTime', order: 'asc' },
    };
    const started = performance.now();
    const response = await post(request, {
      headers: { 'Content-Type': 'application/json', Origin: 'http://localhost:6006' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:6006');
    expect(response.headers.get('access-control-allow-credentials')).toBe('true');
    expect(response.headers.get('vary')).toBe('Origin');
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await response.json()).toEqual(queryDeliveries(dataset, request, { pageNumberBase: 0 }));
    expect(performance.now() - started).toBeGreaterThanOrEqual(25);
  });

  it('answers a CORS preflight with 204 and the requested headers allowed', async () => {
    const response = await fetch(`${baseUrl}/api/deliveries`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:6006',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type, X-Tenant-Id',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:6006');
    expect(response.headers.get('access-control-allow-credentials')).toBe('true');
    expect(response.headers.get('access-control-allow-methods')).toBe('POST, OPTIONS');
    expect(response.headers.get('access-control-allow-headers')).toBe(
      'content-type, authorization, x-tenant-id',
    );
  });

  it('lets a wrong path through the preflight, so the page reads the 404 that names the endpoint', async () => {
    // A host's baseUrl ending in /api: POST /api/api/deliveries from a browser page.
    const cors = { Origin: 'http://localhost:6006' };
    const preflight = await fetch(`${baseUrl}/api/api/deliveries`, {
      method: 'OPTIONS',
      headers: { ...cors, 'Access-Control-Request-Method': 'POST' },
    });
    expect(preflight.status).toBe(204);
    const wrong = await post({}, { path: '/api/api/deliveries', headers: cors });
    expect(wrong.status).toBe(404);
    expect(wrong.headers.get('access-control-allow-origin')).toBe('http://localhost:6006');
    expect(await wrong.json()).toEqual({
      message: 'Not found: POST /api/api/deliveries. This server answers POST /api/deliveries.',
    });
    // Another origin's preflight is still refused, on any path.
    const other = await fetch(`${baseUrl}/api/api/deliveries`, {
      method: 'OPTIONS',
      headers: { Origin: 'https://other.example.com', 'Access-Control-Request-Method': 'POST' },
    });
    expect(other.status).not.toBe(204);
  });

  it('validates like the MSW handlers', async () => {
    const invalid = await post({
      pageNumber: 0,
      pageSize: 10,
      quickSearch: '',
      filters: { tags: [''] },
    });
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toEqual({
      message: 'filters.tags[0] must be a non-empty string.',
      field: 'filters.tags[0]',
    });

    const notJson = await post(undefined, { body: '{' });
    expect(notJson.status).toBe(400);
    expect(await notJson.json()).toEqual({ message: 'Body is not valid JSON.' });

    const wrongType = await post(
      { pageNumber: 0, pageSize: 10, quickSearch: '' },
      { headers: { 'Content-Type': 'text/plain' } },
    );
    expect(wrongType.status).toBe(415);

    const withQuery = await post(
      { pageNumber: 0, pageSize: 10, quickSearch: '' },
      { path: '/api/deliveries?page=1' },
    );
    expect(withQuery.status).toBe(400);
    expect(await withQuery.json()).toEqual({
      message: 'The endpoint takes no query-string parameters (got "?page=1").',
    });
  });

  it('answers 404 elsewhere and 405 to other methods', async () => {
    const missing = await post({}, { path: '/api/couriers' });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({
      message: 'Not found: POST /api/couriers. This server answers POST /api/deliveries.',
    });
    const get = await fetch(`${baseUrl}/api/deliveries`);
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST, OPTIONS');
  });

  it('allows the origins given with --allow-origin, and no others', async () => {
    const listed = await postPage(baseUrl, { Origin: 'https://app.example.com' });
    expect(listed.headers.get('access-control-allow-origin')).toBe('https://app.example.com');
    const other = await postPage(baseUrl, { Origin: 'https://other.example.com' });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('survives malformed request lines that any web page can send, and goes on answering', async () => {
    // fetch(url + '//[', { mode: 'no-cors' }) from a page sends the first; a proxy-style URL the second.
    const brackets = await sendRaw(baseUrl, 'OPTIONS //[ HTTP/1.1\r\nHost: x\r\n\r\n');
    expect(brackets.status).toBe(404);
    const badPort = await sendRaw(
      baseUrl,
      'POST http://a:b/api/deliveries HTTP/1.1\r\nHost: x\r\n\r\n',
    );
    expect(badPort.status).toBe(400);
    expect(child.exitCode).toBeNull();
    expect((await postPage(baseUrl)).status).toBe(200);
  });

  it('closes a connection whose headers do not arrive within --headers-timeout', async () => {
    const started = performance.now();
    const socket = await openConnection(baseUrl);
    socket.write('POST /api/deliveries HTTP/1.1\r\nHost: x\r\n');
    const answer = await readUntilClosed(socket);
    expect(answer.status).toBe(408);
    // Due at 300 ms; 5 s leaves a busy machine room and still tells it from the 10 s default.
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it('exits 1 with a clear message when its port is taken', async () => {
    const port = new URL(baseUrl).port;
    const result = await runCli(['--port', port]);
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(
      `deliveries-mock-server: port ${port} is in use; pick another with --port.\n`,
    );
  });

  it('stops on SIGTERM', async () => {
    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    const [code] = (await exited) as [number | null];
    expect(code).toBe(0);
    await expect(fetch(`${baseUrl}/api/deliveries`, { method: 'POST' })).rejects.toThrow(TypeError);
  });
});
