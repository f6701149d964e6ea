import { quote } from '../urlState/linkProblems';
import {
  firstWallClockDay,
  lastWallClockDay,
  wallClockProblem,
  wallClockToUtc,
} from '../zonedTime';
import { shown } from './shown';

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
 * Why a date of the state cannot be sent (a sentence naming it as `label`), else `undefined`:
 * the server reads four-digit years only, so a wall-clock day must lie from 0001-01-02 to
 * 9999-12-30 (a zone's offset moves it across midnight) and an instant in the years 0001 to
 * 9999 in UTC.
 *
 * @example
 * ```ts
 * dateProblem('0000-06-01', 'The “inserted from” date'); // '… is not a day from 0001-01-02 to 9999-12-30 …'
 * dateProblem('2026-11-01', 'The “inserted from” date'); // undefined
 * ```
 */
export function dateProblem(value: unknown, label: string): string | undefined {
  const problem = typeof value === 'string' ? wallClockProblem(value) : 'notADate';
  if (problem === undefined) return undefined;
  if (problem === 'notADate') return `${label} ${shown(value)} is not a date, so it was left out.`;
  const text = (value as string).trim();
  const range = withZone.test(text)
    ? 'an instant in the years 0001 to 9999'
    : `a day from ${firstWallClockDay} to ${lastWallClockDay}`;
  return `${label} ${quote(text)} is not ${range}, so it was left out.`;
}
