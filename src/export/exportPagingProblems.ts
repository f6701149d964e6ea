import { DeliveriesApiError } from '../api/errors';
import type { Delivery } from '../api/types';
import { englishCount } from '../state/englishCount';

/**
 * Whether two pages hold the same deliveries (codes) in the same order: what a server that
 * ignores `pageNumber` sends for every page. Empty pages are never "the same".
 *
 * @example
 * ```ts
 * isRepeatedPage(page1, page2); // true when page 2 repeats page 1
 * ```
 */
export function isRepeatedPage(previous: readonly Delivery[], rows: readonly Delivery[]): boolean {
  return (
    rows.length > 0 &&
    rows.length === previous.length &&
    rows.every((row, index) => row.code === previous[index]!.code)
  );
}

/**
 * The failure of an export whose server sent the same page twice: it seems to ignore
 * `pageNumber`, so paging on would repeat rows and never reach the rest. Pages count from 1.
 *
 * @example
 * ```ts
 * repeatedPage(2, 500).message;
 * // 'The server sent the same 500 deliveries for page 2 as for page 1, so it seems to ignore pageNumber; the export stopped.'
 * ```
 */
export function repeatedPage(page: number, count: number): DeliveriesApiError {
  return new DeliveriesApiError(
    'invalid-response',
    `The server sent the same ${englishCount(count)} ${count === 1 ? 'delivery' : 'deliveries'} for page ${page} as for page ${page - 1}, so it seems to ignore pageNumber; the export stopped.`,
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
