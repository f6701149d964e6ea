/**
 * Whether the search box's text holds a field word (`status:`) outside double quotes, so the
 * filter language's code is worth loading. Apart from the language, which loads on first use.
 *
 * @example
 * ```ts
 * hasFieldWord('DHL status:4'); // true
 * hasFieldWord('10:30'); // false
 * hasFieldWord('"gate note: 10:30"'); // false: a phrase's colon is text
 * ```
 */
export function hasFieldWord(text: string): boolean {
  return /(^|\s)[\p{L}_][\p{L}\p{N}_-]*:/u.test(text.replace(/"[^"]*"/g, ' '));
}

/**
 * `text` as the box shows a search: quoted where the language would read it as field words
 * (`note: 10:30`), so Enter searches it again rather than refuse `note:`.
 *
 * @example
 * ```ts
 * asPhrase('note: 10:30'); // '"note: 10:30"'
 * asPhrase('10:30'); // '10:30'
 * ```
 */
export const asPhrase = (text: string): string => (hasFieldWord(text) ? `"${text}"` : text);
