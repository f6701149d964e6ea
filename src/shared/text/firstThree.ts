/**
 * The first three items of a list, each quoted, then the words for how many more, so a page
 * repeating hundreds of codes gets a notice of one line; for the locale packs (the English
 * default words its own: 30 bytes less in the first load). `more` has the count left out, and
 * is not called when there is none.
 *
 * @example
 * ```ts
 * firstThree(['A', 'B', 'C', 'D'], (code) => `“${code}”`, ', ', (count) => ` and ${count} more`);
 * // '“A”, “B”, “C” and 1 more'
 * ```
 */
export function firstThree(
  items: readonly string[],
  quote: (item: string) => string,
  separator: string,
  more: (count: number) => string,
): string {
  const shown = items.slice(0, 3).map(quote).join(separator);
  return items.length > 3 ? shown + more(items.length - 3) : shown;
}
