import { mostDaysBack, writeRelativeDateToken } from '../relativeDates/relativeDateToken';
import { wallClockProblem } from '../zonedTime';
import { entryFormatter, plainText, type DateEntryFormat } from './entryFormatter';

/** Why typed text is not a date: `unreadable` (no date's shape), `noSuchDay`, `noSuchTime`, `outOfRange`. */
export type TypedDateProblem = 'unreadable' | 'noSuchDay' | 'noSuchTime' | 'outOfRange';

/**
 * What a person typed into a date field, read: a wall-clock reading (`2026-11-25`,
 * `2026-11-25T14:30`), a relative token in its kept form (`-7d`, `today 06:00`), nothing
 * (empty text), or the problem that keeps it from being a date.
 */
export type TypedDate =
  | { kind: 'empty' }
  | { kind: 'date'; value: string }
  | { kind: 'relative'; value: string }
  | { kind: 'problem'; problem: TypedDateProblem };

/**
 * The words a person's language has for today and yesterday (`heute`, `gestern`), each a
 * comma-separated list of the forms one may type; read besides the English `today` and
 * `yesterday`, case and accents aside.
 */
export interface RelativeDayWords {
  today: string;
  yesterday: string;
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** Typed text with a leading word of `words` (`gestern 06:00`) written in English (`yesterday 06:00`). */
function inEnglish(typed: string, words: RelativeDayWords | undefined): string {
  for (const day of ['today', 'yesterday'] as const) {
    for (const word of (words?.[day] ?? '').split(',').map(plainText)) {
      const rest = typed.slice(word.length);
      const same = typed
        .slice(0, word.length)
        .localeCompare(word, undefined, { sensitivity: 'base' });
      if (word !== '' && same === 0 && /^(?:[ ,]|$)/.test(rest)) return day + rest;
    }
  }
  return typed;
}
const relative = /^(today|yesterday|-(\d{1,5}) ?d)(?:[ ,]+(.+))?$/;
const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:(?:t| |, ?)(.+))?$/;
// Three groups of digits, separated as most locales do (`/`, `.`, `-`, spaces), maybe a final dot.
const numeric = /^(\d{1,4}) ?[./-]? ?(\d{1,4}) ?[./-]? ?(\d{1,4})\.?(?:(?:,? )(.+))?$/;

/**
 * A typed time (`14:30`, `2:30 pm`, `2 pm`) as `HH:mm`, `undefined` when it has no time's
 * shape, or `null` when it has one but names no minute of a day (`25:00`, `13 pm`).
 */
function readTime(text: string, format: DateEntryFormat): string | null | undefined {
  // Mornings at even places, afternoons at odd: the locale's own first (Malay's `pg` is pagi).
  const periods = [...format.dayPeriods, 'am', 'pm', 'a.m.', 'p.m.'];
  const parts = /^(\d{1,2})(?:[:.](\d{2}))? ?(\D*)$/.exec(text);
  if (!parts) return undefined;
  const [, h = '', m, period = ''] = parts;
  const periodIndex = period === '' ? -1 : periods.indexOf(period.trim());
  if (period !== '' && periodIndex === -1) return undefined;
  if (m === undefined && period === '') return undefined;
  let hour = Number(h);
  const minute = Number(m ?? 0);
  if (minute > 59) return null;
  if (period !== '') {
    if (hour < 1 || hour > 12) return null;
    hour = (hour % 12) + (periodIndex % 2) * 12;
  } else if (hour > 23) return null;
  return `${pad(hour)}:${pad(minute)}`;
}

function readDay(year: string, month: string, day: string): TypedDate {
  if (year.length !== 4 || month.length > 2 || day.length > 2) {
    return { kind: 'problem', problem: 'unreadable' };
  }
  const value = `${year}-${pad(Number(month))}-${pad(Number(day))}`;
  const problem = wallClockProblem(value);
  if (problem === 'notADate') return { kind: 'problem', problem: 'noSuchDay' };
  if (problem === 'outOfRange') return { kind: 'problem', problem: 'outOfRange' };
  return { kind: 'date', value };
}

function withTime(
  day: TypedDate,
  timeText: string | undefined,
  format: DateEntryFormat,
): TypedDate {
  if (day.kind !== 'date' || timeText === undefined) return day;
  const time = readTime(timeText, format);
  if (time === undefined) return { kind: 'problem', problem: 'unreadable' };
  if (time === null) return { kind: 'problem', problem: 'noSuchTime' };
  return { kind: 'date', value: `${day.value}T${time}` };
}

