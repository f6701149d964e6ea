/**
 * How a locale writes a date and time, read from `Intl.DateTimeFormat#formatToParts`: the order
 * of day, month and year, whether the clock has 12 hours, and a pattern and example to show.
 */

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
}

const formatOptions: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'UTC',
  numberingSystem: 'latn',
};
const letters: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {
  day: 'dd',
  month: 'mm',
  year: 'yyyy',
  hour: 'hh',
  minute: 'mm',
};
const exampleInstant = Date.UTC(2026, 10, 25, 14, 30);
const formats = new Map<string, DateEntryFormat>();

const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * The formatter a locale writes typed dates with (date and minute, or the date alone): hours of
 * two digits on a 24-hour clock (`09:05`), as the locale has them on a 12-hour one (`9:05 AM`).
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
 * direction marks dropped and the Arabic comma a comma.
 */
export function plainText(text: string): string {
  return text
    .replace(/[\u200e\u200f\u061c]/g, '')
    .replace(/\u060c/g, ',')
    .replace(/[\s\u202f\u00a0]+/g, ' ')
    .trim()
    .toLowerCase();
}

/**
 * How `locale` writes dates (cached per locale). A locale `Intl` does not know falls back to the
 * runtime's.
 *
 * @example
 * ```ts
 * dateEntryFormat('de-DE'); // { order: ['day', 'month', 'year'], hour12: false, pattern: 'dd.mm.yyyy, hh:mm', example: '25.11.2026, 14:30', … }
 * dateEntryFormat('en-US').hour12; // true
 * ```
 */
export function dateEntryFormat(locale: string | undefined): DateEntryFormat {
  const key = locale ?? '';
  const known = formats.get(key);
  if (known) return known;
  let formatter: Intl.DateTimeFormat;
  try {
    formatter = entryFormatter(locale, true);
  } catch {
    return dateEntryFormat(undefined);
  }
  const parts = formatter.formatToParts(exampleInstant);
  const order = parts.flatMap(({ type }) =>
    type === 'day' || type === 'month' || type === 'year' ? [type] : [],
  );
  const periodOf = (hour: number) =>
    plainText(
      formatter.formatToParts(Date.UTC(2026, 10, 25, hour)).find(({ type }) => type === 'dayPeriod')
        ?.value ?? '',
    );
  const hour12 = parts.some(({ type }) => type === 'dayPeriod');
  const pattern = parts
    .map(({ type, value }) =>
      type === 'literal' ? value : type === 'dayPeriod' ? value : (letters[type] ?? value),
    )
    .join('')
    .replace(/[\u202f\u00a0]/g, ' ');
  const format: DateEntryFormat = {
    locale,
    order: order.length === 3 ? order : ['year', 'month', 'day'],
    hour12,
    dayPeriods: hour12 ? [periodOf(9), periodOf(15)] : ['am', 'pm'],
    pattern: hour12 ? pattern.replace(periodOf(15).toUpperCase(), 'AM/PM') : pattern,
    example: formatter.format(exampleInstant).replace(/[\u202f\u00a0]/g, ' '),
  };
  formats.set(key, format);
  return format;
}
