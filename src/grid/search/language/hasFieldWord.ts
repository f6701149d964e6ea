/**
 * Whether the search box's text holds a field word (`status:`), so the filter language's code
 * is worth loading. Apart from the language, which loads on first use.
 *
 * @example
 * ```ts
 * hasFieldWord('DHL status:4'); // true
 * hasFieldWord('10:30'); // false
 * ```
 */
export function hasFieldWord(text: string): boolean {
  return /(^|\s)[\p{L}_][\p{L}\p{N}_-]*:/u.test(text);
}
