import type { MockServerOptions } from './createMockServer';
import { normalizeOrigin } from './cors';

/** What the command line asks for. */
export type MockServerCommand =
  | { kind: 'run'; options: MockServerOptions }
  | { kind: 'help' }
  | { kind: 'error'; message: string };

/**
 * The `--help` text of `deliveries-mock-server`.
 *
 * @example
 * ```ts
 * process.stdout.write(mockServerUsage);
 * ```
 */
export const mockServerUsage = `Usage: deliveries-mock-server [flags]

Serves the deliveries-table reference backend: POST /api/deliveries over HTTP, with CORS.

Flags:
  --port N               port to listen on, 0 for any free one (default 4010)
  --host HOST            address to bind (default 127.0.0.1)
  --count N              number of generated deliveries (default 300)
  --seed N               seed of the generated deliveries (default 1)
  --latency MS           delay of every answer in milliseconds (default 0)
  --page-base 0|1        number of the first page (default 1)
  --allow-origin ORIGIN  let a web page on ORIGIN call it with cookies (repeatable); every
                         loopback origin (localhost, 127.x.x.x, [::1]) is allowed already,
                         "*" allows every origin
  --max-connections N    open connections at once; more are closed (default 128)
  --headers-timeout MS   time a client has to send a request's headers (default 10000)
  --request-timeout MS   time a client has to send a whole request (default 30000)
  --idle-timeout MS      time an owed answer may go unread before the connection is closed
                         (default 10000)
  -h, --help             show this text
`;

interface IntegerFlag {
  option:
    | 'port'
    | 'count'
    | 'seed'
    | 'latencyMs'
    | 'maxConnections'
    | 'headersTimeoutMs'
    | 'requestTimeoutMs'
    | 'idleTimeoutMs';
  min: number;
  max: number;
}

const integerFlags: Readonly<Record<string, IntegerFlag>> = {
  '--port': { option: 'port', min: 0, max: 65_535 },
  '--count': { option: 'count', min: 0, max: 1_000_000 },
  '--seed': { option: 'seed', min: 0, max: 4_294_967_295 },
  '--latency': { option: 'latencyMs', min: 0, max: 600_000 },
  '--max-connections': { option: 'maxConnections', min: 1, max: 100_000 },
  '--headers-timeout': { option: 'headersTimeoutMs', min: 1, max: 3_600_000 },
  '--request-timeout': { option: 'requestTimeoutMs', min: 1, max: 3_600_000 },
  '--idle-timeout': { option: 'idleTimeoutMs', min: 1, max: 3_600_000 },
};

function readInteger(flag: string, raw: string, min: number, max: number): number | string {
  const value = /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
  if (Number.isSafeInteger(value) && value >= min && value <= max) return value;
  return `${flag} must be an integer from ${min} to ${max}, got "${raw}".`;
}

/**
 * Reads the flags of `deliveries-mock-server` (`--port 4010` or `--port=4010`); the first
 * problem comes back as a message naming the flag.
 *
 * @example
 * ```ts
 * parseMockServerArgs(['--port', '0', '--count', '1000']);
 * // { kind: 'run', options: { port: 0, count: 1000 } }
 * ```
 */
export function parseMockServerArgs(argv: readonly string[]): MockServerCommand {
  const options: MockServerOptions = {};
  for (let index = 0; index < argv.length; index += 1) {
    const argument = argv[index] ?? '';
    if (argument === '--help' || argument === '-h') return { kind: 'help' };
    if (!argument.startsWith('-'))
      return { kind: 'error', message: `Unexpected argument "${argument}".` };
    const equals = argument.indexOf('=');
    const flag = equals === -1 ? argument : argument.slice(0, equals);
    const known =
      flag in integerFlags || ['--host', '--page-base', '--allow-origin'].includes(flag);
    if (!known) return { kind: 'error', message: `Unknown flag "${flag}".` };
    let raw: string | undefined;
    if (equals !== -1) raw = argument.slice(equals + 1);
    else {
      const next = argv[index + 1];
      // "--port --count 5" is a forgotten value, not a port named "--count".
      if (next !== undefined && !next.startsWith('--')) {
        raw = next;
        index += 1;
      }
    }
    if (raw === undefined || raw === '')
      return { kind: 'error', message: `${flag} needs a value.` };
    const integerFlag = integerFlags[flag];
    if (integerFlag !== undefined) {
      const value = readInteger(flag, raw, integerFlag.min, integerFlag.max);
      if (typeof value === 'string') return { kind: 'error', message: value };
      options[integerFlag.option] = value;
    } else if (flag === '--page-base') {
      if (raw !== '0' && raw !== '1')
        return { kind: 'error', message: `--page-base must be 0 or 1, got "${raw}".` };
      options.pageNumberBase = raw === '0' ? 0 : 1;
    } else if (flag === '--allow-origin') {
      const origin = raw === '*' ? raw : normalizeOrigin(raw);
      if (origin === undefined)
        return {
          kind: 'error',
          message: `--allow-origin must be an origin like https://app.example.com or "*", got "${raw}".`,
        };
      options.allowedOrigins = [...(options.allowedOrigins ?? []), origin];
    } else {
      options.host = raw;
    }
  }
  const { headersTimeoutMs, requestTimeoutMs } = options;
  if (headersTimeoutMs !== undefined && headersTimeoutMs > (requestTimeoutMs ?? 30_000))
    return {
      kind: 'error',
      message: `--headers-timeout (${headersTimeoutMs}) must not exceed --request-timeout (${requestTimeoutMs ?? 30_000}).`,
    };
  return { kind: 'run', options };
}
