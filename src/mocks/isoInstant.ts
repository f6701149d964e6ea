/** What is wrong with a string meant as an ISO 8601 instant, if anything. */
export type IsoInstantProblem = 'dateOnly' | 'noZone' | 'invalid';

const instantPattern =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-]\d{2}:\d{2})?$/;
const dateOnlyPattern = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Reads an ISO 8601 date-time with `Z` or an offset (`±hh:mm`) as epoch milliseconds.
 * Computed by hand rather than by `Date.parse`, which accepts many other shapes and
 * rolls over impossible dates like February 30.
 *
 * @example
 * ```ts
 * parseIsoInstant('2026-11-01T01:00:00+01:00'); // { instant: 1793404800000 }
 * parseIsoInstant('2026-11-01'); // { problem: 'dateOnly' }
 * ```
 */
export function parseIsoInstant(
  value: string,
): { instant: number; problem?: undefined } | { instant?: undefined; problem: IsoInstantProblem } {
  if (dateOnlyPattern.test(value)) return { problem: 'dateOnly' };
  const match = instantPattern.exec(value);
  if (!match) return { problem: 'invalid' };
  const [, year, month, day, hour, minute, second = '0', fraction = '', zone] = match;
  const y = Number(year);
  const mo = Number(month);
  const d = Number(day);
  const h = Number(hour);
  const mi = Number(minute);
  const s = Number(second);
  const daysInMonth = new Date(Date.UTC(y, mo, 0)).getUTCDate();
  if (mo < 1 || mo > 12 || d < 1 || d > daysInMonth || h > 23 || mi > 59 || s > 59) {
    return { problem: 'invalid' };
  }
  if (zone === undefined) return { problem: 'noZone' };
  let offsetMinutes = 0;
  if (zone !== 'Z') {
    const offsetHours = Number(zone.slice(1, 3));
    const offsetRest = Number(zone.slice(4, 6));
    if (offsetHours > 23 || offsetRest > 59) return { problem: 'invalid' };
    offsetMinutes = (zone.startsWith('-') ? -1 : 1) * (offsetHours * 60 + offsetRest);
  }
  const milliseconds = Number(fraction.padEnd(3, '0').slice(0, 3));
  const local = Date.UTC(y, mo - 1, d, h, mi, s, milliseconds);
  // Date.UTC maps years 0..99 to 1900..1999; setUTCFullYear puts them back.
  const instant = y < 100 ? new Date(local).setUTCFullYear(y) : local;
  return { instant: instant - offsetMinutes * 60_000 };
}
