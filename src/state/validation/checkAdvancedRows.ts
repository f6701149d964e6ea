import type { AdvancedFilter } from '../../api/types';
import { quote } from '../urlState/linkProblems';
import { dateProblem } from './checkDate';
import { isRecord } from './isRecord';
import { readList, unreadRest } from './readList';
import { unreadable } from './readPart';
import type { ResolvedLimits } from './queryStateLimits';
import { shown } from './shown';

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
 *   resolveLimits(), problems); // [], problems: ['Advanced filter 1 compares with “ten”, which is not a number, …']
 * ```
 */
export function checkAdvancedRows(
  value: unknown,
  limits: ResolvedLimits,
  problems: string[],
): AdvancedFilter[] | undefined {
  if (!Array.isArray(value)) {
    problems.push(`The advanced filters ${shown(value)} are not a list, so none were used.`);
    return undefined;
  }
  const rows: AdvancedFilter[] = [];
  const list = readList(value as unknown[], limits.maxAdvancedRows);
  list.items.forEach((row, index) => {
    const name = `Advanced filter ${index + 1}`;
    const checked = row === unreadable ? unreadRow(name) : checkRowSafely(row, name, limits);
    if (typeof checked === 'string') problems.push(checked);
    else rows.push(checked);
  });
  const rest = unreadRest(list, 'advanced filters');
  if (rows.length <= limits.maxAdvancedRows) {
    if (rest !== undefined) problems.push(rest);
    return rows;
  }
  problems.push(
    `There are ${rest === undefined ? rows.length : list.length} advanced filters, more than the ${limits.maxAdvancedRows} the server takes, so only the first ${limits.maxAdvancedRows} were kept.`,
  );
  return rows.slice(0, limits.maxAdvancedRows);
}

const unreadRow = (name: string) => `${name} could not be read, so it was left out.`;

// A row whose parts throw when read (a getter, a Proxy) costs that row only.
function checkRowSafely(
  row: unknown,
  name: string,
  limits: ResolvedLimits,
): AdvancedFilter | string {
  try {
    return checkRow(row, name, limits);
  } catch {
    return unreadRow(name);
  }
}

function checkRow(row: unknown, name: string, limits: ResolvedLimits): AdvancedFilter | string {
  if (
    !isRecord(row) ||
    typeof row.selectedFiled !== 'string' ||
    typeof row.condition !== 'number' ||
    typeof row.operator !== 'string' ||
    typeof row.data !== 'string' ||
    typeof row.rowType !== 'string'
  ) {
    return `${name} is missing some of its parts (join, field, type, operator and value), so it was left out.`;
  }
  const { selectedFiled, condition, operator, data, rowType } = row;
  const joins = limits.advancedFilterJoins.map((join) => join.value);
  if (!joins.includes(condition)) {
    return `${name} has the join ${shown(condition)}, which is not one this grid knows, so it was left out.`;
  }
  const field = limits.advancedFilterFields.find((candidate) => candidate.value === selectedFiled);
  if (!field) {
    return `${name} tests the field ${quote(selectedFiled)}, which this grid does not offer, so it was left out.`;
  }
  if (field.rowType !== rowType) {
    return `${name} treats the field ${quote(selectedFiled)} as ${quote(rowType)}, not ${quote(field.rowType)}, so it was left out.`;
  }
  const known = limits.advancedFilterOperators;
  // Own keys only: a row type such as "constructor" is no entry of the map.
  const operators = Object.hasOwn(known, rowType) ? (known[rowType] ?? []) : [];
  if (!operators.some((candidate) => candidate.value === operator)) {
    return `${name} has the operator ${quote(operator)}, which is not one for ${quote(rowType)} fields, so it was left out.`;
  }
  if (data.trim() === '') return `${name} has no value to compare with, so it was left out.`;
  if (rowType === 'number' && !decimal.test(data.trim())) {
    return `${name} compares with ${quote(data)}, which is not a number, so it was left out.`;
  }
  if (rowType === 'date') {
    const problem = dateProblem(data, `${name} compares with a date:`);
    if (problem !== undefined) return problem;
  }
  return { selectedFiled, condition, operator, data, rowType };
}
