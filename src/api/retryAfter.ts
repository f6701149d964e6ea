import { maxRetryAfterMs, parseDelaySeconds, trimmed } from './retryAfterSeconds';

const months = 'JanFebMarAprMayJunJulAugSepOctNovDec';
// RFC 9110 §5.6.7 IMF-fixdate; the two obsolete forms are rewritten as it below. Groups: day,
// month (checked against `months`), year, hours, minutes, seconds.
const imfFixdate =
  /^(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun), (\d\d) ([A-Z][a-z]{2}) (\d{4}) ([01]\d|2[0-3]):([0-5]\d):([0-5]\d|60) GMT$/;

/**
 * Reads a `Retry-After` header as RFC 9110 §10.2.3 defines it: `delay-seconds` (digits only)
 * or an HTTP-date. Anything else (`1.5`, `-5`, `1e23`, `soon`, two values joined by a comma)
 * is ignored. The wait is never negative (a past date is `0`) and never over
 * {@link maxRetryAfterMs}.
 *
 * @returns milliseconds from `now`, or `undefined` when there is no valid value.
 * @example
 * ```ts
 * parseRetryAfter('30'); // 30000
 * parseRetryAfter('Mon, 02 Nov 2026 08:02:00 GMT', Date.parse('2026-11-02T08:00:00Z')); // 120000
 * parseRetryAfter('1.5'); // undefined
 * ```
 */
export function parseRetryAfter(value: string | null, now = Date.now()): number | undefined {
  const seconds = parseDelaySeconds(value);
  // No valid value is over 64 characters; longer ones are not scanned at all.
  if (seconds !== undefined || value === null || value.length > 64) return seconds;
  const at = httpDate(trimmed(value), now);
  return at === undefined ? undefined : Math.min(Math.max(0, at - now), maxRetryAfterMs);
}

/**
 * The time an HTTP-date names, or `undefined` when `text` is not one or names no real day.
 * `back` moves a two-digit year a century back.
 */
function httpDate(text: string, now: number, back = 0): number | undefined {
  const current = new Date(now).getUTCFullYear();
  let twoDigitYear = false;
  const imf = text
    // asctime-date: `Mon Nov  2 08:02:00 2026`.
    .replace(
      /^(\w{3}) (\w{3}) ( \d|\d\d) (\S{8}) (\d{4})$/,
      (_, weekday: string, name: string, day: string, time: string, year: string) =>
        `${weekday}, ${day.replace(' ', '0')} ${name} ${year} ${time} GMT`,
    )
    // rfc850-date: `Monday, 02-Nov-26 08:02:00 GMT`, read in this century first.
    .replace(
      /^(Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day, (\d\d)-(\w{3})-(\d\d) /,
      (_, weekday: string, day: string, name: string, year: string) => {
        twoDigitYear = true;
        return `${weekday.slice(0, 3)}, ${day} ${name} ${current - (current % 100) - back + +year} `;
      },
    );
  // The weekday name is not checked against the date: RFC 9110 makes it redundant.
  const [, day, name, year, hours, minutes, seconds] = imfFixdate.exec(imf) ?? [];
  const monthIndex = months.indexOf(name!) / 3;
  // Date.UTC rolls 31 Feb over into March; such a date is not one the server can have meant.
  const at =
    monthIndex >= 0 && new Date(Date.UTC(+year!, monthIndex, +day!)).getUTCDate() === +day!
      ? Date.UTC(+year!, monthIndex, +day!, +hours!, +minutes!, +seconds!)
      : undefined;
  // RFC 9110 §5.6.7: a two-digit year that reads more than 50 years ahead is the most recent
  // past year with the same last two digits.
  return twoDigitYear && !back && at! > new Date(now).setUTCFullYear(current + 50)
    ? httpDate(text, now, 100)
    : at;
}
