import { isoYear, zonedWallClock } from '../state/zonedWallClock';

const pad = (value: number, length = 2) => String(Math.abs(value)).padStart(length, '0');

/**
 * An instant as ISO 8601 in a time zone's wall clock with that moment's offset: what the grid
 * shows, still exact and sortable (`2026-03-12T02:07:11+01:00`). Milliseconds are kept when the
 * instant has them. `undefined` where `instant` is no date `Date.parse` reads.
 *
 * @example
 * ```ts
 * toZonedIsoTime('2026-03-12T01:07:11.000Z', 'Europe/Berlin'); // '2026-03-12T02:07:11+01:00'
 * toZonedIsoTime('2026-03-29T01:30:00Z', 'Europe/Berlin'); // '2026-03-29T03:30:00+02:00'
 * toZonedIsoTime('soon', 'Europe/Berlin'); // undefined
 * ```
 */
export function toZonedIsoTime(instant: string, timeZone: string | undefined): string | undefined {
  const time = Date.parse(instant);
  if (!Number.isFinite(time)) return undefined;
  const milliseconds = ((time % 1000) + 1000) % 1000;
  const wall = zonedWallClock(time, timeZone);
  const wallAsUtc = new Date(0);
  // setUTCFullYear, not Date.UTC: Date.UTC reads the years 0 to 99 as 1900 to 1999.
  wallAsUtc.setUTCFullYear(wall.year, wall.month - 1, wall.day);
  wallAsUtc.setUTCHours(wall.hour, wall.minute, wall.second, 0);
  const offsetMinutes = Math.round((wallAsUtc.getTime() - (time - milliseconds)) / 60_000);
  const sign = offsetMinutes < 0 ? '-' : '+';
  const fraction = milliseconds === 0 ? '' : `.${pad(milliseconds, 3)}`;
  return (
    `${isoYear(wall.year)}-${pad(wall.month)}-${pad(wall.day)}` +
    `T${pad(wall.hour)}:${pad(wall.minute)}:${pad(wall.second)}${fraction}` +
    `${sign}${pad(Math.trunc(Math.abs(offsetMinutes) / 60))}:${pad(Math.abs(offsetMinutes) % 60)}`
  );
}
