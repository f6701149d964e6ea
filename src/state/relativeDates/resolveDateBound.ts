import { wallClockToUtc } from '../zonedTime';
import { addDays, dayIn, monthOf, weekdayOf } from './calendarDays';
import { firstDayOfWeek } from './firstDayOfWeek';
import { readRelativeDateToken } from './relativeDateToken';
import {
  isRelativeBound,
  type BuiltInDatePresetId,
  type DatePreset,
  type DatePresetContext,
} from './relativeBound';

/**
 * Where and when relative tokens are resolved: the grid's zone, the instant, its week.
 *
 * @example
 * ```ts
 * const options: RelativeDateOptions = { timeZone: 'America/New_York', now: Date.now(), locale: 'en-US' };
 * ```
 */
export interface RelativeDateOptions {
  /** IANA zone the days are counted in; default the runtime's. */
  timeZone?: string;
  /** The instant to resolve at; default the current time. */
  now?: Date | number;
  /** Locale whose week "This week" and "Last week" follow; default the runtime's. */
  locale?: string;
  /** The host's presets, beside the built-in ones. */
  datePresets?: readonly DatePreset[];
}

type Range = { from: string; to: string };

// Whole days, `from` and `to` inclusive; "last N days" end yesterday, so today is not half counted.
const builtInRanges: Record<BuiltInDatePresetId, (context: DatePresetContext) => Range> = {
  today: ({ today }) => ({ from: today, to: today }),
  yesterday: ({ today }) => days(addDays(today, -1), addDays(today, -1)),
  last7Days: ({ today }) => days(addDays(today, -7), addDays(today, -1)),
  last30Days: ({ today }) => days(addDays(today, -30), addDays(today, -1)),
  thisWeek: (context) => week(context, 0),
  lastWeek: (context) => week(context, -1),
  thisMonth: ({ today }) => month(today, 0),
  lastMonth: ({ today }) => month(today, -1),
};

function days(from: string, to: string): Range {
  return { from, to };
}

function week({ today, firstDayOfWeek: first }: DatePresetContext, weeks: number): Range {
  const start = addDays(today, -((weekdayOf(today) - first + 7) % 7) + weeks * 7);
  return { from: start, to: addDays(start, 6) };
}

function month(today: string, months: number): Range {
  const { first, last } = monthOf(today, months);
  return { from: first, to: last };
}

/**
 * What a preset's `range` is told at `options.now` in `options.timeZone`.
 *
 * @example
 * ```ts
 * datePresetContext({ timeZone: 'Europe/Warsaw', now: Date.parse('2026-11-28T23:30:00Z') }).today;
 * // '2026-11-29'
 * ```
 */
export function datePresetContext(options: RelativeDateOptions = {}): DatePresetContext {
  const now = new Date(options.now ?? Date.now());
  return {
    today: dayIn(now.getTime(), options.timeZone),
    now,
    timeZone: options.timeZone,
    firstDayOfWeek: firstDayOfWeek(options.locale),
    addDays,
  };
}

/**
 * The bounds a preset stands for at `options.now`, as days (or the host's wall-clock times),
 * `undefined` for an id that is no preset of this grid.
 *
 * @example
 * ```ts
 * datePresetRange('last7Days', { timeZone: 'UTC', now: Date.parse('2026-11-27T12:00:00Z') });
 * // { from: '2026-11-20', to: '2026-11-26' }
 * ```
 */
export function datePresetRange(id: string, options: RelativeDateOptions = {}): Range | undefined {
  // A built-in id is the built-in's, as the panel and the chips show it (`usableDatePresets`).
  const range = Object.hasOwn(builtInRanges, id)
    ? builtInRanges[id as BuiltInDatePresetId]
    : options.datePresets?.find((preset) => preset.id === id)?.range;
  return range ? range(datePresetContext(options)) : undefined;
}

/**
 * A date bound of the filter state as the UTC instant it is sent as: a date through
 * `wallClockToUtc`, a preset token through its range at `options.now` in `options.timeZone`
 * (`start` takes its first millisecond, `end` its last), a typed token (`-7d`, `today 06:00`)
 * through the day it counts back to.
 *
 * @throws {RangeError} for a token that names no preset, or a date that is none.
 * @example
 * ```ts
 * resolveDateBound('last7Days', 'start', { timeZone: 'America/New_York', now: Date.parse('2026-11-06T15:00:00Z') });
 * // '2026-10-30T04:00:00.000Z' (EDT), while its end, 2026-11-05, ends in EST
 * ```
 */
export function resolveDateBound(
  value: string,
  edge: 'start' | 'end',
  options: RelativeDateOptions = {},
): string {
  if (!isRelativeBound(value)) return wallClockToUtc(value, options.timeZone, edge);
  const range = datePresetRange(value.trim(), options);
  if (range)
    return wallClockToUtc(edge === 'start' ? range.from : range.to, options.timeZone, edge);
  const typed = readRelativeDateToken(value);
  if (!typed) throw new RangeError(`Not a date, nor a date preset this grid knows: "${value}".`);
  // A typed token names one day (or one minute of it) counted back in the grid's zone.
  const day = addDays(datePresetContext(options).today, -typed.daysBack);
  return wallClockToUtc(typed.time ? `${day}T${typed.time}` : day, options.timeZone, edge);
}
