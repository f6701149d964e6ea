import type { Direction } from '../direction';

// Letters of the scripts written right to left (Hebrew, Arabic, Syriac, Thaana, N'Ko… and the
// historic and Adlam blocks), and every other letter: Latin, Greek, CJK, Thai, Devanagari…
const rightToLeftRanges =
  '\\u0590-\\u08ff\\ufb1d-\\ufdff\\ufe70-\\ufefc\\u{10800}-\\u{10fff}\\u{1e800}-\\u{1efff}';
const rightToLeftLetter = new RegExp(`[${rightToLeftRanges}]`, 'u');
const leftToRightLetter = new RegExp(`(?![${rightToLeftRanges}])\\p{L}`, 'u');

/**
 * A value set into words that run the other way, isolated (U+2068 … U+2069) so it is drawn as
 * a run of its own: "Łódź Meble Sp. z o.o." in an Arabic chip keeps its last full stop at its
 * end, not before its "Ł". A value of the words' own direction is given back as it is, so
 * accessible names stay plain where nothing needs isolating.
 *
 * @example
 * ```ts
 * isolated('Sp. z o.o.', 'rtl'); // '\u2068Sp. z o.o.\u2069'
 * isolated('Sp. z o.o.', 'ltr'); // 'Sp. z o.o.'
 * ```
 */
export function isolated(value: string, direction: Direction | undefined): string {
  const otherWay = direction === 'rtl' ? leftToRightLetter : rightToLeftLetter;
  return otherWay.test(value) ? `\u2068${value}\u2069` : value;
}

/**
 * Words made of values, as read (plain: names, live regions) and as drawn (each value written
 * the other way isolated): `words` puts each value through the `value` it is given.
 *
 * @example
 * ```ts
 * readAndDrawn('rtl', (value) => `${value(name)} فقط`); // { text: 'Łódź … فقط', shown: '\u2068Łódź …\u2069 فقط' }
 * ```
 */
export function readAndDrawn(
  direction: Direction | undefined,
  words: (value: (text: string) => string) => string,
): { text: string; shown: string } {
  return { text: words((text) => text), shown: words((text) => isolated(text, direction)) };
}
