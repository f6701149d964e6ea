// The declaration build runs with `types: []`; this file is Node-only and says so itself.
/// <reference types="node" />
import { Buffer } from 'node:buffer';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { answerDeliveriesRequest } from '../answerDeliveriesRequest';
import { generateDeliveries, type MockDelivery } from '../generateDeliveries';

/** Options of `createMockServer`. */
export interface MockServerOptions {
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

const ENDPOINT = '/api/deliveries';
const MAX_BODY_BYTES = 1_048_576;
const baseAllowedHeaders = ['content-type', 'authorization'];

function send(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const text = JSON.stringify(body);
  response.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    'Access-Control-Allow-Origin': '*',
    ...headers,
  });
  response.end(text);
}

function allowedHeaders(request: IncomingMessage): string {
  // Echo whatever the browser asks for (tenant ids, tracing): the mock must never be the CORS problem.
  const requested = (request.headers['access-control-request-headers'] ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter((name) => name !== '');
  return [...new Set([...baseAllowedHeaders, ...requested])].join(', ');
}

async function readBody(request: IncomingMessage): Promise<string | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) return undefined;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * The reference backend over real HTTP (node:http, no MSW), for hosts that build before their
 * backend exists: `POST /api/deliveries` answers exactly like `createDeliveriesHandlers`, CORS
 * preflights get 204 with `Access-Control-Allow-Origin: *`, other paths 404, other methods 405.
 *
 * @example
 * ```ts
 * const server = await createMockServer({ port: 0, count: 1000 });
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
  const dataset = options.dataset ?? generateDeliveries(count, seed);

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://mock.invalid');
    if (url.pathname !== ENDPOINT) {
      send(response, 404, {
        message: `Not found: ${request.method} ${url.pathname}. This server answers POST ${ENDPOINT}.`,
      });
      return;
    }
    if (request.method === 'OPTIONS') {
      response.writeHead(204, {
        'Access-Control-Allow-Origin': '*',
        'Access-Control-Allow-Methods': 'POST, OPTIONS',
        'Access-Control-Allow-Headers': allowedHeaders(request),
        'Access-Control-Max-Age': '600',
      });
      response.end();
      return;
    }
    if (request.method !== 'POST') {
      send(
        response,
        405,
        { message: `Method ${request.method} is not allowed; use POST.` },
        { Allow: 'POST, OPTIONS' },
      );
      return;
    }
    void readBody(request)
      .then(async (bodyText) => {
        if (bodyText === undefined) {
          send(
            response,
            413,
            { message: `The body must be at most ${MAX_BODY_BYTES} bytes.` },
            { Connection: 'close' },
          );
          return;
        }
        const answer = answerDeliveriesRequest(bodyText, {
          contentType: request.headers['content-type'] ?? null,
          search: url.search,
          dataset,
          pageNumberBase,
        });
        if (latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, latencyMs));
        send(response, answer.status, answer.body);
      })
      .catch(() => {
        // The client went away mid-body; nobody is left to answer.
        response.destroy();
      });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
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
