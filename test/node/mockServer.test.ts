import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeliveriesRequest } from '../../src/api/types';
import { generateDeliveries, queryDeliveries } from '../../src/mocks';
import { parseMockServerArgs } from '../../src/mocks/server';

// The CLI runs from source in a real Node process: Node 22 strips the types itself, and this
// resolve hook adds the `.ts` that the source's extensionless imports leave out.
const resolveTsHook = `data:text/javascript,${encodeURIComponent(`
import { registerHooks } from 'node:module';
registerHooks({
  resolve(specifier, context, nextResolve) {
    try {
      return nextResolve(specifier, context);
    } catch (error) {
      if (!specifier.startsWith('.') || /\\.[cm]?[jt]s$/.test(specifier)) throw error;
      return nextResolve(specifier + '.ts', context);
    }
  },
});
`)}`;
const cliPath = fileURLToPath(new URL('../../src/mocks/server/cli.ts', import.meta.url));

function startCli(args: string[]): ChildProcess {
  // Type stripping is on by default from Node 22.18; the flags keep 22.15+ (registerHooks) working too.
  const nodeFlags = ['--experimental-strip-types', '--disable-warning=ExperimentalWarning'];
  return spawn(process.execPath, [...nodeFlags, '--import', resolveTsHook, cliPath, ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** Resolves with the first stdout line matching `pattern`; rejects if the process exits first. */
function waitForLine(child: ChildProcess, pattern: RegExp): Promise<RegExpExecArray> {
  return new Promise((resolve, reject) => {
    let output = '';
    let errors = '';
    child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = pattern.exec(output);
      if (match) resolve(match);
    });
    child.once('exit', (code) =>
      reject(new Error(`exited with ${code} before ${pattern}: ${output}${errors}`)),
    );
  });
}

async function runCli(
  args: string[],
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = startCli(args);
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const [code] = (await once(child, 'exit')) as [number | null];
  return { code, stdout, stderr };
}

describe('deliveries-mock-server (a real process)', () => {
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
    ]);
    const match = await waitForLine(
      child,
      /^deliveries-mock-server listening on (http:\/\/\S+) \(\d+ deliveries\)$/m,
    );
    banner = match[0];
    baseUrl = match[1] ?? '';
  });

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

  it('answers a page with CORS, paged from 0 with --page-base 0, after --latency', async () => {
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
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
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
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-methods')).toBe('POST, OPTIONS');
    expect(response.headers.get('access-control-allow-headers')).toBe(
      'content-type, authorization, x-tenant-id',
    );
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

describe('deliveries-mock-server flags', () => {
  it('exits 2 with a message naming a bad flag', async () => {
    const results = await Promise.all([
      runCli(['--port', 'abc']),
      runCli(['--bogus']),
      runCli(['--help']),
    ]);
    expect(results[0]).toEqual({
      code: 2,
      stdout: '',
      stderr:
        'deliveries-mock-server: --port must be an integer from 0 to 65535, got "abc".\nRun "deliveries-mock-server --help" for the flags.\n',
    });
    expect(results[1]?.code).toBe(2);
    expect(results[1]?.stderr).toContain('Unknown flag "--bogus".');
    expect(results[2]?.code).toBe(0);
    expect(results[2]?.stdout).toMatch(/^Usage: deliveries-mock-server \[flags\]/);
  });

  it.each<[string[], ReturnType<typeof parseMockServerArgs>]>([
    [[], { kind: 'run', options: {} }],
    [
      [
        '--port',
        '0',
        '--count=1000',
        '--seed',
        '7',
        '--latency',
        '250',
        '--page-base',
        '0',
        '--host',
        '0.0.0.0',
      ],
      {
        kind: 'run',
        options: {
          port: 0,
          count: 1000,
          seed: 7,
          latencyMs: 250,
          pageNumberBase: 0,
          host: '0.0.0.0',
        },
      },
    ],
    [['-h'], { kind: 'help' }],
    [['--port'], { kind: 'error', message: '--port needs a value.' }],
    [['--port', '--count', '5'], { kind: 'error', message: '--port needs a value.' }],
    [
      ['--port', '70000'],
      { kind: 'error', message: '--port must be an integer from 0 to 65535, got "70000".' },
    ],
    [
      ['--count', '-1'],
      { kind: 'error', message: '--count must be an integer from 0 to 1000000, got "-1".' },
    ],
    [
      ['--latency', '1.5'],
      { kind: 'error', message: '--latency must be an integer from 0 to 600000, got "1.5".' },
    ],
    [['--page-base', '2'], { kind: 'error', message: '--page-base must be 0 or 1, got "2".' }],
    [['--host='], { kind: 'error', message: '--host needs a value.' }],
    [['4010'], { kind: 'error', message: 'Unexpected argument "4010".' }],
    [['--verbose'], { kind: 'error', message: 'Unknown flag "--verbose".' }],
  ])('parses %j', (argv, expected) => {
    expect(parseMockServerArgs(argv)).toEqual(expected);
  });
});
