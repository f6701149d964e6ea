import { HttpResponse, type HttpHandler } from 'msw';
import type { MockDelivery } from './generateDeliveries';
import {
  faultHandler,
  serveNormally,
  type DeliveriesFaultOptions,
  type DeliveriesFaultServingOptions,
} from './faultHandler';

function htmlPage(title: string): string {
  // The shape nginx and most load balancers send: what a client gets when it never reached the API.
  return `<html>\r\n<head><title>${title}</title></head>\r\n<body>\r\n<center><h1>${title}</h1></center>\r\n<hr><center>nginx</center>\r\n</body>\r\n</html>\r\n`;
}

/**
 * Faults that answer with an error status: the server's, a proxy's, or a refusal.
 *
 * @example
 * ```ts
 * server.use(statusFaults.unauthorized());
 * ```
 */
export const statusFaults = {
  /**
   * 500 with `{ message: 'Database connection lost.' }`.
   *
   * @example
   * ```ts
   * server.use(deliveriesFaults.serverError());
   * ```
   */
  serverError: (options: DeliveriesFaultOptions = {}): HttpHandler =>
    faultHandler(options, () =>
      HttpResponse.json({ message: 'Database connection lost.' }, { status: 500 }),
    ),

  /**
   * 502 with an HTML page from a proxy, not JSON.
   *
   * @example
   * ```ts
   * server.use(deliveriesFaults.badGatewayHtml());
   * ```
   */
  badGatewayHtml: (options: DeliveriesFaultOptions = {}): HttpHandler =>
    faultHandler(options, () => HttpResponse.html(htmlPage('502 Bad Gateway'), { status: 502 })),

  /**
   * 503 with an HTML page from a proxy, not JSON.
   *
   * @example
   * ```ts
   * server.use(deliveriesFaults.serviceUnavailableHtml());
   * ```
   */
  serviceUnavailableHtml: (options: DeliveriesFaultOptions = {}): HttpHandler =>
    faultHandler(options, () =>
      HttpResponse.html(htmlPage('503 Service Temporarily Unavailable'), { status: 503 }),
    ),

  /**
   * 400 with `{ message: 'pageSize must be at most 1000.', field: 'pageSize' }`, whatever was sent.
   *
   * @example
   * ```ts
   * server.use(deliveriesFaults.badRequest());
   * ```
   */
  badRequest: (options: DeliveriesFaultOptions = {}): HttpHandler =>
    faultHandler(options, () =>
      HttpResponse.json(
        { message: 'pageSize must be at most 1000.', field: 'pageSize' },
        { status: 400 },
      ),
    ),

  /**
   * 401 with `{ message: 'Authentication required.' }` and a `WWW-Authenticate` challenge.
   *
   * @example
   * ```ts
   * server.use(deliveriesFaults.unauthorized());
   * ```
   */
  unauthorized: (options: DeliveriesFaultOptions = {}): HttpHandler =>
    faultHandler(options, () =>
      HttpResponse.json(
        { message: 'Authentication required.' },
        { status: 401, headers: { 'WWW-Authenticate': 'Bearer realm="deliveries"' } },
      ),
    ),

  /**
   * 403 with `{ message: 'You are not allowed to read deliveries.' }`.
   *
   * @example
   * ```ts
   * server.use(deliveriesFaults.forbidden());
   * ```
   */
  forbidden: (options: DeliveriesFaultOptions = {}): HttpHandler =>
    faultHandler(options, () =>
      HttpResponse.json({ message: 'You are not allowed to read deliveries.' }, { status: 403 }),
    ),

  /**
   * 429 with `Retry-After` for the first `times` requests (default: all of them). After that it
   * serves `thenDataset` normally when given; otherwise it steps aside so the next handler
   * (usually `createDeliveriesHandlers`) answers.
   *
   * @example
   * ```ts
   * server.use(deliveriesFaults.tooManyRequests({ retryAfterSeconds: 1, times: 1 }));
   * ```
   */
  tooManyRequests: (
    options: DeliveriesFaultOptions &
      DeliveriesFaultServingOptions & {
        retryAfterSeconds?: number;
        times?: number;
        thenDataset?: readonly MockDelivery[];
      } = {},
  ): HttpHandler => {
    const { retryAfterSeconds = 2, times = Infinity, thenDataset, pageNumberBase } = options;
    let refused = 0;
    return faultHandler(options, (request, bodyText) => {
      if (refused < times) {
        refused += 1;
        return HttpResponse.json(
          { message: `Too many requests. Retry after ${retryAfterSeconds} seconds.` },
          {
            status: 429,
            headers: {
              'Retry-After': String(retryAfterSeconds),
              'Access-Control-Expose-Headers': 'Retry-After',
            },
          },
        );
      }
      return thenDataset === undefined
        ? undefined
        : serveNormally(request, bodyText, thenDataset, pageNumberBase);
    });
  },
} as const;