/**
 * Reads what a person typed into a date field, in `format`'s order of day, month and year
 * (`dateEntryFormat(locale)`), with or without a time (24-hour, or 12-hour with the locale's
 * day period or `am`/`pm`); ISO 8601 (`2026-11-25 14:30`) is read in any locale. `today`,
 * `yesterday` and `-7d`, each optionally with a time (`today 06:00`), are kept relative; so are
 * the person's own words for today and yesterday (`dayWords`: `heute`, `gestern 06:00`).
 *
 * @example
 * ```ts
 * parseTypedDate('25.11.2026, 14:30', dateEntryFormat('de-DE')); // { kind: 'date', value: '2026-11-25T14:30' }
 * parseTypedDate('11/25/2026, 2:30 PM', dateEntryFormat('en-US')); // { kind: 'date', value: '2026-11-25T14:30' }
 * parseTypedDate('Today 6:00', dateEntryFormat('en-GB')); // { kind: 'relative', value: 'today 06:00' }
 * parseTypedDate('31/02/2026', dateEntryFormat('en-GB')); // { kind: 'problem', problem: 'noSuchDay' }
 * parseTypedDate('Gestern 6:00', dateEntryFormat('de-DE'), { today: 'heute', yesterday: 'gestern' }); // { kind: 'relative', value: 'yesterday 06:00' }
 * ```
 */
export function parseTypedDate(
  text: string,
  format: DateEntryFormat,
  dayWords?: RelativeDayWords,
): TypedDate {
  const typed = inEnglish(plainText(text), dayWords);
  if (typed === '') return { kind: 'empty' };

  const relativeParts = relative.exec(typed);
  if (relativeParts) {
    const [, day, count, timeText] = relativeParts;
    const daysBack = day === 'today' ? 0 : day === 'yesterday' ? 1 : Number(count);
    if (daysBack > mostDaysBack) {
      return { kind: 'problem', problem: 'outOfRange' };
    }
    const time = timeText === undefined ? undefined : readTime(timeText, format);
    if (time === undefined && timeText !== undefined) {
      return { kind: 'problem', problem: 'unreadable' };
    }
    if (time === null) return { kind: 'problem', problem: 'noSuchTime' };
    return { kind: 'relative', value: writeRelativeDateToken({ daysBack, time }) };
  }

  const isoParts = iso.exec(typed);
  if (isoParts) {
    const [, year = '', month = '', day = '', timeText] = isoParts;
    return withTime(readDay(year, month, day), timeText, format);
  }

  const numericParts = numeric.exec(typed);
  if (!numericParts) return { kind: 'problem', problem: 'unreadable' };
  const [, first = '', second = '', third = '', timeText] = numericParts;
  const groups = [first, second, third];
  const of = (part: 'day' | 'month' | 'year') => groups[format.order.indexOf(part)] ?? '';
  return withTime(readDay(of('year'), of('month'), of('day')), timeText, format);
}

/**
 * A date of the filter state as a person reads it in `format`'s locale: a wall-clock reading
 * (`2026-11-25T14:30`) written as the locale does (`25/11/2026, 14:30`); today and yesterday in
 * the person's words (`dayWords`); another relative token, or text that is no wall-clock
 * reading, as it is.
 *
 * @example
 * ```ts
 * formatTypedDate('2026-11-25T14:30', dateEntryFormat('en-US')); // '11/25/2026, 2:30 PM'
 * formatTypedDate('-7d', dateEntryFormat('en-US')); // '-7d'
 * formatTypedDate('yesterday 06:00', dateEntryFormat('de-DE'), { today: 'heute', yesterday: 'gestern' }); // 'gestern 06:00'
 * ```
 */
export function formatTypedDate(
  value: string,
  format: DateEntryFormat,
  dayWords?: RelativeDayWords,
): string {
  const relativeDay = /^(today|yesterday)\b/.exec(value)?.[1] as 'today' | undefined;
  const word = relativeDay && dayWords?.[relativeDay].split(',')[0]?.trim();
  // A relative day in the person's first word for it, as they typed it.
  if (word) return word + value.slice(relativeDay.length);
  const parts = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?$/.exec(value.trim());
  // Years before 1000 would be written with fewer digits than the parser reads back.
  if (!parts || value.trim() < '1000') return value;
  if (format.iso) return value.replace('T', ' ');
  const [, year, month, day, hour, minute] = parts.map(Number) as number[];
  const instant = new Date(0).setUTCFullYear(year!, month! - 1, day!);
  const withMinute =
    hour === undefined || Number.isNaN(hour) ? undefined : hour * 3_600_000 + minute! * 60_000;
  return entryFormatter(format.locale, withMinute !== undefined)
    .format(instant + (withMinute ?? 0))
    .replace(/[\u202f\u00a0]/g, ' ');
}
