import { zonedWallClock } from './zonedWallClock';

/**
 * Wall-clock dates of the filter form (`2026-11-01`, `2026-11-01T08:30`) to UTC instants,
 * in an IANA time zone, with `Intl` alone.
 */

const pattern =
  /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-]\d{2}:?\d{2})?)?$/i;

interface WallClock {
  /** Milliseconds since the epoch of the wall-clock reading as if it were UTC. */
  asUtc: number;
  /** `date`, `minute` or `second`: how much of the time was given. */
  precision: 'date' | 'minute' | 'second';
  /** The offset in minutes when the value names one (`Z` is 0). */
  offsetMinutes: number | undefined;
}

function parse(value: string): WallClock | undefined {
  const parts = pattern.exec(value);
  if (!parts) return undefined;
  const [, y, mo, d, h, mi, s, fraction = '', zone] = parts;
  const [year, month, day, hour, minute, second] = [y, mo, d, h, mi, s].map((part) =>
    Number(part ?? 0),
  ) as [number, number, number, number, number, number];
  // Date.UTC rolls 30 February into March, so the day is checked against its month.
  const daysInMonth = new Date(utcDay(year, month + 1, 0)).getUTCDate();
  if (
    month < 1 ||
    month > 12 ||
    day < 1 ||
    day > daysInMonth ||
    hour > 23 ||
    minute > 59 ||
    second > 59
  ) {
    return undefined;
  }
  let offsetMinutes: number | undefined;
  if (zone) {
    const [, sign, zh = '0', zm = '0'] = /^([+-])(\d{2}):?(\d{2})$/.exec(zone) ?? [];
    if (Number(zh) > 23 || Number(zm) > 59) return undefined;
    offsetMinutes = (sign === '-' ? -1 : 1) * (Number(zh) * 60 + Number(zm));
  }
  const milliseconds = Number(fraction.padEnd(3, '0').slice(0, 3));
  return {
    asUtc: utcDay(year, month, day) + ((hour * 60 + minute) * 60 + second) * 1000 + milliseconds,
    precision: h === undefined ? 'date' : s === undefined ? 'minute' : 'second',
    offsetMinutes,
  };
}

// Unlike Date.UTC, setUTCFullYear keeps years below 100 as written.
function utcDay(year: number, month: number, day: number): number {
  return new Date(0).setUTCFullYear(year, month - 1, day);
}

// Offset of `timeZone` from UTC at `instant`, in milliseconds (east positive).
function zoneOffset(instant: number, timeZone: string | undefined): number {
  const fields = zonedWallClock(instant, timeZone);
  const wall =
    utcDay(fields.year, fields.month, fields.day) +
    ((fields.hour * 60 + fields.minute) * 60 + fields.second) * 1000;
  // Intl shows whole seconds, so the instant is compared at whole seconds too.
  return wall - Math.floor(instant / 1000) * 1000;
}

/**
 * Turns a date of the filter form into an ISO 8601 UTC instant (`…Z`).
 *
 * - `YYYY-MM-DD`: the day's first millisecond (`start`) or its last (`end`), in `timeZone`;
 * - `YYYY-MM-DDTHH:mm`: that minute's first or last millisecond, in `timeZone`;
 * - `YYYY-MM-DDTHH:mm:ss`: that second, in `timeZone`, for either bound;
 * - an instant with `Z` or an offset: taken exactly, for either bound.
 *
 * `timeZone` is an IANA name; `undefined` means the runtime's zone. The result always has a
 * four-digit year from 0001 to 9999, which is why a wall-clock day must lie from 0001-01-02 to
 * 9999-12-30 (any zone's offset keeps it inside) and an instant in those years. A time skipped by a
 * daylight-saving change moves forward by the change; a time that happens twice takes its
 * first occurrence for `start` and its second for `end`, so a range never loses an hour.
 *
 * @throws {RangeError} for anything else, including impossible dates such as `2026-02-30`
 * and days outside that range such as `0000-06-01` or `9999-12-31`.
 * @example
 * ```ts
 * wallClockToUtc('2026-07-01', 'Europe/Berlin', 'start'); // '2026-06-30T22:00:00.000Z'
 * wallClockToUtc('2026-07-01', 'Europe/Berlin', 'end'); // '2026-07-01T21:59:59.999Z'
 * wallClockToUtc('2026-07-01T08:30:00Z', 'Europe/Berlin', 'end'); // '2026-07-01T08:30:00.000Z'
 * ```
 */
