import { http } from 'msw';
import { onTestFinished } from 'vitest';
import type { DeliveriesRequest } from '@src/api/types';
import { worker } from '../worker';

/**
 * Holds the requests `which` picks (the first `count` of them) until `release` is called or the
 * test ends, then lets them on to the reference backend; `sent` records every one it picked.
 *
 * @example
 * ```ts
 * const { sent, release } = holdRequests((body) => body.pageNumber === 2, 1);
 * ```
 */
export function holdRequests(
  which: (body: DeliveriesRequest) => boolean,
  count = Infinity,
): { sent: DeliveriesRequest[]; release: () => void } {
  const sent: DeliveriesRequest[] = [];
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  onTestFinished(() => release());
  worker.use(
    http.post('*/api/deliveries', async ({ request }) => {
      const body = (await request.clone().json()) as DeliveriesRequest;
      if (!which(body)) return undefined;
      sent.push(body);
      if (sent.length <= count) await held;
      return undefined; // on to the reference backend
    }),
  );
  return { sent, release: () => release() };
}
