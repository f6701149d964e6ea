import type { DeliveriesClient } from '../api/client';
import type { DeliveriesRequest, Delivery } from '../api/types';
import { deliveriesRetryDelay, shouldRetryDeliveries } from '../query/retryPolicy';

/**
 * One page of an export through `client.queryDeliveries`, retried as the grid retries (network,
 * timeout, 408, 429, 5xx); an abort of `signal` rejects with its reason at once, even mid-wait.
 *
 * @example
 * ```ts
 * const rows = await fetchPageWithRetries(client, { ...request, pageNumber: 2, pageSize: 500 }, signal);
 * ```
 */
export async function fetchPageWithRetries(
  client: DeliveriesClient,
  request: DeliveriesRequest,
  signal: AbortSignal | undefined,
): Promise<Delivery[]> {
  for (let failureCount = 0; ; failureCount += 1) {
    signal?.throwIfAborted();
    try {
      return await client.queryDeliveries(request, { signal });
    } catch (error) {
      if (signal?.aborted || !shouldRetryDeliveries(failureCount, error)) throw error;
      await wait(deliveriesRetryDelay(failureCount, error), signal);
    }
  }
}

function wait(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    function onAbort() {
      clearTimeout(timer);
      reject(signal?.reason);
    }
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