export function wallClockToUtc(
  wallClock: string,
  timeZone: string | undefined,
  bound: 'start' | 'end',
): string {
  const parsed = parse(wallClock.trim());
  if (!parsed) throw new RangeError(`Not a date, date-time or ISO 8601 instant: "${wallClock}".`);
  if (!inSendableRange(wallClock.trim(), parsed)) {
    throw new RangeError(
      `Not a day from ${firstWallClockDay} to ${lastWallClockDay}, nor an instant in the years 0001 to 9999: "${wallClock}".`,
    );
  }
  const { asUtc, precision, offsetMinutes } = parsed;
  if (offsetMinutes !== undefined) return new Date(asUtc - offsetMinutes * 60_000).toISOString();

  const local =
    bound === 'end' && precision === 'date'
      ? asUtc + 86_400_000 - 1
      : bound === 'end' && precision === 'minute'
        ? asUtc + 59_999
        : asUtc;
  // The offsets a day before and after bracket any single transition near this reading.
  const before = zoneOffset(local - 86_400_000, timeZone);
  const after = zoneOffset(local + 86_400_000, timeZone);
  const candidates = [local - before, local - after].filter(
    (instant) => instant + zoneOffset(instant, timeZone) - local === 0,
  );
  const instant =
    candidates.length === 0
      ? local - before
      : bound === 'start'
        ? Math.min(...candidates)
        : Math.max(...candidates);
  return new Date(instant).toISOString();
}

/** The first and last wall-clock day a date may name: a day more could cross year 0000 or 10000 in UTC. */
export const firstWallClockDay = '0001-01-02';
export const lastWallClockDay = '9999-12-30';

const firstInstant = utcDay(1, 1, 1);
const lastInstant = utcDay(10000, 1, 1) - 1;

function inSendableRange(value: string, parsed: WallClock): boolean {
  if (parsed.offsetMinutes === undefined) {
    const day = value.slice(0, 10);
    return day >= firstWallClockDay && day <= lastWallClockDay;
  }
  const instant = parsed.asUtc - parsed.offsetMinutes * 60_000;
  return instant >= firstInstant && instant <= lastInstant;
}

/**
 * What keeps `value` from being a date the filters may hold: `notADate` (not `YYYY-MM-DD`,
 * `YYYY-MM-DDTHH:mm`, `YYYY-MM-DDTHH:mm:ss` or an ISO 8601 instant on a real calendar day),
 * `outOfRange` (a day before 0001-01-02 or after 9999-12-30, or an instant outside the years
 * 0001 to 9999 in UTC), else `undefined`.
 *
 * @example
 * ```ts
 * wallClockProblem('2026-02-30'); // 'notADate'
 * wallClockProblem('0000-06-01'); // 'outOfRange'
 * wallClockProblem('2026-11-01'); // undefined
 * ```
 */
export function wallClockProblem(value: string): 'notADate' | 'outOfRange' | undefined {
  const parsed = parse(value.trim());
  if (!parsed) return 'notADate';
  return inSendableRange(value.trim(), parsed) ? undefined : 'outOfRange';
}

/**
 * Whether `value` is a date the filter form may hold: `YYYY-MM-DD`, `YYYY-MM-DDTHH:mm`,
 * `YYYY-MM-DDTHH:mm:ss` or an ISO 8601 instant, on a real calendar day that
 * `wallClockToUtc` turns into an instant of the years 0001 to 9999 (see `wallClockProblem`).
 *
 * @example
 * ```ts
 * isValidWallClockOrInstant('2026-02-28T23:59'); // true
 * isValidWallClockOrInstant('2026-02-30'); // false
 * isValidWallClockOrInstant('0001-01-01'); // false
 * ```
 */
export function isValidWallClockOrInstant(value: string): boolean {
  return wallClockProblem(value) === undefined;
}
