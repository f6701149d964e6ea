import type { AdvancedFilter } from '../../api/types';
import { wallClockProblem } from '../zonedTime';
import { readDate } from './compactDate';
import { splitUnescaped, unescapeText } from './escapeText';
import { partSeparator } from './linkFormat';
import { readNumber } from './linkNumbers';
import { quote } from './linkProblems';

/**
 * One advanced row from the value of an `a` entry (`condition.field.rowType.operator.data`,
 * the data keeping its dots), or the reason it cannot be used.
 *
 * @example
 * ```ts
 * readAdvancedFilterEntry('0.duQty.number.greaterThan.10', 1);
 * // { row: { condition: 0, selectedFiled: 'duQty', rowType: 'number', operator: 'greaterThan', data: '10' } }
 * readAdvancedFilterEntry('0.duQty', 2);
 * // { problem: 'Advanced filter 2 is missing some of its parts … so it was left out.' }
 * ```
 */
export function readAdvancedFilterEntry(
  raw: string,
  position: number,
): { row: AdvancedFilter } | { problem: string } {
  const parts = splitUnescaped(raw, partSeparator, 5);
  const name = `Advanced filter ${position}`;
  if (parts.length < 5) {
    return {
      problem: `${name} is missing some of its parts (join, field, type, operator and value), so it was left out.`,
    };
  }
  const [rawCondition = '', rawField = '', rawType = '', rawOperator = '', rawData = ''] = parts;
  const plain = (text: string) => unescapeText(text).text;
  const condition = readNumber(plain(rawCondition));
  if (condition === undefined) {
    return {
      problem: `${name} has the join ${quote(plain(rawCondition))}, which is not a number, so it was left out.`,
    };
  }
  const rowType = plain(rawType);
  const data = rowType === 'date' ? readDate(rawData).text : plain(rawData);
  // Not a date at all is said here; a day out of range is left to checkQueryState.
  if (rowType === 'date' && data.trim() !== '' && wallClockProblem(data) === 'notADate') {
    return {
      problem: `${name} compares with ${quote(data)}, which is not a date, so it was left out.`,
    };
  }
  return {
    row: { condition, selectedFiled: plain(rawField), rowType, operator: plain(rawOperator), data },
  };
}
