import { delay, http, HttpResponse, type HttpHandler, type JsonBodyType } from 'msw';
import type { DeliveriesRequest } from '@src/api/types';
import { answerDeliveriesRequest, deliveriesUrlPattern, queryDeliveries } from '@src/mocks/index';
import type { MockDelivery } from '@src/mocks/index';

/** Where and what a misbehaving server serves, and who hears about its requests. */
export interface MisbehavingServerOptions {
  /** `''` (default) matches any origin. */
  baseUrl?: string;
  dataset: readonly MockDelivery[];
  latencyMs?: number;
  /** Sees every body as sent, before the server bends it. */
  onRequest?: (body: DeliveriesRequest) => void;
}

/** How a server gets paging wrong: its answer to a (valid) request, from the reference answer. */
type Misreading = (
  body: DeliveriesRequest,
  answer: (request: DeliveriesRequest) => MockDelivery[],
) => MockDelivery[];

/**
 * The reference backend (strict validation of the request as sent) with one paging mistake.
 * A request the reference backend refuses is refused the same way.
 */
function misbehavingServer(
  options: MisbehavingServerOptions,
  misread: Misreading,
  acceptedPageNumberBase: 0 | 1 = 1,
): HttpHandler {
  const { baseUrl, dataset, latencyMs = 0, onRequest } = options;
  const answerFor = (bodyText: string, contentType: string | null, pageNumberBase: 0 | 1 = 1) =>
    answerDeliveriesRequest(bodyText, { contentType, search: '', dataset, pageNumberBase });
  return http.post(deliveriesUrlPattern(baseUrl), async ({ request }) => {
    const bodyText = await request.text();
    const contentType = request.headers.get('content-type');
    const strict = answerFor(bodyText, contentType, acceptedPageNumberBase);
    if (latencyMs > 0) await delay(latencyMs);
    if (strict.status !== 200) return HttpResponse.json(strict.body as JsonBodyType, strict);
    const body = JSON.parse(bodyText) as DeliveriesRequest;
    onRequest?.(body);
    const rows = misread(
      body,
      (bent) => answerFor(JSON.stringify(bent), contentType).body as never,
    );
    return HttpResponse.json(rows as never);
  });
}

/**
 * A server that sends at most `cap` rows a page and pages by its own size: asked for page 2 of
 * 500, it sends rows 200 to 399.
 *
 * @example
 * ```ts
 * server.use(pageSizeCappingServer({ dataset, cap: 200 }));
 * ```
 */
export function pageSizeCappingServer(options: MisbehavingServerOptions & { cap: number }) {
  return misbehavingServer(options, (body, answer) =>
    answer({ ...body, pageSize: Math.min(body.pageSize, options.cap) }),
  );
}

/**
 * A server that counts the offset by the page size asked for, but sends at most `cap` rows of
 * it: asked for page 2 of 500, it sends rows 500 to 699.
 *
 * @example
 * ```ts
 * server.use(pageTruncatingServer({ dataset, cap: 200 }));
 * ```
 */
export function pageTruncatingServer(options: MisbehavingServerOptions & { cap: number }) {
  return misbehavingServer(options, (body, answer) => answer(body).slice(0, options.cap));
}

/**
 * A server that ignores `pageNumber`: every page is the first, optionally capped at `cap` rows.
 *
 * @example
 * ```ts
 * server.use(pageNumberIgnoringServer({ dataset }));
 * ```
 */
export function pageNumberIgnoringServer(options: MisbehavingServerOptions & { cap?: number }) {
  const cap = options.cap ?? Number.POSITIVE_INFINITY;
  return misbehavingServer(options, (body, answer) =>
    answer({ ...body, pageNumber: 1, pageSize: Math.min(body.pageSize, cap) }),
  );
}

/**
 * A server that answers a page past the end with the last page again, as if `pageNumber` were
 * clamped to the pages there are, or with the first page (`to: 'first'`), as if it wrapped.
 *
 * @example
 * ```ts
 * server.use(pageNumberClampingServer({ dataset: dataset.slice(0, 1000) }));
 * ```
 */
export function pageNumberClampingServer(
  options: MisbehavingServerOptions & { to?: 'last' | 'first' },
) {
  return misbehavingServer(options, (body, answer) => {
    const rows = answer(body);
    if (rows.length > 0 || body.pageNumber <= 1) return rows;
    if (options.to === 'first') return answer({ ...body, pageNumber: 1 });
    const matching = queryDeliveries(options.dataset, {
      ...body,
      pageNumber: 1,
      pageSize: options.dataset.length,
    }).length;
    return answer({ ...body, pageNumber: Math.max(1, Math.ceil(matching / body.pageSize)) });
  });
}

