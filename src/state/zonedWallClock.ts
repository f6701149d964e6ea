/** The calendar fields of an instant as a wall clock in one time zone. */
export interface WallClockFields {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

// Formatters are costly to build and immutable: one per zone ('' = the runtime's).
const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * Reads `instant` (ms since the epoch) as the wall clock of `timeZone` (IANA; `undefined` = the
 * runtime's zone), to whole seconds; years as ISO 8601 counts them (1 BC is the year 0).
 *
 * @example
 * ```ts
 * zonedWallClock(Date.parse('2026-06-30T22:00:00Z'), 'Europe/Berlin');
 * // { year: 2026, month: 7, day: 1, hour: 0, minute: 0, second: 0 }
 * ```
 */
export function zonedWallClock(instant: number, timeZone: string | undefined): WallClockFields {
  const key = timeZone ?? '';
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      era: 'short',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      numberingSystem: 'latn',
    });
    formatters.set(key, format);
  }
  const fields: Record<string, number> = {};
  let beforeChrist = false;
  for (const { type, value } of format.formatToParts(instant)) {
    fields[type] = Number(value);
    if (type === 'era') beforeChrist = value === 'BC';
  }
  // Years before AD 1 as ISO 8601 counts them: 1 BC is the year 0, 2 BC the year -1.
  const year = fields.year ?? 1970;
  return {
    year: beforeChrist ? 1 - year : year,
    month: fields.month ?? 1,
    day: fields.day ?? 1,
    hour: fields.hour ?? 0,
    minute: fields.minute ?? 0,
    second: fields.second ?? 0,
  };
}

/**
 * A year as ISO 8601 writes it: four digits from 0000 to 9999, past them a sign and six digits,
 * as `toISOString` does.
 *
 * @example
 * ```ts
 * isoYear(2026); // '2026'
 * isoYear(-1); // '-000001' (2 BC)
 * ```
 */
export const isoYear = (year: number): string =>
  year >= 0 && year <= 9999
    ? String(year).padStart(4, '0')
    : `${year < 0 ? '-' : '+'}${String(Math.abs(year)).padStart(6, '0')}`;
