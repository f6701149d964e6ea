/** Which way the grid's text and layout run: left to right or right to left. */
export type Direction = 'ltr' | 'rtl';

// Where a runtime has no `Intl.Locale` text info: the scripts written right to left (a
// language's usual script comes from `maximize`, so `ar` is `ar-Arab-EG`).
const rtlScript = /^(Adlm|Arab|Aran|Hebr|Mand|Mend|Nkoo|Rohg|Samr|Syrc|Thaa|Yezi)$/;

interface TextInfoLocale {
  script?: string;
  textInfo?: { direction?: string };
  getTextInfo?: () => { direction?: string };
}

/**
 * The direction a locale's script runs, as React Aria reads it: `Intl.Locale`'s text info where
 * the runtime has it, else whether the locale's script (its language's usual one when it names
 * none) is written right to left. A tag that is not one reads as left to right.
 *
 * @example
 * ```ts
 * directionOfLocale('ar-EG'); // 'rtl'
 * directionOfLocale('pa-PK'); // 'rtl' (Punjabi in Shahmukhi)
 * directionOfLocale('de'); // 'ltr'
 * ```
 */
export function directionOfLocale(locale: string): Direction {
  let direction = known.get(locale);
  if (direction === undefined) known.set(locale, (direction = readDirection(locale)));
  return direction;
}

// Read once a locale: the grid's root and each part ask on every render, and an Intl.Locale is
// built and maximized each time it is read.
const known = new Map<string, Direction>();

// Languages written left to right in every script they are usually written in: a tag of one
// of them with no script named needs no Intl.Locale (whose likely-subtags data costs a page
// about 4 ms to load at the grid's mount).
const leftToRight =
  /^(?:en|de|fr|es|it|nl|pl|cs|pt|sv|da|fi|nb|nn|no|is|et|lv|lt|hu|ro|sk|sl|hr|bs|sr|bg|mk|el|ru|uk|be|tr|ja|zh|ko|vi|th|id|ms)(?:[-_](?:[a-z]{2}|\d{3}))?$/i;

function readDirection(locale: string): Direction {
  if (leftToRight.test(locale)) return 'ltr';
  try {
    // Underscores (`he_IL`, as some back ends write locales) are not BCP 47.
    const full = new Intl.Locale(locale.replace(/_/g, '-')).maximize() as TextInfoLocale;
    const direction = (full.getTextInfo?.() ?? full.textInfo)?.direction;
    if (direction === 'rtl' || direction === 'ltr') return direction;
    return rtlScript.test(full.script ?? '') ? 'rtl' : 'ltr';
  } catch {
    return 'ltr';
  }
}

/**
 * Which way a horizontal arrow key moves along a line of controls, for every key handler that
 * means "previous" or "next" as seen: `1` towards the inline end (ArrowRight left to right,
 * ArrowLeft right to left), `-1` towards the start, `0` for any other key.
 *
 * @example
 * ```ts
 * arrowStep('ArrowLeft', 'rtl'); // 1: the next chip, the next page, a wider column
 * arrowStep('ArrowLeft', 'ltr'); // -1
 * ```
 */
export function arrowStep(key: string, direction: Direction): 1 | -1 | 0 {
  if (key !== 'ArrowRight' && key !== 'ArrowLeft') return 0;
  return (key === 'ArrowRight') === (direction === 'ltr') ? 1 : -1;
}

/**
 * The arrow key that means "next" (towards the inline end) or "previous": for `aria-keyshortcuts`
 * and the words that name a key.
 *
 * @example
 * ```ts
 * arrowKeyOf(1, 'rtl'); // 'ArrowLeft'
 * ```
 */
export function arrowKeyOf(step: 1 | -1, direction: Direction): 'ArrowLeft' | 'ArrowRight' {
  return (step === 1) === (direction === 'ltr') ? 'ArrowRight' : 'ArrowLeft';
}
