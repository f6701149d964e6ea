import { afterEach, describe, expect, it, vi } from 'vitest';
import { addDays, monthOf, untilNextDay, weekdayOf } from '@src/state/relativeDates/calendarDays';
import { firstDayOfRegion, firstDayOfWeek } from '@src/state/relativeDates/firstDayOfWeek';
import {
  isKnownDatePreset,
  isRelativeBound,
  usableDatePresets,
  type DatePreset,
} from '@src/state/relativeDates/relativeBound';
import { datePresetRange, resolveDateBound } from '@src/state/relativeDates/resolveDateBound';

const newYork = 'America/New_York';
const warsaw = 'Europe/Warsaw';
const at = (iso: string) => Date.parse(iso);
const resolve = (id: string, timeZone: string, now: string, locale = 'en-US') => ({
  from: resolveDateBound(id, 'start', { timeZone, now: at(now), locale }),
  to: resolveDateBound(id, 'end', { timeZone, now: at(now), locale }),
});

describe('presets across daylight-saving changes', () => {
  it('"Last 7 days" in New York across the autumn change starts in EDT and ends in EST', () => {
    // Thursday 5 November 2026, 10:00 EST; clocks went back on Sunday 1 November.
    expect(resolve('last7Days', newYork, '2026-11-05T15:00:00Z')).toEqual({
      from: '2026-10-29T04:00:00.000Z',
      to: '2026-11-05T04:59:59.999Z',
    });
  });

  it('"Last 7 days" in New York across the spring change starts in EST and ends in EDT', () => {
    // Tuesday 10 March 2026, 08:00 EDT; clocks went forward on Sunday 8 March.
    expect(resolve('last7Days', newYork, '2026-03-10T12:00:00Z')).toEqual({
      from: '2026-03-03T05:00:00.000Z',
      to: '2026-03-10T03:59:59.999Z',
    });
  });

  it('"Today" on New York\'s spring change is a day of 23 hours', () => {
    expect(resolve('today', newYork, '2026-03-08T17:00:00Z')).toEqual({
      from: '2026-03-08T05:00:00.000Z',
      to: '2026-03-09T03:59:59.999Z',
    });
  });

  it('"Yesterday" in Warsaw is 25 hours after the autumn change and 23 after the spring one', () => {
    expect(resolve('yesterday', warsaw, '2026-10-26T10:00:00Z')).toEqual({
      from: '2026-10-24T22:00:00.000Z',
      to: '2026-10-25T22:59:59.999Z',
    });
    expect(resolve('yesterday', warsaw, '2026-03-30T10:00:00Z')).toEqual({
      from: '2026-03-28T23:00:00.000Z',
      to: '2026-03-29T21:59:59.999Z',
    });
  });

  it('counts "today" in the grid\'s zone, not UTC: one instant is two days in two zones', () => {
    const now = '2026-11-28T23:30:00Z';
    expect(resolve('today', warsaw, now).from).toBe('2026-11-28T23:00:00.000Z');
    expect(resolve('today', newYork, now).from).toBe('2026-11-28T05:00:00.000Z');
  });
});

describe("weeks start on the locale's first day", () => {
  // Wednesday 25 November 2026, and Sunday 29 November 2026.
  const wednesday = { timeZone: 'UTC', now: at('2026-11-25T12:00:00Z') };
  const sunday = { timeZone: 'UTC', now: at('2026-11-29T12:00:00Z') };

  it('Monday in en-GB and de-DE', () => {
    for (const locale of ['en-GB', 'de-DE']) {
      expect(datePresetRange('thisWeek', { ...wednesday, locale })).toEqual({
        from: '2026-11-23',
        to: '2026-11-29',
      });
      expect(datePresetRange('lastWeek', { ...wednesday, locale })).toEqual({
        from: '2026-11-16',
        to: '2026-11-22',
      });
      expect(datePresetRange('thisWeek', { ...sunday, locale })?.from).toBe('2026-11-23');
    }
  });

  it('Sunday in en-US: a Sunday starts a new week', () => {
    expect(datePresetRange('thisWeek', { ...wednesday, locale: 'en-US' })).toEqual({
      from: '2026-11-22',
      to: '2026-11-28',
    });
    expect(datePresetRange('lastWeek', { ...wednesday, locale: 'en-US' })).toEqual({
      from: '2026-11-15',
      to: '2026-11-21',
    });
    expect(datePresetRange('thisWeek', { ...sunday, locale: 'en-US' })).toEqual({
      from: '2026-11-29',
      to: '2026-12-05',
    });
  });

  it('honours a -u-fw- extension', () => {
    expect(firstDayOfWeek('en-US-u-fw-mon')).toBe(1);
  });
});

