import { quote } from '../urlState/linkProblems';
import { firstWallClockDay, lastWallClockDay, wallClockProblem } from '../zonedTime';
import { shown } from './shown';
import { resolveDateBound } from '../relativeDates/resolveDateBound';
import type { DeliveriesStateProblem } from '../problems/problem';
import type { DeliveriesProblemField } from '../problems/filterProblem';

const withZone = /T.*(?:Z|[+-]\d{2}:?\d{2})$/i;

/**
 * The UTC instant a date of the state is sent as now (a relative one, `today` or `-7d`, or a
 * built-in preset, as resolved at this moment), or `undefined` when it cannot be one (not a
 * date, a host's preset, a zone `Intl` refuses).
 *
 * @example
 * ```ts
 * sentInstant('2026-11-01', 'UTC', 'start'); // '2026-11-01T00:00:00.000Z'
 * sentInstant('today', 'UTC', 'start'); // today's midnight in UTC
 * ```
 */
export function sentInstant(
  value: string,
  timeZone: string | undefined,
  bound: 'start' | 'end',
): string | undefined {
  try {
    return resolveDateBound(value, bound, { timeZone });
  } catch {
    return undefined;
  }
}

/**
 * Why a date of the state cannot be sent, as a problem of the filter `field` or the advanced
 * row `row`, else `undefined`: the server reads four-digit years only, so a wall-clock day must
 * lie from 0001-01-02 to 9999-12-30 (a zone's offset moves it across midnight) and an instant
 * in the years 0001 to 9999 in UTC.
 *
 * @example
 * ```ts
 * dateProblem('0000-06-01', { field: 'insertFrom' }); // { code: 'dateOutOfRange', params: { field: 'insertFrom', value: '“0000-06-01”', zoned: false, … } }
 * dateProblem('2026-11-01', { row: 1 }); // undefined
 * ```
 */
export function dateProblem(
  value: unknown,
  of: { field: DeliveriesProblemField } | { row: number },
): DeliveriesStateProblem | undefined {
  const problem = typeof value === 'string' ? wallClockProblem(value) : 'notADate';
  if (problem === undefined) return undefined;
  if (problem === 'notADate') {
    return 'row' in of
      ? { code: 'rowDateNotDate', params: { row: of.row, value: shown(value) } }
      : { code: 'dateNotDate', params: { field: of.field, value: shown(value) } };
  }
  const text = (value as string).trim();
  const range = {
    value: quote(text),
    zoned: withZone.test(text),
    first: firstWallClockDay,
    last: lastWallClockDay,
  };
  return 'row' in of
    ? { code: 'rowDateOutOfRange', params: { ...range, row: of.row } }
    : { code: 'dateOutOfRange', params: { ...range, field: of.field } };
}
