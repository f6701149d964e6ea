import { quote } from '../urlState/linkProblems';
import { isValidWallClockOrInstant, wallClockToUtc } from '../zonedTime';
import { shown } from './shown';

/** The first and last day a date may name: a day more would cross year 0000 or 10000 in UTC. */
export const firstDay = '0001-01-02';
export const lastDay = '9999-12-30';

const withZone = /T.*(?:Z|[+-]\d{2}:?\d{2})$/i;

/**
 * The UTC instant a date of the state is sent as, or `undefined` when it cannot be one (not a
 * date, a zone `Intl` refuses).
 *
 * @example
 * ```ts
 * sentInstant('2026-11-01', 'UTC', 'start'); // '2026-11-01T00:00:00.000Z'
 * ```
 */
export function sentInstant(
  value: string,
  timeZone: string | undefined,
  bound: 'start' | 'end',
): string | undefined {
  try {
    return wallClockToUtc(value, timeZone, bound);
  } catch {
    return undefined;
  }
}

/**
 * Why a date of the state cannot be sent (a sentence naming it as `label`), else `undefined`.
 * The server reads four-digit years only, and a zone's offset moves a day across midnight, so
 * a wall-clock day must lie from 0001-01-02 to 9999-12-30, and an instant's UTC day too.
 *
 * @example
 * ```ts
 * dateProblem('0000-06-01', 'The “inserted from” date'); // '… is not a day from 0001-01-02 to 9999-12-30 …'
 * dateProblem('2026-11-01', 'The “inserted from” date'); // undefined
 * ```
 */
export function dateProblem(value: unknown, label: string): string | undefined {
  if (typeof value !== 'string' || !isValidWallClockOrInstant(value)) {
    return `${label} ${shown(value)} is not a date, so it was left out.`;
  }
  const text = value.trim();
  // An instant's offset is its own: the zone given here does not change it.
  const day = withZone.test(text)
    ? sentInstant(text, 'UTC', 'start')?.slice(0, 10)
    : text.slice(0, 10);
  if (day === undefined || !/^\d{4}-/.test(day) || day < firstDay || day > lastDay) {
    return `${label} ${quote(text)} is not a day from ${firstDay} to ${lastDay}, so it was left out.`;
  }
  return undefined;
}
