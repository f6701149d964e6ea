import { describe, expect, it } from 'vitest';
import {
  isRelativeDateToken,
  readRelativeDateToken,
  writeRelativeDateToken,
} from '@src/state/relativeDates/relativeDateToken';
import { resolveDateBound } from '@src/state/relativeDates/resolveDateBound';
import { dateEntryFormat } from '@src/state/typedDates/dateEntryFormat';
import { formatTypedDate, parseTypedDate } from '@src/state/typedDates/parseTypedDate';
import { tagesWorte as deWords } from '@src/locales/de/filterLanguage';
import { slowaDni as plWords } from '@src/locales/pl/filterLanguage';
import { de as dePack } from '@src/locales/de';
import { pl as plPack } from '@src/locales/pl';
import { cs as csPack } from '@src/locales/cs';
import { fr as frPack } from '@src/locales/fr';
import { es as esPack } from '@src/locales/es';
import { it as itPack } from '@src/locales/it';
import { nl as nlPack } from '@src/locales/nl';
import { ar as arPack } from '@src/locales/ar';

const gb = dateEntryFormat('en-GB');
const de = dateEntryFormat('de-DE');
const us = dateEntryFormat('en-US');
const date = (value: string) => ({ kind: 'date', value });
const relative = (value: string) => ({ kind: 'relative', value });
const problem = (name: string) => ({ kind: 'problem', problem: name });

describe('how each locale writes a date', () => {
  it('reads the order, the clock and an example from Intl', () => {
    expect(gb).toMatchObject({ order: ['day', 'month', 'year'], hour12: false });
    expect(gb.example).toBe('25/11/2026, 14:30');
    expect(de).toMatchObject({ order: ['day', 'month', 'year'], hour12: false });
    expect(de.example).toBe('25.11.2026, 14:30');
    expect(us).toMatchObject({ order: ['month', 'day', 'year'], hour12: true });
    expect(us.example).toBe('11/25/2026, 2:30 PM');
    expect(us.pattern).toBe('mm/dd/yyyy, hh:mm AM/PM');
    expect(de.pattern).toBe('dd.mm.yyyy, hh:mm');
  });

  it('falls back to the runtime for a locale Intl cannot read', () => {
    expect(dateEntryFormat('not a locale!').order).toHaveLength(3);
  });
});

