/**
 * Whether the search box's text holds a field word (`status:`) outside double quotes, so the
 * filter language's code is worth loading. Apart from the language, which loads on first use.
 *
 * @example
 * ```ts
 * hasFieldWord('DHL status:4'); // true
 * hasFieldWord('10:30'); // false
 * hasFieldWord('"gate note: 10:30"'); // false: a phrase's colon is text
 * hasFieldWord('"12\\" note: 10:30"'); // false: `\"` is a quote in it
 * ```
 */
export function hasFieldWord(text: string): boolean {
  return /(^|\s)[\p{L}_][\p{L}\p{N}_-]*:/u.test(text.replace(/\\"|"(\\"|[^"])*"/g, ' '));
}

/**
 * The text the box's words search, with the language on: its quotes are the language's (a
 * phrase's), and `\"` is a quote searched.
 *
 * @example
 * ```ts
 * searchedText('"Müller GmbH"'); // 'Müller GmbH'
 * searchedText('12\\" pipe'); // '12" pipe'
 * ```
 */
export const searchedText = (text: string): string =>
  text.replace(/\\?"/g, (quote) => quote[1] ?? '');

/**
 * `text` as the box shows a search: its quotes typed as the language searches them (`\"`),
 * and quoted where the language would read it as field words (`note: 10:30`), so Enter
 * searches it again rather than refuse `note:` or drop a quote.
 *
 * @example
 * ```ts
 * asPhrase('note: 10:30'); // '"note: 10:30"'
 * asPhrase('12" pipe'); // '12\\" pipe'
 * asPhrase('note: C:\\'); // '"note: C:\\ "'
 * asPhrase('10:30'); // '10:30'
 * ```
 */
export const asPhrase = (text: string): string => {
  const typed = text.replace(/"/g, '\\"');
  // A last `\` kept apart from the closing quote, which it would make a quote searched.
  return hasFieldWord(typed) ? `"${typed.replace(/\\$/, '\\ ')}"` : typed;
};
