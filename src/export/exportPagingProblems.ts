import { DeliveriesApiError } from '../api/errors';
import type { Delivery } from '../api/types';
import { englishCount } from '../state/englishCount';

/**
 * The pages an export has kept, row for row, to catch a server that sends a page again: one
 * that ignores `pageNumber`, clamps it to the last page, or wraps around to the first. Whole
 * rows, not codes alone, so deliveries that share a code are no repeat. Empty pages never are.
 *
 * @example
 * ```ts
 * const pages = createPageLog();
 * pages.keep(page1, 1);
 * pages.earlierPage(page2); // 1 when page 2 repeats page 1, else undefined
 * ```
 */
export function createPageLog() {
  const pageBySignature = new Map<string, number>();
  const signature = (rows: readonly Delivery[]) => JSON.stringify(rows);
  return {
    /** The number of a kept page with the same rows in the same order, if any. */
    earlierPage(rows: readonly Delivery[]): number | undefined {
      return rows.length === 0 ? undefined : pageBySignature.get(signature(rows));
    },
    keep(rows: readonly Delivery[], page: number): void {
      if (rows.length > 0) pageBySignature.set(signature(rows), page);
    },
  };
}

/**
 * The failure of an export whose server sent a page again: it seems to ignore `pageNumber`, so
 * paging on would repeat rows and never reach the rest. Pages count from 1.
 *
 * @example
 * ```ts
 * repeatedPage(2, 1, 500).message;
 * // 'The server sent the same 500 deliveries for page 2 as for page 1, so it seems to ignore pageNumber; the export stopped.'
 * ```
 */
export function repeatedPage(page: number, earlier: number, count: number): DeliveriesApiError {
  const deliveries = `${englishCount(count)} ${count === 1 ? 'delivery' : 'deliveries'}`;
  return new DeliveriesApiError(
    'invalid-response',
    `The server sent the same ${deliveries} for page ${page} as for page ${earlier}, so it seems to ignore pageNumber; the export stopped.`,
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
