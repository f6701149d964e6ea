import type { DeliveriesRequest } from '@src/api/types';
import { createDeliveriesHandlers, type MockDelivery } from '@src/mocks/index';
import { worker } from '../worker';

/** Options of `serveReference`. */
export interface ServeReferenceOptions {
  /** Delay before each answer, in milliseconds (the reference backend's default: none). */
  latencyMs?: number;
}

/**
 * Serves the reference backend over `rows` through the test page's MSW worker, with its strict
 * validation (a body it rejects gets a 400), and records every body it receives, in order.
 * Installed in front of earlier handlers; `setup.ts` removes it after the test.
 *
 * @example
 * ```ts
 * const bodies = serveReference(generateDeliveries(120, 7), { latencyMs: 10 });
 * ```
 */
export function serveReference(
  rows: readonly MockDelivery[],
  options: ServeReferenceOptions = {},
): DeliveriesRequest[] {
  const bodies: DeliveriesRequest[] = [];
  worker.use(
    ...createDeliveriesHandlers({
      dataset: rows,
      ...options,
      onRequest: (body) => bodies.push(body as DeliveriesRequest),
    }),
  );
  return bodies;
}
