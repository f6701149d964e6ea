import { delay, http, HttpResponse, type HttpHandler, type JsonBodyType } from 'msw';
import { answerDeliveriesRequest } from './answerDeliveriesRequest';
import {
  deliveriesUrlPattern,
  readObservedBody,
  type DeliveriesRequestObserver,
} from './deliveriesEndpoint';
import { generateDeliveries, type MockDelivery } from './generateDeliveries';
import type { ValidateDeliveriesRequestOptions } from './validateDeliveriesRequest';

/** Options of `createDeliveriesHandlers`. */
export interface DeliveriesHandlersOptions extends Pick<
  ValidateDeliveriesRequestOptions,
  'advancedFilterFields' | 'advancedFilterOperators'
> {
  /** `''` (default) matches `/api/deliveries` on any origin; an absolute URL matches that origin. */
  baseUrl?: string;
  /** The rows to serve; default `generateDeliveries(300, 1)`. */
  dataset?: readonly MockDelivery[];
  /** Delay of every answer in ms; default 0. */
  latencyMs?: number;
  /** The number of the first page: 1 (default) or 0. */
  pageNumberBase?: 0 | 1;
  /** Sees every request the handler receives, valid or not. */
  onRequest?: DeliveriesRequestObserver;
}

/**
 * MSW handlers serving the reference backend at `POST {baseUrl}/api/deliveries`, strict as a
 * picky server: 400 for a query string, a body that is not JSON or a request the validator
 * rejects (`{ message, field }`), 415 for a `Content-Type` other than `application/json`,
 * else 200 with the page array.
 *
 * @example
 * ```ts
 * import { setupServer } from 'msw/node';
 * const received: unknown[] = [];
 * const server = setupServer(
 *   ...createDeliveriesHandlers({ latencyMs: 50, onRequest: (body) => received.push(body) }),
 * );
 * ```
 */
export function createDeliveriesHandlers(options: DeliveriesHandlersOptions = {}): HttpHandler[] {
  const {
    baseUrl,
    dataset = generateDeliveries(300, 1),
    latencyMs = 0,
    pageNumberBase = 1,
    onRequest,
    ...validationOptions
  } = options;
  return [
    http.post(deliveriesUrlPattern(baseUrl), async ({ request }) => {
      const bodyText = await readObservedBody(request, onRequest);
      const answer = answerDeliveriesRequest(bodyText, {
        ...validationOptions,
        contentType: request.headers.get('content-type'),
        search: new URL(request.url).search,
        dataset,
        pageNumberBase,
      });
      if (latencyMs > 0) await delay(latencyMs);
      return HttpResponse.json(answer.body as JsonBodyType, { status: answer.status });
    }),
  ];
}
