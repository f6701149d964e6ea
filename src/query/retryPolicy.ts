import { DeliveriesApiError } from '../api/errors';

/** Retries after the first failure: network errors, timeouts, 408, 429 and 5xx only. */
export const maxDeliveriesRetries = 2;

/** A `Retry-After` longer than this is not waited for: the person sees the error and "Retry". */
const maxRetryAfterMs = 10_000;

/**
 * react-query `retry`: a refused request (4xx) or a broken answer fails at once; a failure that
 * may pass later is retried up to {@link maxDeliveriesRetries} times.
 *
 * @example
 * ```ts
 * useQuery({ queryKey, queryFn, retry: shouldRetryDeliveries });
 * ```
 */
export function shouldRetryDeliveries(failureCount: number, error: unknown): boolean {
  if (!(error instanceof DeliveriesApiError) || !error.retryable) return false;
  if ((error.retryAfterMs ?? 0) > maxRetryAfterMs) return false;
  return failureCount < maxDeliveriesRetries;
}

/**
 * react-query `retryDelay`: the server's `Retry-After` when it sent one, else 300 ms, 600 ms, …
 * capped at 3 s.
 *
 * @example
 * ```ts
 * deliveriesRetryDelay(0, new Error('x')); // 300
 * ```
 */
export function deliveriesRetryDelay(failureCount: number, error: unknown): number {
  if (error instanceof DeliveriesApiError && error.retryAfterMs !== undefined) {
    return Math.min(error.retryAfterMs, maxRetryAfterMs);
  }
  return Math.min(300 * 2 ** failureCount, 3_000);
}
