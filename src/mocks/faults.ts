import { bodyFaults } from './bodyFaults';
import { networkFaults } from './networkFaults';
import { statusFaults } from './statusFaults';

/**
 * MSW handlers for every way `POST /api/deliveries` can fail, to put in front of
 * `createDeliveriesHandlers` with `server.use(…)` or in a story's handlers. Each factory takes
 * `{ baseUrl, onRequest, once }` plus its own options:
 *
 * - status: `serverError` (500 JSON), `badGatewayHtml` (502 HTML), `serviceUnavailableHtml`
 *   (503 HTML), `badRequest` (400 JSON), `unauthorized` (401), `forbidden` (403),
 *   `tooManyRequests` (429 with `Retry-After`, `times`, then `thenDataset` or the next handler);
 * - body: `malformedJson`, `notAnArray`, `brokenItems`, `duplicateCodes`, `hugePage`;
 * - network: `hang` (never answers), `slow` (answers normally after `delayMs`), `networkError`.
 *
 * @example
 * ```ts
 * server.use(deliveriesFaults.serverError());
 * server.use(deliveriesFaults.tooManyRequests({ retryAfterSeconds: 1, times: 1 }));
 * ```
 */
export const deliveriesFaults = { ...statusFaults, ...bodyFaults, ...networkFaults } as const;

/** The names of the faults, e.g. for a Storybook control. */
export type DeliveriesFaultName = keyof typeof deliveriesFaults;

export type { DeliveriesFaultOptions, DeliveriesFaultServingOptions } from './faultHandler';
