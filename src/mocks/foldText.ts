// Letters that carry no combining mark after NFD, so stripping marks alone would not fold them.
const standaloneLetters: Readonly<Record<string, string>> = {
  ß: 'ss',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  æ: 'ae',
  œ: 'oe',
};
const standaloneLetterPattern = /[ßøłđæœ]/g;

/**
 * Lower-cases a text and strips its accents, so "Müller", "MULLER" and "muller" compare equal.
 *
 * @example
 * ```ts
 * foldText('Łódź Meble'); // 'lodz meble'
 * foldText('Weißbräu'); // 'weissbrau'
 * ```
 */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(standaloneLetterPattern, (letter) => standaloneLetters[letter] ?? letter);
}
