let english: Intl.NumberFormat | undefined;

/**
 * A count as English messages write it, with digit grouping. The format is made on first use:
 * the first Intl object a page builds loads the browser's locale data (10 to 40 ms cold), and
 * an empty grid's first paint shows no count.
 *
 * @example
 * ```ts
 * englishCount(12345); // '12,345'
 * ```
 */
export function englishCount(count: number): string {
  english ??= new Intl.NumberFormat('en');
  return english.format(count);
}
