import { wallClockToUtc } from '../zonedTime';
import { zonedWallClock } from '../zonedWallClock';

/** Calendar days as `YYYY-MM-DD`, counted in UTC so no zone's daylight saving moves them. */

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

function dayOf(date: Date): string {
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

function parseDay(day: string): Date {
  const [year = 1970, month = 1, date = 1] = day.split('-').map(Number);
  // Unlike Date.UTC, setUTCFullYear keeps years below 100 as written.
  return new Date(new Date(0).setUTCFullYear(year, month - 1, date));
}

/**
 * The day `instant` falls on in `timeZone`.
 *
 * @example
 * ```ts
 * dayIn(Date.parse('2026-11-28T23:30:00Z'), 'Europe/Warsaw'); // '2026-11-29'
 * ```
 */
export function dayIn(instant: number, timeZone: string | undefined): string {
  const { year, month, day } = zonedWallClock(instant, timeZone);
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/**
 * The day `days` after `day` (before it when negative).
 *
 * @example
 * ```ts
 * addDays('2026-03-01', -1); // '2026-02-28'
 * ```
 */
export function addDays(day: string, days: number): string {
  const date = parseDay(day);
  date.setUTCDate(date.getUTCDate() + days);
  return dayOf(date);
}

/**
 * The weekday of `day`, 1 (Monday) to 7 (Sunday), as `Intl.Locale` week info counts them.
 *
 * @example
 * ```ts
 * weekdayOf('2026-11-28'); // 6 (a Saturday)
 * ```
 */
export function weekdayOf(day: string): number {
  return parseDay(day).getUTCDay() || 7;
}

/**
 * The first and last day of the month `months` away from the month of `day`.
 *
 * @example
 * ```ts
 * monthOf('2026-03-31', -1); // { first: '2026-02-01', last: '2026-02-28' }
 * ```
 */
export function monthOf(day: string, months: number): { first: string; last: string } {
  const date = parseDay(day);
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + months);
  const first = dayOf(date);
  date.setUTCMonth(date.getUTCMonth() + 1, 0);
  return { first, last: dayOf(date) };
}

/**
 * Milliseconds from `now` until the next day starts in `timeZone`: when a relative range moves.
 *
 * @example
 * ```ts
 * untilNextDay(Date.parse('2026-11-28T23:00:00Z'), 'UTC'); // 3_600_000
 * ```
 */
export function untilNextDay(now: number, timeZone: string | undefined): number {
  const tomorrow = addDays(dayIn(now, timeZone), 1);
  return Date.parse(wallClockToUtc(tomorrow, timeZone, 'start')) - now;
}
