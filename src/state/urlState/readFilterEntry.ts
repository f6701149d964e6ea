import type { DeliveriesFilterState } from '../queryState';
import { isRelativeBound } from '../relativeDates/relativeBound';
import { wallClockProblem } from '../zonedTime';
import { readDate } from './compactDate';
import { splitUnescaped, unescapeText } from './escapeText';
import { partSeparator, type FilterEntry } from './linkFormat';
import { readNumber } from './linkNumbers';
import { quote } from './linkProblems';
import type { ProblemSink } from './problemCollector';

/**
 * Reads the value of one filter entry into `filters`: a date (only a real one), a list of
 * numbers (each item that is not one left out) or a list of tags. A bare list key is an
 * empty list. Each part left out adds a sentence to `problems`.
 *
 * @example
 * ```ts
 * const filters: DeliveriesFilterState = {};
 * const problems: DeliveriesProblem[] = [];
 * readFilterEntry(statusEntry, '1.x.4', filters, problems);
 * // filters: { status: [1, 4] }; problems: [{ code: 'filterNotNumber', params: { field: 'status', label: 'status', value: '“x”' } }]
 * ```
 */
export function readFilterEntry(
  filter: FilterEntry,
  value: string | undefined,
  filters: DeliveriesFilterState,
  problems: ProblemSink,
  /** v2 on: a date may be a relative token (checked against the grid's presets later). */
  relativeDates = false,
): void {
  if (filter.kind === 'date') {
    if (value === undefined) {
      problems.push({
        code: 'filterNoValue',
        params: { field: filter.field, label: filter.label },
      });
      return;
    }
    const date = readDate(value).text;
    // Not a date at all is said here; a day out of range is left to checkQueryState.
    const relative = relativeDates && isRelativeBound(date);
    if (date.trim() !== '' && !relative && wallClockProblem(date) === 'notADate') {
      problems.push({
        code: 'filterNotDate',
        params: { field: filter.field, label: filter.label, value: quote(date) },
      });
      return;
    }
    filters[filter.field] = date;
    return;
  }
  const items =
    value === undefined
      ? []
      : splitUnescaped(value, partSeparator).map((item) => unescapeText(item).text);
  if (filter.kind === 'texts') {
    filters[filter.field] = items;
    return;
  }
  const numbers: number[] = [];
  for (const item of items) {
    const number = readNumber(item);
    if (number === undefined) {
      problems.push({
        code: 'filterNotNumber',
        params: { field: filter.field, label: filter.label, value: quote(item) },
      });
    } else numbers.push(number);
  }
  filters[filter.field] = numbers;
}