describe('the week fallback without Intl week info', () => {
  afterEach(() => vi.restoreAllMocks());

  it("reads the region from CLDR's table", () => {
    vi.spyOn(Intl.Locale.prototype, 'weekInfo', 'get').mockReturnValue(undefined as never);
    expect(firstDayOfWeek('en-US')).toBe(7);
    expect(firstDayOfWeek('en')).toBe(7);
    expect(firstDayOfWeek('en-GB')).toBe(1);
    expect(firstDayOfWeek('de')).toBe(1);
    expect(firstDayOfWeek('ar-EG')).toBe(6);
  });

  it('gives Monday for a region it does not know', () => {
    expect([firstDayOfRegion('DE'), firstDayOfRegion('ZZ'), firstDayOfRegion(undefined)]).toEqual([
      1, 1, 1,
    ]);
    expect([firstDayOfRegion('US'), firstDayOfRegion('AE'), firstDayOfRegion('MV')]).toEqual([
      7, 6, 5,
    ]);
  });
});

describe("a host's preset beside the built-in ones", () => {
  const shift = { label: 'Early shift', range: () => ({ from: '2020-01-01', to: '2020-01-02' }) };

  it('is read by its own id, and never takes a built-in id (the panel shows the built-in)', () => {
    const now = Date.parse('2026-11-25T12:00:00Z');
    const datePresets = [
      { id: 'earlyShift', ...shift },
      { id: 'today', ...shift },
    ];
    expect(datePresetRange('earlyShift', { now, datePresets })).toEqual(shift.range());
    expect(datePresetRange('today', { now, timeZone: 'UTC', datePresets })).toEqual({
      from: '2026-11-25',
      to: '2026-11-25',
    });
    expect(datePresetRange('toString', { now, datePresets })).toBeUndefined();
  });
});

describe('month edges', () => {
  const on = (day: string) => ({ timeZone: 'UTC', now: at(`${day}T12:00:00Z`) });

  it('"Last month" from the 31st is all of February', () => {
    expect(datePresetRange('lastMonth', on('2026-03-31'))).toEqual({
      from: '2026-02-01',
      to: '2026-02-28',
    });
    expect(datePresetRange('lastMonth', on('2028-03-15'))?.to).toBe('2028-02-29');
  });

  it('"Last month" in January is last December; "This month" is the whole month', () => {
    expect(datePresetRange('lastMonth', on('2026-01-10'))).toEqual({
      from: '2025-12-01',
      to: '2025-12-31',
    });
    expect(datePresetRange('thisMonth', on('2026-04-30'))).toEqual({
      from: '2026-04-01',
      to: '2026-04-30',
    });
  });

  it('"Last 30 days" counts back across a month end', () => {
    expect(datePresetRange('last30Days', on('2026-03-01'))).toEqual({
      from: '2026-01-30',
      to: '2026-02-28',
    });
  });

  it('does the calendar arithmetic in whole days', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('0099-01-01', -1)).toBe('0098-12-31');
    expect(monthOf('2026-01-31', 1)).toEqual({ first: '2026-02-01', last: '2026-02-28' });
    expect(weekdayOf('2026-11-29')).toBe(7);
  });
});

describe('tokens and host presets', () => {
  const earlyShift: DatePreset = {
    id: 'earlyShift',
    label: 'Early shift',
    range: ({ today }) => ({ from: `${today}T06:00`, to: `${today}T13:59` }),
  };

  it('tells a token from a date by its first character', () => {
    expect(['last7Days', ' today', '-7d'].map(isRelativeBound)).toEqual([true, true, true]);
    expect(['2026-11-01', '2026-11-01T08:30', '', 7].map(isRelativeBound)).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });

  it('resolves a host preset in the grid\'s zone, a "to" minute to its end', () => {
    const options = {
      timeZone: warsaw,
      now: at('2026-11-28T09:00:00Z'),
      datePresets: [earlyShift],
    };
    expect(resolveDateBound('earlyShift', 'start', options)).toBe('2026-11-28T05:00:00.000Z');
    expect(resolveDateBound('earlyShift', 'end', options)).toBe('2026-11-28T12:59:59.999Z');
  });

  it('refuses a token that names no preset, and host ids that are built in or malformed', () => {
    expect(() => resolveDateBound('lastWeak', 'start', { timeZone: 'UTC' })).toThrow(RangeError);
    expect(isKnownDatePreset('earlyShift')).toBe(false);
    expect(isKnownDatePreset('earlyShift', [earlyShift])).toBe(true);
    const presets = usableDatePresets([
      earlyShift,
      { ...earlyShift, id: 'today' },
      { ...earlyShift, id: '7days' },
      { ...earlyShift },
    ]);
    expect(presets).toEqual([earlyShift]);
  });

  it('knows when the next day starts in the zone, 23 or 25 hours away on a change', () => {
    expect(untilNextDay(at('2026-11-28T23:00:00Z'), 'UTC')).toBe(3_600_000);
    // 00:00 EDT on 1 November 2026 to 00:00 EST on 2 November: 25 hours.
    expect(untilNextDay(at('2026-11-01T04:00:00Z'), newYork)).toBe(25 * 3_600_000);
  });
});