describe('parseTypedDate in each locale', () => {
  it('en-GB: day first, 24 hours, with or without the comma', () => {
    expect(parseTypedDate('25/11/2026 14:30', gb)).toEqual(date('2026-11-25T14:30'));
    expect(parseTypedDate('25/11/2026, 14:30', gb)).toEqual(date('2026-11-25T14:30'));
    expect(parseTypedDate('5/1/2026', gb)).toEqual(date('2026-01-05'));
    expect(parseTypedDate(' 25/11/2026 ', gb)).toEqual(date('2026-11-25'));
  });

  it('de-DE: dots, a comma before the time', () => {
    expect(parseTypedDate('25.11.2026, 14:30', de)).toEqual(date('2026-11-25T14:30'));
    expect(parseTypedDate('25.11.2026', de)).toEqual(date('2026-11-25'));
    expect(parseTypedDate('1.2.2026 7:05', de)).toEqual(date('2026-02-01T07:05'));
  });

  it('en-US: month first, 12 hours with AM/PM, and 24 hours too', () => {
    expect(parseTypedDate('11/25/2026, 2:30 PM', us)).toEqual(date('2026-11-25T14:30'));
    expect(parseTypedDate('11/25/2026 2:30pm', us)).toEqual(date('2026-11-25T14:30'));
    expect(parseTypedDate('11/25/2026 12:05 AM', us)).toEqual(date('2026-11-25T00:05'));
    expect(parseTypedDate('11/25/2026 12:05 PM', us)).toEqual(date('2026-11-25T12:05'));
    expect(parseTypedDate('11/25/2026 2 pm', us)).toEqual(date('2026-11-25T14:00'));
    expect(parseTypedDate('11/25/2026 14:30', us)).toEqual(date('2026-11-25T14:30'));
    // Intl writes a narrow no-break space before the day period; a copy of it reads back.
    expect(parseTypedDate('11/25/2026, 2:30\u202fPM', us)).toEqual(date('2026-11-25T14:30'));
  });

  it('reads ISO 8601 in any locale', () => {
    for (const format of [gb, de, us]) {
      expect(parseTypedDate('2026-11-25 14:30', format)).toEqual(date('2026-11-25T14:30'));
      expect(parseTypedDate('2026-11-25T14:30', format)).toEqual(date('2026-11-25T14:30'));
    }
  });

  it('reads what it writes, in each locale', () => {
    for (const format of [gb, de, us, dateEntryFormat('ar-EG'), dateEntryFormat('hu-HU')]) {
      for (const value of [
        '2026-11-25T14:30',
        '2026-01-05T00:05',
        '2026-07-04T12:00',
        '2026-02-28',
      ]) {
        expect(parseTypedDate(formatTypedDate(value, format), format)).toEqual(date(value));
      }
    }
  });

  it('reads what it writes in locales with other calendars, clocks and words', () => {
    // Buddhist and Persian years, an era, the day period before the time, `klo`, `h`, `г.`, the
    // time first: what the field writes back is read as the same minute, or written as ISO.
    const locales = [
      'th-TH',
      'fa-IR',
      'ja-JP-u-ca-japanese',
      'ms-MY',
      'ko-KR',
      'zh-TW',
      'zh-HK',
    ].concat(['fi-FI', 'fr-CA', 'bg-BG', 'vi-VN', 'hi-IN', 'ar-SA', 'he-IL']);
    for (const locale of locales) {
      const format = dateEntryFormat(locale);
      for (const value of [
        '2026-11-25T14:30',
        '2026-01-05T00:05',
        '2026-07-04T09:05',
        '2026-02-28',
      ]) {
        const written = formatTypedDate(value, format);
        expect(parseTypedDate(written, format), `${locale}: ${written}`).toEqual(date(value));
      }
      expect(parseTypedDate(format.example, format), `${locale}: ${format.example}`).toEqual(
        date('2026-11-25T14:30'),
      );
    }
    // Where the locale's own text cannot be read back, dates are written as ISO 8601.
    expect(dateEntryFormat('fi-FI')).toMatchObject({ example: '2026-11-25 14:30', hour12: false });
    expect(dateEntryFormat('th-TH').example).toBe('25/11/2026 14:30');
  });

  it("ms-MY: the locale's morning word (PG, pagi) is the morning", () => {
    const ms = dateEntryFormat('ms-MY');
    expect(parseTypedDate('25/11/2026, 9:05 PG', ms)).toEqual(date('2026-11-25T09:05'));
    expect(parseTypedDate('25/11/2026, 12:05 PG', ms)).toEqual(date('2026-11-25T00:05'));
    expect(parseTypedDate('25/11/2026, 9:05 PTG', ms)).toEqual(date('2026-11-25T21:05'));
  });

  it('ar: Arabic-Indic digits and the Arabic comma read as typed; the day periods named in Arabic', () => {
    const ar = dateEntryFormat('ar');
    expect(parseTypedDate('٢٥/١١/٢٠٢٦، ١٤:٣٠', ar)).toEqual(date('2026-11-25T14:30'));
    expect(parseTypedDate('۲۵/۱۱/۲۰۲۶', ar)).toEqual(date('2026-11-25'));
    expect(ar.pattern).not.toMatch(/AM|PM/);
    expect(ar.pattern).toContain('ص/م');
    expect(dateEntryFormat('en-US').pattern).toBe('mm/dd/yyyy, hh:mm AM/PM');
  });

  it('keeps relative words and days back relative, in their kept form', () => {
    expect(parseTypedDate('today', gb)).toEqual(relative('today'));
    expect(parseTypedDate('Yesterday', de)).toEqual(relative('yesterday'));
    expect(parseTypedDate('-7d', us)).toEqual(relative('-7d'));
    expect(parseTypedDate('-7 d', us)).toEqual(relative('-7d'));
    expect(parseTypedDate('-1d', us)).toEqual(relative('yesterday'));
    expect(parseTypedDate('today 6:00', gb)).toEqual(relative('today 06:00'));
    expect(parseTypedDate('today, 2:30 pm', us)).toEqual(relative('today 14:30'));
    expect(parseTypedDate('-30d 23:59', de)).toEqual(relative('-30d 23:59'));
  });

  it('names what is wrong with a bad input', () => {
    expect(parseTypedDate('', gb)).toEqual({ kind: 'empty' });
    expect(parseTypedDate('   ', gb)).toEqual({ kind: 'empty' });
    expect(parseTypedDate('soon', gb)).toEqual(problem('unreadable'));
    expect(parseTypedDate('25/11', gb)).toEqual(problem('unreadable'));
    expect(parseTypedDate('25/11/26', gb)).toEqual(problem('unreadable'));
    expect(parseTypedDate('25/11/2026 noon', gb)).toEqual(problem('unreadable'));
    expect(parseTypedDate('31/02/2026', gb)).toEqual(problem('noSuchDay'));
    // Day-first text typed in a month-first locale names a month 25.
    expect(parseTypedDate('25/11/2026', us)).toEqual(problem('noSuchDay'));
    expect(parseTypedDate('25/11/2026 24:00', gb)).toEqual(problem('noSuchTime'));
    expect(parseTypedDate('11/25/2026 13:00 PM', us)).toEqual(problem('noSuchTime'));
    expect(parseTypedDate('25/11/2026 14:75', gb)).toEqual(problem('noSuchTime'));
    expect(parseTypedDate('today 25:00', gb)).toEqual(problem('noSuchTime'));
    expect(parseTypedDate('today at noon', gb)).toEqual(problem('unreadable'));
    // No days back is today.
    expect(parseTypedDate('-0d', gb)).toEqual(relative('today'));
    expect(parseTypedDate('-99999d', gb)).toEqual(problem('outOfRange'));
    expect(parseTypedDate('31/12/9999', gb)).toEqual(problem('outOfRange'));
  });
});

