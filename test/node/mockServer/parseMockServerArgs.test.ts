import { describe, expect, it } from 'vitest';
import { parseMockServerArgs } from '@src/mocks/server';
import { runCli } from './cliProcess';

describe('deliveries-mock-server flags', () => {
  // Three Node processes that strip types from source: 0.9 s idle, 5 s on a busy machine.
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
  }, 30_000);

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

  const badOrigin = (raw: string): ReturnType<typeof parseMockServerArgs> => ({
    kind: 'error',
    message: `--allow-origin must be an origin like https://app.example.com or "*", got "${raw}".`,
  });
  it.each<[string[], ReturnType<typeof parseMockServerArgs>]>([
    [
      ['--allow-origin', 'https://app.example.com', '--allow-origin=http://LAN-box:8080/'],
      {
        kind: 'run',
        options: { allowedOrigins: ['https://app.example.com', 'http://lan-box:8080'] },
      },
    ],
    [['--allow-origin', '*'], { kind: 'run', options: { allowedOrigins: ['*'] } }],
    [['--allow-origin'], { kind: 'error', message: '--allow-origin needs a value.' }],
    [['--allow-origin', 'app.example.com'], badOrigin('app.example.com')],
    [['--allow-origin', 'https://app.example.com/app'], badOrigin('https://app.example.com/app')],
    [['--allow-origin', 'ftp://files.example.com'], badOrigin('ftp://files.example.com')],
    [['--allow-origin', 'https://user:pw@a.example'], badOrigin('https://user:pw@a.example')],
    [['--allow-origin', 'null'], badOrigin('null')],
    [
      ['--max-connections', '64', '--headers-timeout', '2000', '--request-timeout=5000'],
      {
        kind: 'run',
        options: { maxConnections: 64, headersTimeoutMs: 2000, requestTimeoutMs: 5000 },
      },
    ],
    [
      ['--max-connections', '0'],
      {
        kind: 'error',
        message: '--max-connections must be an integer from 1 to 100000, got "0".',
      },
    ],
    [
      ['--headers-timeout', '1e3'],
      {
        kind: 'error',
        message: '--headers-timeout must be an integer from 1 to 3600000, got "1e3".',
      },
    ],
    [
      ['--headers-timeout', '40000'],
      {
        kind: 'error',
        message: '--headers-timeout (40000) must not exceed --request-timeout (30000).',
      },
    ],
    [
      ['--request-timeout', '500', '--headers-timeout', '600'],
      {
        kind: 'error',
        message: '--headers-timeout (600) must not exceed --request-timeout (500).',
      },
    ],
    [['--request-timeout', '500'], { kind: 'run', options: { requestTimeoutMs: 500 } }],
    [['--idle-timeout', '2000'], { kind: 'run', options: { idleTimeoutMs: 2000 } }],
  ])('parses %j', (argv, expected) => {
    expect(parseMockServerArgs(argv)).toEqual(expected);
  });
});
