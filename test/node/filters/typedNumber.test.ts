import { describe, expect, it } from 'vitest';
import { readTypedNumber, typedNumberOf } from '@src/filters/logic/typedNumber';

describe('readTypedNumber', () => {
  it('reads a number as the locale writes it, in the server’s form', () => {
    expect(readTypedNumber('2,5', 'de-DE')).toBe('2.5');
    expect(readTypedNumber(' -3,75 ', 'fr-FR')).toBe('-3.75');
    expect(readTypedNumber('١٢', 'ar-SA')).toBe('12');
    expect(readTypedNumber('٢٫٥', 'ar-SA')).toBe('2.5');
    expect(readTypedNumber('\u061c-٣', 'ar-SA')).toBe('-3');
    expect(readTypedNumber('−4', 'en-GB')).toBe('-4');
  });

  it('takes the server’s own form, and Arabic-Indic or Persian digits, in every locale', () => {
    for (const locale of ['en-GB', 'de-DE', 'pl-PL', 'ar-SA', undefined]) {
      expect(readTypedNumber('2.5', locale)).toBe('2.5');
      expect(readTypedNumber('-12', locale)).toBe('-12');
      // Arabic-Indic and Persian digits, as an Arabic or Persian keyboard types them.
      expect(readTypedNumber('١٢', locale)).toBe('12');
      expect(readTypedNumber('۱۲.5', locale)).toBe('12.5');
    }
  });

  it('refuses what is no number, or could be read two ways', () => {
    expect(readTypedNumber('2,5', 'en-GB')).toBeNull();
    expect(readTypedNumber('1,000', 'en-GB')).toBeNull();
    expect(readTypedNumber('1.000', 'de-DE')).toBeNull();
    expect(readTypedNumber('۱.۰۰۰', 'de-DE')).toBeNull();
    // Where `.` is no decimal sign, grouping with a space (de-AT, fr-FR) or not.
    expect(readTypedNumber('1.000', 'de-AT')).toBeNull();
    expect(readTypedNumber('1.000', 'fr-FR')).toBeNull();
    expect(readTypedNumber('1.000', 'en-GB')).toBe('1.000');
    expect(readTypedNumber('12.500,5', 'de-DE')).toBeNull();
    expect(readTypedNumber('2,5,1', 'de-DE')).toBeNull();
    expect(readTypedNumber('ten', 'de-DE')).toBeNull();
    expect(readTypedNumber('', 'de-DE')).toBeNull();
    expect(readTypedNumber('1e3', 'en-GB')).toBeNull();
    expect(readTypedNumber('2,5', 'not a locale')).toBeNull();
  });
});

describe('typedNumberOf', () => {
  it('writes the server’s number as the locale does, which reads back the same', () => {
    expect(typedNumberOf('2.5', 'de-DE')).toBe('2,5');
    expect(typedNumberOf('-12', 'ar-SA')).toBe('-١٢');
    expect(typedNumberOf('2.5', 'en-GB')).toBe('2.5');
    expect(typedNumberOf('odd', 'de-DE')).toBe('odd');
    for (const locale of ['de-DE', 'ar-SA', 'fr-FR', 'en-GB'])
      expect(readTypedNumber(typedNumberOf('-1234.5', locale), locale)).toBe('-1234.5');
  });
});
