import { pageOfDataset } from './benchData';

/** The part of a request body the bench server reads. */
export interface BenchRequest {
  pageNumber: number;
  pageSize: number;
  quickSearch: string;
  orderBy?: { key: string; order: 'asc' | 'desc' } | null;
}

/** A request waiting for its answer. */
export interface HeldRequest {
  request: BenchRequest;
  /** `performance.now()` when the page sent it. */
  sentAt: number;
  /** Resolves the request's `fetch` with this response. */
  answer(response: Response): void;
}

/**
 * The page's server, in-page: a `fetch` that logs every request and answers it by `policy`.
 * `held`: page-1 requests wait for the driver; other pages (the grid's look-ahead) get `[]`
 * at once, except while a figure is being timed: then they wait for its end, like a server
 * with latency, so their handling never lands inside a timed frame.
 */
export function createBenchServer(policy: 'held' | 'instant') {
  const requests: BenchRequest[] = [];
  const held: HeldRequest[] = [];
  let timing = false;
  let onHeld: (() => void) | undefined;
  const drop = (entry: HeldRequest) => {
    const index = held.indexOf(entry);
    if (index >= 0) held.splice(index, 1);
  };

  const fetch: typeof globalThis.fetch = (_input, init) => {
    const sentAt = performance.now();
    const request = JSON.parse(String(init?.body)) as BenchRequest;
    requests.push(request);
    return new Promise<Response>((resolve, reject) => {
      const entry: HeldRequest = {
        request,
        sentAt,
        answer(response) {
          drop(entry);
          resolve(response);
        },
      };
      const signal = init?.signal;
      signal?.addEventListener('abort', () => {
        drop(entry);
        reject(signal.reason);
      });
      if (policy === 'instant') {
        void pageOfDataset(request.pageNumber, request.pageSize).then((json) =>
          entry.answer(new Response(json)),
        );
      } else if (request.pageNumber === 1 || timing) {
        held.push(entry);
        onHeld?.();
      } else {
        entry.answer(new Response('[]'));
      }
    });
  };

  /** The latest held page-1 request, once there is one. */
  const heldFirstPage = () =>
    new Promise<HeldRequest>((resolve) => {
      onHeld = () => {
        const found = held.findLast((entry) => entry.request.pageNumber === 1);
        if (!found) return;
        onHeld = undefined;
        resolve(found);
      };
      onHeld();
    });

  /** While timing, look-ahead requests wait; at its end they get `[]`. */
  const setTiming = (on: boolean) => {
    timing = on;
    if (!on)
      for (const entry of held.filter((e) => e.request.pageNumber !== 1))
        entry.answer(new Response('[]'));
  };

  return { fetch, requests, heldFirstPage, setTiming };
}
