import type { AdvancedFilter } from '../../api/types';
import { quote } from '../urlState/linkProblems';
import { dateProblem } from './checkDate';
import { isRecord } from './isRecord';
import { readList, unreadRest } from './readList';
import { unreadable } from './readPart';
import type { ResolvedLimits } from './queryStateLimits';
import {
  defaultAdvancedFilterFields,
  defaultAdvancedFilterJoins,
  defaultAdvancedFilterOperators,
  usableList,
  usableOperators,
  type AdvancedFilterField,
  type AdvancedFilterJoin,
  type AdvancedFilterOperator,
} from '../advancedFilterConfig';
import { shown } from './shown';
import type { DeliveriesStateProblem } from '../problems/problem';

// What the server reads as a number row's value (`12`, `-3.5`).
const decimal = /^-?\d+(?:\.\d+)?$/;

/**
 * The advanced rows the server accepts out of `value`, in order, each row left out named in
 * `problems` by its position: complete rows whose join, field, type, operator and value agree
 * with the limits' vocabulary (the library's own unless the host gives one), at most `maxAdvancedRows` of them.
 *
 * @example
 * ```ts
 * checkAdvancedRows([{ selectedFiled: 'duQty', condition: 0, operator: 'greaterThan', data: 'ten', rowType: 'number' }],
 *   resolveLimits(), problems); // [], problems: [{ code: 'rowNotNumber', params: { row: 1, value: '“ten”' } }]
 * ```
 */
export function checkAdvancedRows(
  value: unknown,
  limits: ResolvedLimits,
  problems: DeliveriesStateProblem[],
): AdvancedFilter[] | undefined {
  if (!Array.isArray(value)) {
    problems.push({ code: 'advancedNotList', params: { value: shown(value) } });
    return undefined;
  }
  const rows: AdvancedFilter[] = [];
  const list = readList(value as unknown[], limits.maxAdvancedRows);
  const vocabulary = vocabularyOf(limits);
  list.items.forEach((row, index) => {
    const position = index + 1;
    const checked =
      row === unreadable ? unreadRow(position) : checkRowSafely(row, position, vocabulary);
    if ('code' in checked) problems.push(checked);
    else rows.push(checked);
  });
  const rest = unreadRest(list, 'advancedFilters');
  if (rows.length <= limits.maxAdvancedRows) {
    if (rest !== undefined) problems.push(rest);
    return rows;
  }
  problems.push({
    code: 'listTooLong',
    params: {
      list: 'advancedFilters',
      count: rest === undefined ? rows.length : list.length,
      max: limits.maxAdvancedRows,
    },
  });
  return rows.slice(0, limits.maxAdvancedRows);
}

type RowCheck = AdvancedFilter | DeliveriesStateProblem;

/** The vocabulary rows are checked against. */
interface Vocabulary {
  fields: readonly AdvancedFilterField[];
  operators: Readonly<Record<string, readonly AdvancedFilterOperator[]>>;
  joins: readonly AdvancedFilterJoin[];
}

// A host's JavaScript may hand over anything: only a list (operators: a map) replaces the
// library's own, which load with this check, not with the grid; what is no item is left out.
const vocabularyOf = (limits: ResolvedLimits): Vocabulary => ({
  fields: usableList(limits.advancedFilterFields) ?? defaultAdvancedFilterFields,
  operators: usableOperators(limits.advancedFilterOperators) ?? defaultAdvancedFilterOperators,
  joins: usableList(limits.advancedFilterJoins) ?? defaultAdvancedFilterJoins,
});

const unreadRow = (row: number): DeliveriesStateProblem => ({
  code: 'rowUnreadable',
  params: { row },
});

// A row whose parts throw when read (a getter, a Proxy) costs that row only.
function checkRowSafely(row: unknown, position: number, vocabulary: Vocabulary): RowCheck {
  try {
    return checkRow(row, position, vocabulary);
  } catch {
    return unreadRow(position);
  }
}

function checkRow(row: unknown, position: number, vocabulary: Vocabulary): RowCheck {
  if (
    !isRecord(row) ||
    typeof row.selectedFiled !== 'string' ||
    typeof row.condition !== 'number' ||
    typeof row.operator !== 'string' ||
    typeof row.data !== 'string' ||
    typeof row.rowType !== 'string'
  ) {
    return { code: 'rowIncomplete', params: { row: position } };
  }
  const { selectedFiled, condition, operator, data, rowType } = row;
  const joins = vocabulary.joins.map((join) => join.value);
  if (!joins.includes(condition)) {
    return { code: 'rowUnknownJoin', params: { row: position, value: shown(condition) } };
  }
  const field = vocabulary.fields.find((candidate) => candidate.value === selectedFiled);
  if (!field) {
    return { code: 'rowUnknownField', params: { row: position, value: quote(selectedFiled) } };
  }
  if (field.rowType !== rowType) {
    return {
      code: 'rowWrongType',
      params: {
        row: position,
        value: quote(selectedFiled),
        type: quote(rowType),
        expected: quote(field.rowType),
      },
    };
  }
  const known = vocabulary.operators;
  // Own keys only: a row type such as "constructor" is no entry of the map.
  const operators = Object.hasOwn(known, rowType) ? (known[rowType] ?? []) : [];
  if (!operators.some((candidate) => candidate.value === operator)) {
    return {
      code: 'rowUnknownOperator',
      params: { row: position, value: quote(operator), type: quote(rowType) },
    };
  }
  if (data.trim() === '') return { code: 'rowNoValue', params: { row: position } };
  if (rowType === 'number' && !decimal.test(data.trim())) {
    return { code: 'rowNotNumber', params: { row: position, value: quote(data) } };
  }
  if (rowType === 'date') {
    const problem = dateProblem(data, { row: position });
    if (problem !== undefined) return problem;
  }
  return { selectedFiled, condition, operator, data, rowType };
}
