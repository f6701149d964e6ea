import { entryFormatter, plainText, type DateEntryFormat } from './entryFormatter';
import { formatTypedDate, parseTypedDate } from './parseTypedDate';

/**
 * How a locale writes a date and time, read from `Intl.DateTimeFormat#formatToParts`: the order
 * of day, month and year, whether the clock has 12 hours, and a pattern and example to show.
 */
export type { DateEntryFormat };

const letters: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {
  day: 'dd',
  month: 'mm',
  year: 'yyyy',
  hour: 'hh',
  minute: 'mm',
};
const exampleInstant = Date.UTC(2026, 10, 25, 14, 30);
// Midnight, the morning, the afternoon and a day alone: what a field writes, read back.
const checked = ['2026-11-25T14:30', '2026-01-05T00:05', '2026-07-04T09:05', '2026-02-28'];
const readsBack = (format: DateEntryFormat) =>
  checked.every((value) => {
    const read = parseTypedDate(formatTypedDate(value, format), format);
    return read.kind === 'date' && read.value === value;
  });
const formats = new Map<string, DateEntryFormat>();

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
  const periodAt = (hour: number) =>
    formatter.formatToParts(Date.UTC(2026, 10, 25, hour)).find(({ type }) => type === 'dayPeriod')
      ?.value ?? '';
  const hour12 = parts.some(({ type }) => type === 'dayPeriod');
  const own: DateEntryFormat = {
    locale,
    order: order.length === 3 ? order : ['year', 'month', 'day'],
    hour12,
    dayPeriods: hour12 ? [plainText(periodAt(9)), plainText(periodAt(15))] : ['am', 'pm'],
    // The locale's own day periods (`AM/PM`, `ص/م`), as it writes them.
    pattern: parts
      .map(({ type, value }) =>
        type === 'dayPeriod' ? `${periodAt(9)}/${periodAt(15)}` : (letters[type] ?? value),
      )
      .join('')
      .replace(/[\u202f\u00a0]/g, ' '),
    example: formatter.format(exampleInstant).replace(/[\u202f\u00a0]/g, ' '),
    iso: false,
  };
  // Text the parser cannot read back (`klo 14.30`, `14 h 30`, the day period or the time first)
  // is never written into a field: such a locale writes ISO 8601, which every locale reads.
  const format: DateEntryFormat = readsBack(own)
    ? own
    : {
        ...own,
        hour12: false,
        pattern: 'yyyy-mm-dd hh:mm',
        example: '2026-11-25 14:30',
        iso: true,
      };
  formats.set(key, format);
  return format;
}
