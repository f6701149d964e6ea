import { escapeText, unescapeText, type UnescapedText } from './escapeText';

/**
 * Dates in a link without their colons (`2026-11-01T093059.999Z` for
 * `2026-11-01T09:30:59.999Z`): a colon is `%3A` in a URL, so this keeps dates readable.
 */

// The extended ISO 8601 forms the filters hold: a minute, a second or a fraction, maybe a zone.
const withColons =
  /^(\d{4}-\d{2}-\d{2}T\d{2}):(\d{2})(?::(\d{2}(?:\.\d+)?))?(?:(Z)|([+-]\d{2}):(\d{2}))?$/;
const withoutColons =
  /^(\d{4}-\d{2}-\d{2}T\d{2})(\d{2})(\d{2}(?:\.\d+)?)?(?:(Z)|([+-]\d{2})(\d{2}))?$/;

/**
 * Writes a date filter value for a link: colons dropped from an ISO date-time, anything else
 * escaped as text (and marked with a leading `*` if it would read back as a date-time).
 *
 * @example
 * ```ts
 * writeDate('2026-11-01T09:30:59.999Z', '_'); // '2026-11-01T093059.999Z'
 * writeDate('2026-11-01T09:30+01:00', '_'); // '2026-11-01T0930+0100'
 * writeDate('2026-11-01', '_'); // '2026-11-01'
 * ```
 */
export function writeDate(value: string, separators: string): string {
  const parts = withColons.exec(value);
  if (parts) {
    const [, hour = '', minute = '', second, utc, offsetHours, offsetMinutes] = parts;
    return `${hour}${minute}${second ?? ''}${utc ?? ''}${offsetHours ?? ''}${offsetMinutes ?? ''}`;
  }
  const escaped = escapeText(value, separators);
  return withoutColons.test(escaped) ? `*${escaped}` : escaped;
}

/**
 * Reads a date written by `writeDate`: puts the colons back, or reads escaped text as it was.
 *
 * @example
 * ```ts
 * readDate('2026-11-01T093059.999Z'); // { text: '2026-11-01T09:30:59.999Z', cutShort: false }
 * readDate('2026-11-01'); // { text: '2026-11-01', cutShort: false }
 * ```
 */
export function readDate(raw: string): UnescapedText {
  const parts = withoutColons.exec(raw);
  if (!parts) return unescapeText(raw);
  const [, hour = '', minute = '', second, utc, offsetHours, offsetMinutes] = parts;
  const text =
    `${hour}:${minute}${second === undefined ? '' : `:${second}`}${utc ?? ''}` +
    (offsetHours === undefined ? '' : `${offsetHours}:${offsetMinutes ?? ''}`);
  return { text, cutShort: false };
}
