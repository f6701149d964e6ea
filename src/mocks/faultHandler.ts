import { http, HttpResponse, type HttpHandler, type JsonBodyType } from 'msw';
import { answerDeliveriesRequest } from './answerDeliveriesRequest';
import {
  deliveriesUrlPattern,
  readObservedBody,
  type DeliveriesRequestObserver,
} from './deliveriesEndpoint';
import { generateDeliveries, type MockDelivery } from './generateDeliveries';

/** Options every fault takes. */
export interface DeliveriesFaultOptions {
  /** As in `createDeliveriesHandlers`: `''` (default) matches any origin. */
  baseUrl?: string;
  /** Sees every request the fault receives. */
  onRequest?: DeliveriesRequestObserver;
  /** Answer one request only (MSW's `{ once: true }`), then let later handlers answer. */
  once?: boolean;
}

/** Options of the faults that end up serving rows normally. */
export interface DeliveriesFaultServingOptions {
  /** The number of the first page: 1 (default) or 0. */
  pageNumberBase?: 0 | 1;
}

/** Answers one request; `undefined` lets the next handler answer. */
export type FaultResponder = (
  request: Request,
  bodyText: string,
) => Response | undefined | Promise<Response | undefined>;

/**
 * An MSW handler for `POST {baseUrl}/api/deliveries` that tells `onRequest` what was sent,
 * then answers with `respond`.
 *
 * @example
 * ```ts
 * const teapot = faultHandler({}, () => new HttpResponse(null, { status: 418 }));
 * ```
 */
export function faultHandler(
  options: DeliveriesFaultOptions,
  respond: FaultResponder,
): HttpHandler {
  return http.post(
    deliveriesUrlPattern(options.baseUrl),
    async ({ request }) => respond(request, await readObservedBody(request, options.onRequest)),
    { once: options.once === true },
  );
}

/**
 * The reference backend's answer to one intercepted request, as an MSW response.
 *
 * @example
 * ```ts
 * faultHandler({}, (request, bodyText) => serveNormally(request, bodyText, generateDeliveries(10)));
 * ```
 */
export function serveNormally(
  request: Request,
  bodyText: string,
  dataset: readonly MockDelivery[],
  pageNumberBase: 0 | 1 = 1,
): Response {
  const answer = answerDeliveriesRequest(bodyText, {
    contentType: request.headers.get('content-type'),
    search: new URL(request.url).search,
    dataset,
    pageNumberBase,
  });
  return HttpResponse.json(answer.body as JsonBodyType, { status: answer.status });
}

let defaultDataset: readonly MockDelivery[] | undefined;

/**
 * The dataset faults serve when given none: `generateDeliveries(300, 1)`, made on first use
 * so importing the faults costs nothing.
 *
 * @example
 * ```ts
 * serveNormally(request, bodyText, faultDefaultDataset());
 * ```
 */
export function faultDefaultDataset(): readonly MockDelivery[] {
  return (defaultDataset ??= generateDeliveries(300, 1));
}
