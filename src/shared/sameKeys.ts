/**
 * Whether two lists of keys (a memo's inputs) hold the same values in the same places.
 *
 * @example
 * ```ts
 * sameKeys([columns, 'compact'], [columns, 'compact']); // true
 * ```
 */
export function sameKeys(a: readonly unknown[], b: readonly unknown[]): boolean {
  return a.length === b.length && a.every((key, index) => Object.is(key, b[index]));
}
