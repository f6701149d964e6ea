// The declaration build runs with `types: []`; this file is Node-only and says so itself.
/// <reference types="node" />
import { Buffer } from 'node:buffer';
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';

/** The limits a mock server puts on its clients; every field has a default. */
export interface MockServerLimits {
  /** Time a client has to send all of a request's headers, in ms; default 10,000 (at most `requestTimeoutMs`). */
  headersTimeoutMs?: number;
  /** Time a client has to send a whole request, body included, in ms; default 30,000. */
  requestTimeoutMs?: number;
  /** How long an idle keep-alive connection stays open, in ms; default 5,000. */
  keepAliveTimeoutMs?: number;
  /**
   * How long a connection that owes an answer may go without a byte read or written (a client
   * that does not read its answers), in ms, besides `latencyMs`; then it is destroyed, within
   * twice that. Default 10,000.
   */
  idleTimeoutMs?: number;
  /** Open connections at once; more are closed as they arrive. Default 128. */
  maxConnections?: number;
  /** Bytes of a request line and headers together; default 16,384 (more gets 431). */
  maxHeaderBytes?: number;
  /** Bytes of a request body; default 1,048,576 (more gets 413). */
  maxBodyBytes?: number;
}

export type ResolvedLimits = Required<MockServerLimits>;

/**
 * The limits with their defaults filled in; throws a `RangeError` naming a limit that is not a
 * positive whole number, or a headers timeout longer than the request timeout.
 *
 * @example
 * ```ts
 * resolveLimits({ headersTimeoutMs: 500 }).requestTimeoutMs; // 30000
 * ```
 */
export function resolveLimits(limits: MockServerLimits): ResolvedLimits {
  const requestTimeoutMs = limits.requestTimeoutMs ?? 30_000;
  const resolved: ResolvedLimits = {
    requestTimeoutMs,
    headersTimeoutMs: limits.headersTimeoutMs ?? Math.min(10_000, requestTimeoutMs),
    keepAliveTimeoutMs: limits.keepAliveTimeoutMs ?? 5_000,
    idleTimeoutMs: limits.idleTimeoutMs ?? 10_000,
    maxConnections: limits.maxConnections ?? 128,
    maxHeaderBytes: limits.maxHeaderBytes ?? 16_384,
    maxBodyBytes: limits.maxBodyBytes ?? 1_048_576,
  };
  for (const [name, value] of Object.entries(resolved)) {
    if (!Number.isSafeInteger(value) || value <= 0)
      throw new RangeError(`${name} must be a positive whole number, got ${value}.`);
  }
  if (resolved.headersTimeoutMs > requestTimeoutMs)
    throw new RangeError(
      `headersTimeoutMs (${resolved.headersTimeoutMs}) must not exceed requestTimeoutMs (${requestTimeoutMs}).`,
    );
  return resolved;
}

/**
 * The options of `http.createServer` that enforce `limits`. Node checks the timeouts on a
 * timer; it runs often enough that a timeout fires within half its length of being due.
 *
 * @example
 * ```ts
 * const server = createServer(serverOptions(resolveLimits({})), handler);
 * ```
 */
export function serverOptions(limits: ResolvedLimits) {
  return {
    headersTimeout: limits.headersTimeoutMs,
    requestTimeout: limits.requestTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    maxHeaderSize: limits.maxHeaderBytes,
    connectionsCheckingInterval: Math.max(10, Math.min(1_000, limits.headersTimeoutMs / 2)),
    requireHostHeader: true,
  };
}

/**
 * Ends a connection that never became a request Node could route, with a short JSON answer;
 * nothing is written when the socket is already closing.
 *
 * @example
 * ```ts
 * server.on('clientError', (error, socket) => refuseConnection(socket, 400, 'Bad request.'));
 * ```
 */
export function refuseConnection(
  socket: Duplex,
  status: number,
  message: string,
  headers: Record<string, string> = {},
): void {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const body = JSON.stringify({ message });
  const lines = Object.entries({
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(body)),
    Connection: 'close',
    ...headers,
  }).map(([name, value]) => `${name}: ${value}\r\n`);
  socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\n${lines.join('')}\r\n${body}`);
}

/**
 * The status and message for a `clientError`: the parser's errors, a header block over the
 * cap, a request that took too long.
 *
 * @example
 * ```ts
 * clientErrorAnswer({ code: 'HPE_HEADER_OVERFLOW' }, limits); // [431, 'The request line and headers …']
 * ```
 */
export function clientErrorAnswer(
  error: { code?: unknown },
  limits: ResolvedLimits,
): [status: number, message: string] {
  switch (error.code) {
    case 'HPE_HEADER_OVERFLOW':
      return [431, `The request line and headers must be at most ${limits.maxHeaderBytes} bytes.`];
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return [408, 'The request was not sent in time; the connection is closed.'];
    case 'HPE_CHUNK_EXTENSIONS_OVERFLOW':
      return [413, 'The chunk extensions of the body are too large.'];
    default:
      return [400, 'The request is not valid HTTP/1.1.'];
  }
}
