import { createDeliveriesClient } from '@src/index';

/**
 * A client whose requests' signals the test can see, as they leave the page (in the order sent).
 *
 * @example
 * ```ts
 * const { client, signals } = observedClient();
 * renderGrid({ client });
 * expect(signals.map((signal) => signal.aborted)).toEqual([false, true]);
 * ```
 */
export function observedClient() {
  const signals: AbortSignal[] = [];
  const client = createDeliveriesClient({
    baseUrl: '',
    fetch: (input, init) => {
      const request = new Request(input, init);
      signals.push(request.signal);
      return fetch(request);
    },
  });
  return { client, signals };
}
