/** Which way the grid's text and layout run: left to right or right to left. */
export type Direction = 'ltr' | 'rtl';

// Where a runtime has no `Intl.Locale` text info, or the tag is not one: the scripts written
// right to left, then the languages whose usual script is one of them.
const rtlScripts = new Set(
  'Adlm Arab Aran Hebr Mand Mend Nkoo Rohg Samr Syrc Thaa Yezi'.split(' '),
);
const rtlLanguages = new Set(
  'ar arc ckb dv fa he iw ks lrc mzn nqo pnb ps sd syr ug ur yi'.split(' '),
);

interface TextInfoLocale {
  script?: string;
  language: string;
  textInfo?: { direction?: string };
  getTextInfo?: () => { direction?: string };
}

const known = new Map<string, Direction>();

/**
 * The direction a locale's script runs, as React Aria reads it: `Intl.Locale`'s text info where
 * the runtime has it, else the locale's script or language among those written right to left.
 *
 * @example
 * ```ts
 * directionOfLocale('ar-EG'); // 'rtl'
 * directionOfLocale('pa-PK'); // 'rtl' (Punjabi in Shahmukhi, where the runtime knows it)
 * directionOfLocale('de'); // 'ltr'
 * ```
 */
export function directionOfLocale(locale: string): Direction {
  let direction = known.get(locale);
  if (direction === undefined) {
    direction = readDirection(locale);
    known.set(locale, direction);
  }
  return direction;
}

function readDirection(locale: string): Direction {
  const [language = '', second = ''] = locale.split(/[-_]/);
  try {
    const maximized = new Intl.Locale(locale).maximize() as unknown as TextInfoLocale;
    const info = maximized.getTextInfo?.() ?? maximized.textInfo;
    if (info?.direction === 'rtl' || info?.direction === 'ltr') return info.direction;
    if (maximized.script) return rtlScripts.has(maximized.script) ? 'rtl' : 'ltr';
  } catch {
    // Not a well-formed tag: its first subtags still say enough.
  }
  if (rtlScripts.has(second.charAt(0).toUpperCase() + second.slice(1).toLowerCase())) return 'rtl';
  return rtlLanguages.has(language.toLowerCase()) ? 'rtl' : 'ltr';
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
