/**
 * The longest wait a `Retry-After` can ask for: one day. A larger or absurd value (`1e23`) is
 * read as this, so no message or timer ever shows a wait beyond it.
 */
export const maxRetryAfterMs = 86_400_000;

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const day = '(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)';
const weekday = '(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)';
const month = `(${months.join('|')})`;
const time = '(\\d{2}):(\\d{2}):(\\d{2})';
// RFC 9110 §5.6.7: IMF-fixdate, then the two obsolete forms a recipient must still accept.
const imfFixdate = new RegExp(`^${day}, (\\d{2}) ${month} (\\d{4}) ${time} GMT$`);
const rfc850Date = new RegExp(`^${weekday}, (\\d{2})-${month}-(\\d{2}) ${time} GMT$`);
const asctimeDate = new RegExp(`^${day} ${month} ( \\d|\\d{2}) ${time} (\\d{4})$`);

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
  if (value === null) return undefined;
  // Fetch already strips the optional whitespace around a field value; a hand-made one may not.
  const text = value.replace(/^[ \t]+|[ \t]+$/g, '');
  if (/^\d+$/.test(text)) return Math.min(Number(text) * 1000, maxRetryAfterMs);
  const at = httpDate(text, now);
  return at === undefined ? undefined : Math.min(Math.max(0, at - now), maxRetryAfterMs);
}

/** The time an HTTP-date names, or `undefined` when `text` is not one or names no real day. */
function httpDate(text: string, now: number): number | undefined {
  let parts: [string, string, string, string, string, string];
  let match = imfFixdate.exec(text);
  if (match) {
    parts = [match[3]!, match[2]!, match[1]!, match[4]!, match[5]!, match[6]!];
  } else if ((match = rfc850Date.exec(text))) {
    parts = [twoDigitYear(match[3]!, now), match[2]!, match[1]!, match[4]!, match[5]!, match[6]!];
  } else if ((match = asctimeDate.exec(text))) {
    parts = [match[6]!, match[1]!, match[2]!.trim(), match[3]!, match[4]!, match[5]!];
  } else {
    return undefined;
  }
  const [year, monthName, dayOfMonth, hours, minutes, seconds] = parts.map((part, index) =>
    index === 1 ? months.indexOf(part) : Number(part),
  ) as [number, number, number, number, number, number];
  // Date.UTC rolls 31 Feb over into March; such a date is not one the server can have meant.
  const real =
    new Date(Date.UTC(year, monthName, dayOfMonth)).getUTCDate() === dayOfMonth &&
    hours <= 23 &&
    minutes <= 59 &&
    seconds <= 60;
  return real ? Date.UTC(year, monthName, dayOfMonth, hours, minutes, seconds) : undefined;
}

// RFC 9110: a two-digit year more than 50 years ahead is in the past century.
function twoDigitYear(year: string, now: number): string {
  const current = new Date(now).getUTCFullYear();
  const candidate = Math.floor(current / 100) * 100 + Number(year);
  return String(candidate > current + 50 ? candidate - 100 : candidate);
}
