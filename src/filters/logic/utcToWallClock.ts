import { isoYear, zonedWallClock } from '../../state/zonedWallClock';

const wallClockPattern = /^(\d{4}-\d{2}-\d{2})(?:T(\d{2}:\d{2})(?::\d{2}(?:\.\d+)?)?)?$/;
/**
 * Shows an applied instant as the wall clock a date field holds
 * (`YYYY-MM-DDTHH:mm`) in `timeZone` (IANA; `undefined` = the runtime's zone). Seconds are
 * dropped, so an inclusive "to" (`…:59.999Z`) shows as its minute. A value that already is a
 * wall clock (`2026-11-01`, `2026-11-01T08:30:15`) is kept as its date and minute.
 *
 * @throws {RangeError} when `instant` is neither an ISO 8601 instant nor a wall clock.
 * @example
 * ```ts
 * utcToWallClock('2026-06-30T22:00:00.000Z', 'Europe/Berlin'); // '2026-07-01T00:00'
 * ```
 */
export function utcToWallClock(instant: string, timeZone?: string): string {
  const text = instant.trim();
  const wallClock = wallClockPattern.exec(text);
  if (wallClock) return `${wallClock[1]}T${wallClock[2] ?? '00:00'}`;
  // Only a full ISO instant with a zone: Date.parse would also take "March 3" and friends.
  const time = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})$/i.test(
    text,
  )
    ? Date.parse(text)
    : Number.NaN;
  if (Number.isNaN(time)) throw new RangeError(`Not an ISO 8601 instant: "${instant}".`);
  const { year, month, day, hour, minute } = zonedWallClock(time, timeZone);
  const pad = (value: number, width = 2) => String(value).padStart(width, '0');
  return `${isoYear(year)}-${pad(month)}-${pad(day)}T${pad(hour)}:${pad(minute)}`;
}