/**
 * A server that raises a `pageSize` below `min` to `min`, and pages by the raised size.
 *
 * @example
 * ```ts
 * server.use(pageSizeFloorServer({ dataset, min: 50 }));
 * ```
 */
export function pageSizeFloorServer(options: MisbehavingServerOptions & { min: number }) {
  return misbehavingServer(options, (body, answer) =>
    answer({ ...body, pageSize: Math.max(body.pageSize, options.min) }),
  );
}

/** Every row the reference backend matches for `body`, in its order, on one page. */
const allMatching = (dataset: readonly MockDelivery[], body: DeliveriesRequest) =>
  queryDeliveries(dataset, { ...body, pageNumber: 1, pageSize: dataset.length });

/**
 * A server that ignores `pageNumber` and sends the first page in a new order every time
 * (`vary: 'order'`), or with a field that changes on every request (`vary: 'servedAt'`), so no
 * two pages are alike as JSON.
 *
 * @example
 * ```ts
 * server.use(pageNumberIgnoringVaryingServer({ dataset, vary: 'order' }));
 * ```
 */
export function pageNumberIgnoringVaryingServer(
  options: MisbehavingServerOptions & { vary: 'order' | 'servedAt' },
) {
  let served = 0;
  return misbehavingServer(options, (body, answer) => {
    served += 1;
    const rows = answer({ ...body, pageNumber: 1 });
    if (options.vary === 'servedAt') return rows.map((row) => ({ ...row, servedAt: served }));
    // Rotated by the request's count: a new order each time, the same on every run.
    const by = served % rows.length;
    return [...rows.slice(by), ...rows.slice(0, by)];
  });
}

/**
 * A server whose pages overlap: each page starts `overlap` rows before the end of the page
 * before, as offset paging does when deliveries are added during an export (`overlap: 1`), or
 * as a server that steps by half a page does (`overlap: pageSize / 2`). With `servedAt`, every
 * row carries the request's count too.
 *
 * @example
 * ```ts
 * server.use(pageOverlappingServer({ dataset, overlap: 250 }));
 * ```
 */
export function pageOverlappingServer(
  options: MisbehavingServerOptions & { overlap: number; servedAt?: boolean },
) {
  let served = 0;
  return misbehavingServer(options, (body) => {
    served += 1;
    const start = (body.pageNumber - 1) * (body.pageSize - options.overlap);
    const rows = allMatching(options.dataset, body).slice(start, start + body.pageSize);
    return options.servedAt ? rows.map((row) => ({ ...row, servedAt: served })) : rows;
  });
}

/**
 * A server that leaves out the first `missing` rows of page `page`, while the pages after it
 * come whole: page 2 is short, yet page 3 has rows.
 *
 * @example
 * ```ts
 * server.use(rowDroppingServer({ dataset, page: 2, missing: 1 }));
 * ```
 */
export function rowDroppingServer(
  options: MisbehavingServerOptions & { page: number; missing: number },
) {
  return misbehavingServer(options, (body, answer) => {
    const rows = answer(body);
    return body.pageNumber === options.page ? rows.slice(options.missing) : rows;
  });
}

/**
 * A server that numbers its pages from 1 yet accepts `pageNumber: 0`, answering it (a page out
 * of its range) with no rows: a client paging from 0 sees an empty first page.
 *
 * @example
 * ```ts
 * server.use(pageZeroEmptyServer({ dataset }));
 * ```
 */
export function pageZeroEmptyServer(options: MisbehavingServerOptions) {
  return misbehavingServer(
    options,
    (body, answer) => (body.pageNumber === 0 ? [] : answer(body)),
    0,
  );
}

/**
 * `[pageNumber, pageSize]` of every request, as sent, and the `onRequest` that records them.
 *
 * @example
 * ```ts
 * const { received, onRequest } = recorder();
 * server.use(pageSizeCappingServer({ dataset, cap: 200, onRequest }));
 * ```
 */
export function recorder() {
  const received: [number, number][] = [];
  const onRequest = (body: DeliveriesRequest) => received.push([body.pageNumber, body.pageSize]);
  return { received, onRequest };
}
