import { fromArabicInput } from '../../shared/text/arabicInput';

/** The `Intl` side of typed dates: the formatter a locale writes them with, text made plain. */

/** One locale's way of writing dates, for reading and writing typed dates. */
export interface DateEntryFormat {
  /** The BCP 47 locale it was read from (`undefined`: the runtime's). */
  locale: string | undefined;
  /** Day, month and year in the order the locale writes them. */
  order: readonly ('day' | 'month' | 'year')[];
  /** Whether the locale's clock has 12 hours and a day period (AM/PM). */
  hour12: boolean;
  /** The locale's own day periods, lower case (`am`, `pm` in English), morning first. */
  dayPeriods: readonly [string, string];
  /** What a person types, in letters: `dd/mm/yyyy, hh:mm`. */
  pattern: string;
  /** A date written in the locale: `25/11/2026, 14:30`. */
  example: string;
  /** Written as ISO 8601 (`2026-11-25 14:30`): the locale's own text would not read back. */
  iso: boolean;
}

const formatOptions: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'UTC',
  // The digits and the calendar the parser reads: a Thai or Persian year is not the year sent.
  numberingSystem: 'latn',
  calendar: 'gregory',
};

const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * The formatter a locale writes typed dates with (date and minute, or the date alone): hours of
 * two digits on a 24-hour clock (`09:05`), as the locale has them on a 12-hour one (`9:05 AM`).
 *
 * @example
 * ```ts
 * entryFormatter('de-DE', true).format(Date.UTC(2026, 10, 25, 14, 30)); // '25.11.2026, 14:30'
 * ```
 */
export function entryFormatter(locale: string | undefined, withTime: boolean): Intl.DateTimeFormat {
  const key = `${locale ?? ''}|${withTime}`;
  let formatter = formatters.get(key);
  if (formatter) return formatter;
  formatter = new Intl.DateTimeFormat(
    locale,
    withTime ? formatOptions : { ...formatOptions, hour: undefined, minute: undefined },
  );
  if (withTime && !formatter.resolvedOptions().hour12) {
    formatter = new Intl.DateTimeFormat(locale, { ...formatOptions, hour: '2-digit' });
  }
  formatters.set(key, formatter);
  return formatter;
}

/**
 * Text as a parser compares it: lower case, the spaces Intl writes (U+202F, U+00A0) plain, its
 * direction marks dropped, the Arabic comma a comma and Arabic-Indic digits (`٢٥`, `۲۵`) ASCII.
 *
 * @example
 * ```ts
 * plainText('٢٥/١١/٢٠٢٦، 2:30\u202fPM'); // '25/11/2026, 2:30 pm'
 * ```
 */
export function plainText(text: string): string {
  return fromArabicInput(text)
    .replace(/[\u200e\u200f\u061c]/g, '')
    .replace(/[\s\u202f\u00a0]+/g, ' ')
    .trim()
    .toLowerCase();
}