describe("relative words in the person's language", () => {
  const polish = dateEntryFormat('pl-PL');

  it("de: the pack's heute and gestern, with a time, case aside; English still read", () => {
    const words = deWords;
    expect(parseTypedDate('heute', de, words)).toEqual(relative('today'));
    expect(parseTypedDate('Gestern', de, words)).toEqual(relative('yesterday'));
    expect(parseTypedDate('gestern 6:00', de, words)).toEqual(relative('yesterday 06:00'));
    expect(parseTypedDate('HEUTE, 14:30', de, words)).toEqual(relative('today 14:30'));
    expect(parseTypedDate('yesterday', de, words)).toEqual(relative('yesterday'));
    expect(parseTypedDate('-7d', de, words)).toEqual(relative('-7d'));
    // A word that only starts like one is no date; a bad time after one is named.
    expect(parseTypedDate('heutemorgen', de, words)).toEqual(problem('unreadable'));
    expect(parseTypedDate('gestern 25:00', de, words)).toEqual(problem('noSuchTime'));
    // Without the pack's words, German is not read.
    expect(parseTypedDate('gestern', de)).toEqual(problem('unreadable'));
  });

  it('pl: dziś, dzisiaj and wczoraj, with or without the accent', () => {
    const words = plWords;
    expect(parseTypedDate('dziś', polish, words)).toEqual(relative('today'));
    expect(parseTypedDate('Dzisiaj 7:15', polish, words)).toEqual(relative('today 07:15'));
    expect(parseTypedDate('dzis', polish, words)).toEqual(relative('today'));
    expect(parseTypedDate('wczoraj, 23:59', polish, words)).toEqual(relative('yesterday 23:59'));
    expect(parseTypedDate('today', polish, words)).toEqual(relative('today'));
    // Dates keep their locale's reading beside the words.
    expect(parseTypedDate('5.11.2026', polish, words)).toEqual(date('2026-11-05'));
  });
});

describe('formatTypedDate', () => {
  it('writes a wall-clock reading as the locale does, a token as it is', () => {
    expect(formatTypedDate('2026-11-25T14:30', gb)).toBe('25/11/2026, 14:30');
    expect(formatTypedDate('2026-11-25T14:30', de)).toBe('25.11.2026, 14:30');
    expect(formatTypedDate('2026-11-25T14:30', us)).toBe('11/25/2026, 2:30 PM');
    expect(formatTypedDate('2026-11-25', us)).toBe('11/25/2026');
    expect(formatTypedDate('-7d', us)).toBe('-7d');
    expect(formatTypedDate('0999-01-01', us)).toBe('0999-01-01');
  });
});

