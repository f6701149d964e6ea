// The declaration build runs with `types: []`; this file is Node-only and says so itself.
/// <reference types="node" />
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { generateDeliveries, type MockDelivery } from '../generateDeliveries';
import { answerClientError } from './answerClientError';
import { answerHttpRequest } from './answerHttpRequest';
import { createOriginPolicy } from './cors';
import { refuseConnection, resolveLimits, serverOptions, type MockServerLimits } from './limits';
import { closeStalledConnection } from './stalledConnections';

/** Options of `createMockServer`. */
export interface MockServerOptions extends MockServerLimits {
  /** Default 4010; 0 picks a free port (read it from `url`). */
  port?: number;
  /** Default '127.0.0.1'. */
  host?: string;
  /** Rows of the generated dataset; default 300. Ignored when `dataset` is given. */
  count?: number;
  /** Seed of the generated dataset; default 1. */
  seed?: number;
  /** Delay of every answer to POST in ms; default 0. */
  latencyMs?: number;
  /** The number of the first page: 1 (default) or 0. */
  pageNumberBase?: 0 | 1;
  /** Serve these rows instead of generating them. */
  dataset?: readonly MockDelivery[];
  /**
   * Origins allowed to call it from a browser, with credentials, besides every loopback origin
   * (`http(s)://localhost`, `127.0.0.0/8`, `[::1]`, any port); `'*'` allows every origin.
   */
  allowedOrigins?: readonly string[];
}

/** A running mock server. */
export interface MockServer {
  /** Where it listens, e.g. `http://127.0.0.1:4010`; pass it as the grid's `baseUrl`. */
  url: string;
  /** The number of rows it serves. */
  size: number;
  /** Stops listening and drops open connections. */
  close(): Promise<void>;
}

/**
 * The reference backend over real HTTP (node:http, no MSW), for hosts that build before their
 * backend exists: `POST /api/deliveries` answers exactly like `createDeliveriesHandlers`, other
 * paths 404, other methods 405. CORS is for cookie auth: an allowed origin (every loopback one,
 * plus `allowedOrigins`) is echoed with `Access-Control-Allow-Credentials: true`; any other gets
 * no CORS headers (the browser blocks it) and its preflight a 403. No request, however
 * malformed, stops it: a bad target gets 400, bad HTTP 400/408/413/431, a failure 500, and
 * `MockServerLimits` bound what a client may hold: a client that never reads its answers loses
 * its connection after `idleTimeoutMs` (Node itself stops reading a connection whose answers
 * do not flow, so pipelined requests cannot pile up).
 *
 * @example
 * ```ts
 * const server = await createMockServer({ port: 0, count: 1000, allowedOrigins: ['https://app.example.com'] });
 * const response = await fetch(`${server.url}/api/deliveries`, { method: 'POST', … });
 * await server.close();
 * ```
 */
export async function createMockServer(options: MockServerOptions = {}): Promise<MockServer> {
  const {
    port = 4010,
    host = '127.0.0.1',
    count = 300,
    seed = 1,
    latencyMs = 0,
    pageNumberBase = 1,
  } = options;
  const limits = resolveLimits(options);
  const allowedOrigin = createOriginPolicy(options.allowedOrigins);
  const dataset = options.dataset ?? generateDeliveries(count, seed);

  // Answers still open per connection: a connection-level error must not answer ahead of them.
  const answering = new WeakMap<Socket, Set<ServerResponse>>();
  const handle = answerHttpRequest({
    dataset,
    pageNumberBase,
    latencyMs,
    maxBodyBytes: limits.maxBodyBytes,
    allowedOrigin,
  });
  const server = createServer(serverOptions(limits), (request, response) => {
    const open = answering.get(request.socket) ?? new Set<ServerResponse>();
    answering.set(request.socket, open.add(response));
    response.once('close', () => open.delete(response));
    // Node clears the timeout of a keep-alive connection at each request; an owed answer must move.
    request.socket.setTimeout(limits.idleTimeoutMs + latencyMs);
    handle(request, response);
  });
  server.on('timeout', (socket: Socket) =>
    closeStalledConnection(socket, answering.get(socket) ?? []),
  );
  server.maxConnections = limits.maxConnections;
  server.on('clientError', (error: Error & { code?: unknown }, socket) =>
    answerClientError(error, socket as Socket, answering.get(socket as Socket) ?? [], limits),
  );
  // CONNECT skips the request listener; without this Node drops it with no answer.
  server.on('connect', (_request, socket) => {
    const message = 'CONNECT is not allowed; this server answers POST /api/deliveries.';
    refuseConnection(socket, 405, message, { Allow: 'POST, OPTIONS' });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      // From here an error (an accept failing for want of file handles) costs a connection, not the process.
      server.on('error', () => {});
      resolve();
    });
  });
  const address = server.address() as AddressInfo;
  const shownHost = address.family === 'IPv6' ? `[${address.address}]` : address.address;

  return {
    url: `http://${shownHost}:${address.port}`,
    size: dataset.length,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // Keep-alive connections would hold close() open until they time out.
        server.closeAllConnections();
      }),
  };
}
