import type { MockDelivery } from './generateDeliveries';
import { queryDeliveries } from './queryDeliveries';
import {
  validateDeliveriesRequest,
  type ValidateDeliveriesRequestOptions,
} from './validateDeliveriesRequest';

/** What the reference backend needs to know about one HTTP request besides its body. */
export interface AnswerDeliveriesRequestOptions extends Pick<
  ValidateDeliveriesRequestOptions,
  'advancedFilterFields' | 'advancedFilterOperators'
> {
  /** The request's `Content-Type` header, or `null` when absent. */
  contentType: string | null;
  /** The URL's query string including `?` (as `URL.search` gives it), `''` when none. */
  search: string;
  dataset: readonly MockDelivery[];
  /** The number of the first page: 1 (default) or 0. */
  pageNumberBase?: 0 | 1;
}

/** An HTTP answer: status and a JSON body. */
export interface DeliveriesAnswer {
  status: number;
  /** The page (status 200) or `{ message, field? }`. */
  body: unknown;
}

const jsonContentType = /^application\/json\s*(;|$)/i;

/**
 * The whole reference backend for one request, from body text to status and JSON body, shared
 * by the MSW handlers and the HTTP mock server so both answer alike:
 * a query string → 400; a `Content-Type` other than `application/json` → 415; a body that is
 * not JSON → 400; a body the validator rejects → 400 `{ message, field }`; else 200 and the page.
 *
 * @example
 * ```ts
 * const answer = answerDeliveriesRequest('{"pageNumber":1,"pageSize":10,"quickSearch":""}', {
 *   contentType: 'application/json', search: '', dataset: generateDeliveries(50),
 * });
 * answer.status; // 200
 * ```
 */
export function answerDeliveriesRequest(
  bodyText: string,
  options: AnswerDeliveriesRequestOptions,
): DeliveriesAnswer {
  const { contentType, search, dataset, pageNumberBase = 1, ...validationOptions } = options;
  if (search !== '' && search !== '?') {
    return {
      status: 400,
      body: { message: `The endpoint takes no query-string parameters (got "${search}").` },
    };
  }
  if (contentType === null || !jsonContentType.test(contentType.trim())) {
    const got = contentType === null ? 'none' : `"${contentType}"`;
    return {
      status: 415,
      body: { message: `Content-Type must be application/json (got ${got}).` },
    };
  }
  let body: unknown;
  try {
    body = JSON.parse(bodyText);
  } catch {
    return { status: 400, body: { message: 'Body is not valid JSON.' } };
  }
  const validation = validateDeliveriesRequest(body, { ...validationOptions, pageNumberBase });
  if (!validation.ok) {
    return { status: 400, body: { message: validation.message, field: validation.field } };
  }
  try {
    return { status: 200, body: queryDeliveries(dataset, validation.request, { pageNumberBase }) };
  } catch (error) {
    // A host-defined operator the reference semantics do not implement: the server's fault.
    return {
      status: 500,
      body: { message: error instanceof Error ? error.message : String(error) },
    };
  }
}