describe('relative tokens in their kept form', () => {
  it('read and write each other', () => {
    for (const token of ['today', 'yesterday', '-7d', 'today 06:00', '-30d 23:59']) {
      expect(writeRelativeDateToken(readRelativeDateToken(token)!)).toBe(token);
      expect(isRelativeDateToken(token)).toBe(true);
    }
    for (const text of ['-0d', '-1d 6:00', 'Today', 'last7Days', '2026-11-01', '-7d 24:00']) {
      expect(isRelativeDateToken(text)).toBe(false);
    }
  });
});

describe('typed tokens resolved in a zone, across daylight-saving changes', () => {
  const warsaw = 'Europe/Warsaw';
  const newYork = 'America/New_York';
  const at = (iso: string) => Date.parse(iso);
  const bounds = (token: string, timeZone: string, now: string) => ({
    start: resolveDateBound(token, 'start', { timeZone, now: at(now) }),
    end: resolveDateBound(token, 'end', { timeZone, now: at(now) }),
  });

  it('"-7d" is the whole day a week back, in the zone that day had', () => {
    // Sunday 1 November 2026 in Warsaw (CET); a week back is 25 October, the day of 25 hours.
    expect(bounds('-7d', warsaw, '2026-11-01T12:00:00Z')).toEqual({
      start: '2026-10-24T22:00:00.000Z',
      end: '2026-10-25T22:59:59.999Z',
    });
  });

  it('"today 02:30" on Warsaw\'s spring change moves forward with the clocks', () => {
    // 29 March 2026: 02:00 CET becomes 03:00 CEST, so 02:30 does not happen; 03:30 CEST is sent.
    expect(bounds('today 02:30', warsaw, '2026-03-29T10:00:00Z').start).toBe(
      '2026-03-29T01:30:00.000Z',
    );
  });

  it('"yesterday 01:30" on New York\'s autumn change takes the first 01:30 as a start, the second as an end', () => {
    // 1 November 2026: 01:30 happens in EDT (05:30Z) and again in EST (06:30Z).
    expect(bounds('yesterday 01:30', newYork, '2026-11-02T15:00:00Z')).toEqual({
      start: '2026-11-01T05:30:00.000Z',
      end: '2026-11-01T06:30:59.999Z',
    });
  });

  it("counts days in the grid's zone, not the runtime's", () => {
    // 23:30 UTC on 28 November is already 29 November in Warsaw.
    expect(bounds('today', warsaw, '2026-11-28T23:30:00Z').start).toBe('2026-11-28T23:00:00.000Z');
    expect(bounds('today', newYork, '2026-11-28T23:30:00Z').start).toBe('2026-11-28T05:00:00.000Z');
  });
});

describe("a date field's hint names the words its pack reads", () => {
  const packs = {
    de: dePack,
    pl: plPack,
    cs: csPack,
    fr: frPack,
    es: esPack,
    it: itPack,
    nl: nlPack,
    ar: arPack,
  };
  it.each(Object.entries(packs))(
    '%s: its own today and yesterday, each read back',
    (name, pack) => {
      const { dayWords, unreadableDate } = pack.messages.filters;
      const format = dateEntryFormat(name);
      const hint = unreadableDate('F', 'unreadable', 'x', format);
      // The first word the pack reads for each day, as the field writes it back.
      const [today, yesterday] = [dayWords.today, dayWords.yesterday].map((words) =>
        words.split(',')[0]!.trim(),
      );
      expect(hint).toContain(today);
      expect(hint).toContain(yesterday);
      expect(hint).not.toMatch(/today|yesterday/);
      expect(parseTypedDate(`${today} 06:00`, format, dayWords)).toEqual(relative('today 06:00'));
      expect(parseTypedDate(yesterday!, format, dayWords)).toEqual(relative('yesterday'));
    },
  );
});
