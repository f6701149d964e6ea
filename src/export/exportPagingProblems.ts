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

/**
 * Why an export stopped paging, as data: worded by the export's messages (`exportRepeatedPage`
 * and the others), in English in `message` for logs.
 *
 * @example
 * ```ts
 * const problem: DeliveriesExportPagingProblem = { code: 'ignoredPageSize', params: { sent: 3000, asked: 500 } };
 * ```
 */
export type DeliveriesExportPagingProblem =
  | { code: 'repeatedPage'; params: RepeatedRows }
  | { code: 'overlappingPages'; params: RepeatedRows }
  | { code: 'shortPageInTheMiddle'; params: { page: number; count: number; asked: number } }
  | { code: 'ignoredPageSize'; params: { sent: number; asked: number } }
  | { code: 'emptyFirstPage'; params: Record<string, never> };

/**
 * A failed export whose server pages in a way the export cannot follow: a `DeliveriesApiError`
 * of kind `invalid-response` whose `problem` a translation words.
 *
 * @example
 * ```ts
 * if (error instanceof DeliveriesExportPagingError) words(error.problem);
 * ```
 */
export class DeliveriesExportPagingError extends DeliveriesApiError {
  declare readonly problem: DeliveriesExportPagingProblem;

  constructor(problem: DeliveriesExportPagingProblem) {
    super('invalid-response', englishPagingProblem(problem));
    Object.defineProperty(this, 'problem', { value: problem, enumerable: true });
  }
}

const deliveries = (count: number) =>
  `${englishCount(count)} ${count === 1 ? 'delivery' : 'deliveries'}`;

/**
 * The English words of a paging problem (the error's `message`, and the export's default words).
 *
 * @example
 * ```ts
 * englishPagingProblem({ code: 'emptyFirstPage', params: {} }); // 'The server sent no deliveries for page 1 …'
 * ```
 */
export function englishPagingProblem({ code, params }: DeliveriesExportPagingProblem): string {
  switch (code) {
    case 'repeatedPage': {
      const { page, earlierPage, repeated, count } = params;
      const what =
        repeated === count
          ? `the same ${deliveries(count)} for page ${page} as for page ${earlierPage}, so it seems to ignore pageNumber`
          : `${englishCount(repeated)} of the ${deliveries(count)} of page ${page} again (first sent on page ${earlierPage}), so it does not page by pageNumber and pageSize`;
      return `The server sent ${what}; the export stopped.`;
    }
    case 'overlappingPages':
      return `Page ${params.page} repeated ${englishCount(params.repeated)} of its ${deliveries(params.count)} from page ${params.earlierPage}: the server's pages overlap, as when deliveries are added during the export; the export stopped rather than write them twice.`;
    case 'shortPageInTheMiddle':
      return `Page ${params.page} held ${deliveries(params.count)} where ${englishCount(params.asked)} were asked for, yet page ${params.page + 1} held more: the server left deliveries out; the export stopped rather than write an incomplete file.`;
    case 'ignoredPageSize':
      return `The server sent ${englishCount(params.sent)} deliveries for a page of ${englishCount(params.asked)}, so the export cannot page through them.`;
    case 'emptyFirstPage':
      return 'The server sent no deliveries for page 1 but some for page 2: check pageNumberBase (the number the server gives its first page).';
  }
}

/**
 * The failure of an export whose server sent, for a page, mostly deliveries it had sent before:
 * all of them when it ignores `pageNumber` (or clamps it to the last page, or wraps around), so
 * paging on would repeat rows and never reach the rest.
 *
 * @example
 * ```ts
 * repeatedPage({ page: 2, earlierPage: 1, repeated: 500, count: 500 }).message;
 * // 'The server sent the same 500 deliveries for page 2 as for page 1, so it seems to ignore pageNumber; the export stopped.'
 * ```
 */
export function repeatedPage(params: RepeatedRows) {
  return new DeliveriesExportPagingError({ code: 'repeatedPage', params });
}

/**
 * The failure of an export whose pages overlap: some rows of a page were already sent, as when
 * deliveries are added while an export runs, or the server pages by a size of its own. Writing
 * them would put deliveries in the file twice (and miss as many).
 *
 * @example
 * ```ts
 * overlappingPages({ page: 2, earlierPage: 1, repeated: 250, count: 500 }).problem.code; // 'overlappingPages'
 * ```
 */
export function overlappingPages(params: RepeatedRows) {
  return new DeliveriesExportPagingError({ code: 'overlappingPages', params });
}

/**
 * The failure of an export whose server sent a short page, which would end it, and then more
 * rows on the page after: deliveries are missing in between, so the file would be incomplete.
 *
 * @example
 * ```ts
 * shortPageInTheMiddle({ page: 2, count: 499, asked: 500 }).problem.code; // 'shortPageInTheMiddle'
 * ```
 */
export function shortPageInTheMiddle(params: { page: number; count: number; asked: number }) {
  return new DeliveriesExportPagingError({ code: 'shortPageInTheMiddle', params });
}

/**
 * The failure of an export whose server sent more rows than asked for: paging through it would
 * repeat rows.
 *
 * @example
 * ```ts
 * ignoredPageSize(3000, 500).problem; // { code: 'ignoredPageSize', params: { sent: 3000, asked: 500 } }
 * ```
 */
export function ignoredPageSize(sent: number, asked: number): DeliveriesExportPagingError {
  return new DeliveriesExportPagingError({ code: 'ignoredPageSize', params: { sent, asked } });
}

/**
 * The failure of an export whose server sent nothing for the first page but rows for the
 * second: most likely the server numbers its pages from another number than `pageNumberBase`
 * and answers a page out of its range with no rows, so the export would end empty.
 *
 * @example
 * ```ts
 * emptyFirstPage().problem.code; // 'emptyFirstPage'
 * ```
 */
export function emptyFirstPage(): DeliveriesExportPagingError {
  return new DeliveriesExportPagingError({ code: 'emptyFirstPage', params: {} });
}
