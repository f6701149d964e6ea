import type { AdvancedFilter } from '../../api/types';
import { wallClockProblem } from '../zonedTime';
import { readDate } from './compactDate';
import { splitUnescaped, unescapeText } from './escapeText';
import { partSeparator } from './linkFormat';
import { readNumber } from './linkNumbers';
import { quote } from './linkProblems';
import type { DeliveriesProblem } from '../problems/problem';

/**
 * One advanced row from the value of an `a` entry (`condition.field.rowType.operator.data`,
 * the data keeping its dots), or the reason it cannot be used.
 *
 * @example
 * ```ts
 * readAdvancedFilterEntry('0.duQty.number.greaterThan.10', 1);
 * // { row: { condition: 0, selectedFiled: 'duQty', rowType: 'number', operator: 'greaterThan', data: '10' } }
 * readAdvancedFilterEntry('0.duQty', 2);
 * // { problem: { code: 'rowIncomplete', params: { row: 2 } } }
 * ```
 */
export function readAdvancedFilterEntry(
  raw: string,
  position: number,
): { row: AdvancedFilter } | { problem: DeliveriesProblem } {
  const parts = splitUnescaped(raw, partSeparator, 5);
  if (parts.length < 5) return { problem: { code: 'rowIncomplete', params: { row: position } } };
  const [rawCondition = '', rawField = '', rawType = '', rawOperator = '', rawData = ''] = parts;
  const plain = (text: string) => unescapeText(text).text;
  const condition = readNumber(plain(rawCondition));
  if (condition === undefined) {
    return {
      problem: {
        code: 'linkRowJoinNotNumber',
        params: { row: position, value: quote(plain(rawCondition)) },
      },
    };
  }
  const rowType = plain(rawType);
  const data = rowType === 'date' ? readDate(rawData).text : plain(rawData);
  // Not a date at all is said here; a day out of range is left to checkQueryState.
  if (rowType === 'date' && data.trim() !== '' && wallClockProblem(data) === 'notADate') {
    return { problem: { code: 'linkRowNotDate', params: { row: position, value: quote(data) } } };
  }
  return {
    row: { condition, selectedFiled: plain(rawField), rowType, operator: plain(rawOperator), data },
  };
}
