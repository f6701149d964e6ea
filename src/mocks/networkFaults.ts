import { delay, HttpResponse, type HttpHandler } from 'msw';
import type { MockDelivery } from './generateDeliveries';
import {
  faultDefaultDataset,
  faultHandler,
  serveNormally,
  type DeliveriesFaultOptions,
  type DeliveriesFaultServingOptions,
} from './faultHandler';

/**
 * Faults of time and transport: no answer, a late answer, no connection.
 *
 * @example
 * ```ts
 * server.use(networkFaults.hang());
 * ```
 */
export const networkFaults = {
  /**
   * Never answers, like a server that accepted the connection and stalled: loading forever,
   * or until the client's timeout or abort.
   *
   * @example
   * ```ts
   * server.use(deliveriesFaults.hang());
   * ```
   */
  hang: (options: DeliveriesFaultOptions = {}): HttpHandler =>
    faultHandler(options, async () => {
      await delay('infinite');
      return HttpResponse.error();
    }),

  /**
   * Answers normally (validation included) after `delayMs` (default 3000).
   *
   * @example
   * ```ts
   * server.use(deliveriesFaults.slow({ delayMs: 800 }));
   * ```
   */
  slow: (
    options: DeliveriesFaultOptions &
      DeliveriesFaultServingOptions & { delayMs?: number; dataset?: readonly MockDelivery[] } = {},
  ): HttpHandler =>
    faultHandler(options, async (request, bodyText) => {
      await delay(options.delayMs ?? 3000);
      return serveNormally(
        request,
        bodyText,
        options.dataset ?? faultDefaultDataset(),
        options.pageNumberBase,
      );
    }),

  /**
   * A network failure (`fetch` rejects with a `TypeError`), as when offline or refused.
   *
   * @example
   * ```ts
   * server.use(deliveriesFaults.networkError());
   * ```
   */
  networkError: (options: DeliveriesFaultOptions = {}): HttpHandler =>
    faultHandler(options, () => HttpResponse.error()),
} as const;
