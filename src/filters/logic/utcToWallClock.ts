const wallClockPattern = /^(\d{4}-\d{2}-\d{2})(?:T(\d{2}:\d{2})(?::\d{2}(?:\.\d+)?)?)?$/;
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string | undefined): Intl.DateTimeFormat {
  const key = timeZone ?? '';
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      numberingSystem: 'latn',
    });
    formatters.set(key, format);
  }
  return format;
}

/**
 * Shows an applied instant as the wall clock a `datetime-local` input takes
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
  const parts: Record<string, string> = {};
  for (const { type, value } of formatterFor(timeZone).formatToParts(time)) parts[type] = value;
  const year = (parts.year ?? '').padStart(4, '0');
  return `${year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}
