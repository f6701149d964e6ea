import { describe, expect, it } from 'vitest';
import { arrowKeyOf, arrowStep, directionOfLocale } from '@src/shared/direction';

describe('directionOfLocale: which way a locale is written', () => {
  it.each([
    ['ar', 'rtl'],
    ['ar-EG', 'rtl'],
    ['he-IL', 'rtl'],
    ['fa', 'rtl'],
    ['ur-PK', 'rtl'],
    ['ps', 'rtl'],
    ['ckb', 'rtl'],
    ['dv', 'rtl'],
    ['yi', 'rtl'],
    ['en-US', 'ltr'],
    ['de', 'ltr'],
    ['pl-PL', 'ltr'],
    ['zh-Hant-TW', 'ltr'],
  ])('%s runs %s', (locale, direction) => {
    expect(directionOfLocale(locale)).toBe(direction);
  });

  it('reads the script where the language is written both ways', () => {
    expect(directionOfLocale('az-Arab')).toBe('rtl');
    expect(directionOfLocale('az-Latn')).toBe('ltr');
    expect(directionOfLocale('ar-Latn')).toBe('ltr');
    // A language of the quick left-to-right list, named with a right-to-left script.
    expect(directionOfLocale('tr-Arab')).toBe('rtl');
    expect(directionOfLocale('ms-Arab')).toBe('rtl');
  });

  it('reads common left-to-right tags without Intl.Locale', () => {
    const intl = Intl as { Locale: typeof Intl.Locale };
    const built = intl.Locale;
    let asked = 0;
    intl.Locale = class extends built {
      constructor(...args: ConstructorParameters<typeof built>) {
        super(...args);
        asked++;
      }
    };
    try {
      // Tags no other test here asks for: the answers are kept a tag.
      for (const tag of ['en-IE', 'de_AT', 'es-419', 'ja-JP', 'sv-FI'])
        expect(directionOfLocale(tag)).toBe('ltr');
      expect(asked).toBe(0);
    } finally {
      intl.Locale = built;
    }
  });

  it('reads a tag written with underscores, and one that is no tag as left to right', () => {
    expect(directionOfLocale('he_IL')).toBe('rtl');
    expect(directionOfLocale('en_GB')).toBe('ltr');
    expect(directionOfLocale('')).toBe('ltr');
    expect(directionOfLocale('not a locale')).toBe('ltr');
  });

  it('falls back to the script where the runtime has no text info', () => {
    const { Locale } = Intl;
    // A runtime without `textInfo` or `getTextInfo`: only the maximized script is there.
    class ScriptOnly {
      constructor(private readonly tag: string) {}
      maximize() {
        return { script: new Locale(this.tag).maximize().script };
      }
    }
    Object.assign(Intl, { Locale: ScriptOnly });
    try {
      // Tags read nowhere else in this file: a locale is read once, then remembered.
      const tags = ['ar-MA', 'he', 'fa-IR', 'dv-MV', 'ckb-IR', 'de-AT', 'ja'];
      expect(tags.map(directionOfLocale)).toEqual([
        'rtl',
        'rtl',
        'rtl',
        'rtl',
        'rtl',
        'ltr',
        'ltr',
      ]);
    } finally {
      Object.assign(Intl, { Locale });
    }
  });
});

describe('arrowStep: which arrow means next', () => {
  it('is ArrowRight left to right and ArrowLeft right to left', () => {
    expect(arrowStep('ArrowRight', 'ltr')).toBe(1);
    expect(arrowStep('ArrowLeft', 'ltr')).toBe(-1);
    expect(arrowStep('ArrowLeft', 'rtl')).toBe(1);
    expect(arrowStep('ArrowRight', 'rtl')).toBe(-1);
  });

  it('is 0 for any other key', () => {
    for (const key of ['ArrowUp', 'ArrowDown', 'Home', 'End', 'Enter', 'a'])
      expect([arrowStep(key, 'ltr'), arrowStep(key, 'rtl')]).toEqual([0, 0]);
  });

  it('names the key back: arrowKeyOf undoes arrowStep', () => {
    for (const direction of ['ltr', 'rtl'] as const)
      for (const step of [1, -1] as const)
        expect(arrowStep(arrowKeyOf(step, direction), direction)).toBe(step);
    expect(arrowKeyOf(1, 'rtl')).toBe('ArrowLeft');
  });
});
