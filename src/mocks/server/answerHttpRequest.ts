// The declaration build runs with `types: []`; this file is Node-only and says so itself.
/// <reference types="node" />
import { Buffer } from 'node:buffer';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { answerDeliveriesRequest } from '../answerDeliveriesRequest';
import type { MockDelivery } from '../generateDeliveries';
import { corsHeaders, preflightHeaders, type OriginPolicy } from './cors';
import { readRequestBody } from './readRequestBody';
import { parseRequestTarget } from './requestTarget';

/** What the mock server's request handler serves and how. */
export interface MockServerRoute {
  dataset: readonly MockDelivery[];
  pageNumberBase: 0 | 1;
  latencyMs: number;
  maxBodyBytes: number;
  allowedOrigin: OriginPolicy;
}

const ENDPOINT = '/api/deliveries';
const ALLOW = 'POST, OPTIONS';

function send(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string>,
): void {
  const text = JSON.stringify(body);
  response.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    ...headers,
  });
  response.end(text);
}

async function answer(
  request: IncomingMessage,
  response: ServerResponse,
  route: MockServerRoute,
): Promise<void> {
  const cors = corsHeaders(request, route.allowedOrigin);
  const refuse = (status: number, message: string, headers: Record<string, string> = {}): void =>
    send(response, status, { message }, { ...cors, ...headers });
  const target = parseRequestTarget(request.url ?? '');
  const { method = '' } = request;
  if (target.kind === 'invalid') return refuse(400, target.message);
  if (target.kind === 'asterisk') {
    if (method !== 'OPTIONS') return refuse(400, 'Only OPTIONS may have "*" as its target.');
    response.writeHead(204, { ...cors, Allow: ALLOW }).end();
    return;
  }
  // An allowed origin's preflight is answered on any path: a host's wrong path (a baseUrl
  // ending in /api) then gets the POST's 404 below, which names the endpoint, not a CORS
  // failure the page cannot read.
  const origin = request.headers.origin;
  if (method === 'OPTIONS' && origin !== undefined && route.allowedOrigin(origin)) {
    response.writeHead(204, preflightHeaders(request, route.allowedOrigin)).end();
    return;
  }
  if (target.pathname !== ENDPOINT)
    return refuse(
      404,
      `Not found: ${method} ${target.pathname}. This server answers POST ${ENDPOINT}.`,
    );
  if (method === 'OPTIONS') {
    if (origin === undefined) response.writeHead(204, { Allow: ALLOW }).end();
    else
      refuse(
        403,
        `The origin ${origin} may not call this server: add it with --allow-origin (allowedOrigins).`,
      );
    return;
  }
  if (method !== 'POST')
    return refuse(405, `Method ${method} is not allowed; use POST.`, { Allow: ALLOW });

  const body = await readRequestBody(request, route.maxBodyBytes);
  if (body.kind === 'aborted') {
    // The client went away mid-body; nobody is left to answer.
    response.destroy();
    return;
  }
  if (body.kind === 'tooLarge') {
    const message = `The body must be at most ${route.maxBodyBytes} bytes.`;
    return refuse(413, message, body.drained ? {} : { Connection: 'close' });
  }
  if (body.kind === 'notUtf8') return refuse(400, 'The body is not valid UTF-8.');
  const answered = answerDeliveriesRequest(body.text, {
    contentType: request.headers['content-type'] ?? null,
    search: target.search,
    dataset: route.dataset,
    pageNumberBase: route.pageNumberBase,
  });
  if (route.latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, route.latencyMs));
  send(response, answered.status, answered.body, cors);
}

/**
 * The mock server's `request` listener: routes to `POST /api/deliveries` (see
 * `createMockServer`) and never throws; an unexpected failure is answered 500 when nothing
 * was sent yet, and the connection is dropped otherwise.
 *
 * @example
 * ```ts
 * createServer(answerHttpRequest({ dataset, pageNumberBase: 1, latencyMs: 0, maxBodyBytes: 1e6, allowedOrigin: createOriginPolicy() }));
 * ```
 */
export function answerHttpRequest(
  route: MockServerRoute,
): (request: IncomingMessage, response: ServerResponse) => void {
  return (request, response) => {
    answer(request, response, route)
      .catch(() => {
        if (response.headersSent || response.destroyed) {
          response.destroy();
          return;
        }
        // The cause stays on the server: it may hold what the request carried.
        const message = 'The mock server failed to answer this request.';
        send(
          response,
          500,
          { message },
          {
            ...corsHeaders(request, route.allowedOrigin),
            Connection: 'close',
          },
        );
      })
      // Last resort: a rejection left unhandled would end the process.
      .catch(() => response.destroy());
  };
}
