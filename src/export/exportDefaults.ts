/**
 * Rows per request of an export by default: half the reference backend's limit of 1,000, and
 * within what picky servers commonly accept, so an export of 10,000 rows takes 20 requests.
 */
export const defaultExportPageSize = 500;

/** Most rows an export fetches by default. */
export const defaultExportMaxRows = 10_000;

/**
 * An export's row count (`maxRows`, `pageSize`) as the grid uses it: a whole number from 1, else
 * `fallback`, so a host's `Infinity` or `2.5` costs no failed export that "Try again" cannot
 * mend. The grid's options notice names the value given (`exportCountUnusable`).
 *
 * @example
 * ```ts
 * usableExportCount(Infinity, 10_000); // 10000
 * usableExportCount(250, 500); // 250
 * ```
 */
export function usableExportCount(value: unknown, fallback: number): number {
  return Number.isInteger(value) && (value as number) >= 1 ? (value as number) : fallback;
}
