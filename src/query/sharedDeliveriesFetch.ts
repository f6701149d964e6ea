import { hashKey } from '@tanstack/react-query';
import type { DeliveriesClient } from '../api/client';
import { invalidResponseError } from '../api/errors';
import type { DeliveriesRequest, Delivery } from '../api/types';

interface InFlightRequest {
  promise: Promise<Delivery[]>;
  controller: AbortController;
  waiting: number;
  abortTimer?: ReturnType<typeof setTimeout>;
}

const inFlightByClient = new WeakMap<DeliveriesClient, Map<string, InFlightRequest>>();

/**
 * `client.queryDeliveries` for react-query's `queryFn`: callers asking for the same request
 * while it is in flight share one HTTP request, and it is aborted only once nobody has waited
 * for it for a whole task. A query that loses its last observer aborts its signal and is asked
 * again at once when it gets one back (React StrictMode's mount, unmount, mount; a quick
 * remount): that second ask joins the first request instead of sending another. A request
 * that is really superseded is still aborted, so its answer never arrives.
 */
export function fetchDeliveriesShared(
  client: DeliveriesClient,
  request: DeliveriesRequest,
  signal: AbortSignal,
): Promise<Delivery[]> {
  signal.throwIfAborted();
  let inFlight = inFlightByClient.get(client);
  if (!inFlight) inFlightByClient.set(client, (inFlight = new Map()));
  const requests = inFlight;
  const key = hashKey([request]);

  let shared = requests.get(key);
  if (!shared) {
    const controller = new AbortController();
    const entry: InFlightRequest = {
      controller,
      waiting: 0,
      // A host's client may answer without a promise, or with no list (null, `{ items }`): the
      // request failed, shown with Retry, never a blank grid.
      promise: Promise.resolve(client.queryDeliveries(request, { signal: controller.signal }))
        .then((rows) => {
          if (!Array.isArray(rows)) throw invalidResponseError('expected a list');
          return rows;
        })
        .finally(() => {
          if (requests.get(key) === entry) requests.delete(key);
        }),
    };
    requests.set(key, (shared = entry));
  }
  const entry = shared;
  clearTimeout(entry.abortTimer);
  entry.waiting += 1;

  return new Promise<Delivery[]>((resolve, reject) => {
    const leave = () => {
      entry.waiting -= 1;
      reject(signal.reason);
      if (entry.waiting > 0) return;
      entry.abortTimer = setTimeout(() => {
        if (entry.waiting > 0) return;
        if (requests.get(key) === entry) requests.delete(key);
        entry.controller.abort(signal.reason);
      }, 0);
    };
    signal.addEventListener('abort', leave, { once: true });
    entry.promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', leave));
  });
}

/**
 * A person asked again (Refresh): the client's requests in flight are not joined any more, so
 * one that hangs is left to be aborted and the ask goes to the server afresh.
 */
export function sendAfresh(client: DeliveriesClient): void {
  inFlightByClient.delete(client);
}
