import type { Delivery } from '../api/types';

/**
 * Two answers hold the same deliveries, field for field, in the same order: what a server that
 * ignores `pageNumber` sends for two pages. Rows that differ are told apart at the first one.
 *
 * @example
 * ```ts
 * samePage(page1, page2); // true: the server sent page 1 again for page 2
 * ```
 */
export function samePage(
  a: readonly Delivery[] | undefined,
  b: readonly Delivery[] | undefined,
): boolean {
  return (
    !!a?.length &&
    a.length === b?.length &&
    a.every((row, index) => JSON.stringify(row) === JSON.stringify(b[index]))
  );
}
