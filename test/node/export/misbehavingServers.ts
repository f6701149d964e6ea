import { delay, http, HttpResponse, type HttpHandler, type JsonBodyType } from 'msw';
import type { DeliveriesRequest } from '../../../src/api/types';
import {
  answerDeliveriesRequest,
  deliveriesUrlPattern,
  queryDeliveries,
} from '../../../src/mocks/index';
import type { MockDelivery } from '../../../src/mocks/index';

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
function misbehavingServer(options: MisbehavingServerOptions, misread: Misreading): HttpHandler {
  const { baseUrl, dataset, latencyMs = 0, onRequest } = options;
  const answerFor = (bodyText: string, contentType: string | null) =>
    answerDeliveriesRequest(bodyText, { contentType, search: '', dataset });
  return http.post(deliveriesUrlPattern(baseUrl), async ({ request }) => {
    const bodyText = await request.text();
    const contentType = request.headers.get('content-type');
    const strict = answerFor(bodyText, contentType);
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
