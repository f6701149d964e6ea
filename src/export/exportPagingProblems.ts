import { DeliveriesApiError } from '../api/errors';
import { englishCount } from '../state/englishCount';

/** Where a page repeats rows already sent. Pages count from 1. */
export interface RepeatedRows {
  /** The page that repeats. */
  page: number;
  /** The earlier page most of its repeated rows were first sent on. */
  earlierPage: number;
  /** How many of its rows repeat. */
  repeated: number;
  /** How many rows it has. */
  count: number;
}

const deliveries = (count: number) =>
  `${englishCount(count)} ${count === 1 ? 'delivery' : 'deliveries'}`;

/**
 * The failure of an export whose server sent, for a page, mostly deliveries it had sent before:
 * all of them when it ignores `pageNumber` (or clamps it to the last page, or wraps around), so
 * paging on would repeat rows and never reach the rest.
 *
 * @example
 * ```ts
 * repeatedPage({ page: 2, earlierPage: 1, repeated: 500, count: 500 }).message;
 * // 'The server sent the same 500 deliveries for page 2 as for page 1, so it seems to ignore pageNumber; the export stopped.'
 * repeatedPage({ page: 3, earlierPage: 2, repeated: 400, count: 500 }).message;
 * // 'The server sent 400 of the 500 deliveries of page 3 again (first sent on page 2), so it does not page by pageNumber and pageSize; the export stopped.'
 * ```
 */
export function repeatedPage({ page, earlierPage, repeated, count }: RepeatedRows) {
  const what =
    repeated === count
      ? `the same ${deliveries(count)} for page ${page} as for page ${earlierPage}, so it seems to ignore pageNumber`
      : `${englishCount(repeated)} of the ${deliveries(count)} of page ${page} again (first sent on page ${earlierPage}), so it does not page by pageNumber and pageSize`;
  return new DeliveriesApiError('invalid-response', `The server sent ${what}; the export stopped.`);
}

/**
 * The failure of an export whose pages overlap: some rows of a page were already sent, as when
 * deliveries are added while an export runs, or the server pages by a size of its own. Writing
 * them would put deliveries in the file twice (and miss as many).
 *
 * @example
 * ```ts
 * overlappingPages({ page: 2, earlierPage: 1, repeated: 250, count: 500 }).message;
 * // 'Page 2 repeated 250 of its 500 deliveries from page 1: the server's pages overlap, as when deliveries are added during the export; the export stopped rather than write them twice.'
 * ```
 */
export function overlappingPages({ page, earlierPage, repeated, count }: RepeatedRows) {
  return new DeliveriesApiError(
    'invalid-response',
    `Page ${page} repeated ${englishCount(repeated)} of its ${deliveries(count)} from page ${earlierPage}: the server's pages overlap, as when deliveries are added during the export; the export stopped rather than write them twice.`,
  );
}

/**
 * The failure of an export whose server sent a short page, which would end it, and then more
 * rows on the page after: deliveries are missing in between, so the file would be incomplete.
 *
 * @example
 * ```ts
 * shortPageInTheMiddle({ page: 2, count: 499, asked: 500 }).message;
 * // 'Page 2 held 499 deliveries where 500 were asked for, yet page 3 held more: the server left deliveries out; the export stopped rather than write an incomplete file.'
 * ```
 */
export function shortPageInTheMiddle({
  page,
  count,
  asked,
}: {
  page: number;
  count: number;
  asked: number;
}) {
  return new DeliveriesApiError(
    'invalid-response',
    `Page ${page} held ${deliveries(count)} where ${englishCount(asked)} were asked for, yet page ${page + 1} held more: the server left deliveries out; the export stopped rather than write an incomplete file.`,
  );
}

/**
 * The failure of an export whose server sent more rows than asked for: paging through it would
 * repeat rows.
 *
 * @example
 * ```ts
 * ignoredPageSize(3000, 500).message;
 * // 'The server sent 3,000 deliveries for a page of 500, so the export cannot page through them.'
 * ```
 */
export function ignoredPageSize(sent: number, asked: number): DeliveriesApiError {
  return new DeliveriesApiError(
    'invalid-response',
    `The server sent ${englishCount(sent)} deliveries for a page of ${englishCount(asked)}, so the export cannot page through them.`,
  );
}

/**
 * The failure of an export whose server sent nothing for the first page but rows for the
 * second: most likely the server numbers its pages from another number than `pageNumberBase`
 * and answers a page out of its range with no rows, so the export would end empty.
 *
 * @example
 * ```ts
 * emptyFirstPage().message;
 * // 'The server sent no deliveries for page 1 but some for page 2: check pageNumberBase (the number the server gives its first page).'
 * ```
 */
export function emptyFirstPage(): DeliveriesApiError {
  return new DeliveriesApiError(
    'invalid-response',
    'The server sent no deliveries for page 1 but some for page 2: check pageNumberBase (the number the server gives its first page).',
  );
}
