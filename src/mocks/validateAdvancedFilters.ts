import type { AdvancedFilter } from '../api/types';
import {
  defaultAdvancedFilterFields,
  defaultAdvancedFilterOperators,
  type AdvancedFilterField,
  type AdvancedFilterOperator,
} from '../state/advancedFilterConfig';
import {
  isJsonObject,
  rejectUnknownKeys,
  RequestProblem,
  requireIsoInstant,
} from './requestProblem';

/** What the server knows about advanced rows: field → rowType, rowType → operators. */
export interface AdvancedFilterRules {
  rowTypeOf: ReadonlyMap<string, string>;
  operatorsOf: ReadonlyMap<string, readonly string[]>;
}

/**
 * The defaults of `advancedFilterConfig` extended by a host's own fields and operators
 * (a host field of the same name replaces the default one).
 *
 * @example
 * ```ts
 * const rules = advancedFilterRules([{ value: 'requestedTime', label: 'Requested', rowType: 'date' }]);
 * rules.rowTypeOf.get('requestedTime'); // 'date'
 * ```
 */
export function advancedFilterRules(
  fields: readonly AdvancedFilterField[] = [],
  operators: Readonly<Record<string, readonly AdvancedFilterOperator[]>> = {},
): AdvancedFilterRules {
  const rowTypeOf = new Map<string, string>();
  for (const field of [...defaultAdvancedFilterFields, ...fields])
    rowTypeOf.set(field.value, field.rowType);
  const operatorsOf = new Map<string, string[]>();
  for (const table of [defaultAdvancedFilterOperators, operators]) {
    for (const [rowType, list] of Object.entries(table)) {
      const known = operatorsOf.get(rowType) ?? [];
      for (const { value } of list) if (!known.includes(value)) known.push(value);
      operatorsOf.set(rowType, known);
    }
  }
  return { rowTypeOf, operatorsOf };
}

const rowKeys = ['selectedFiled', 'condition', 'operator', 'data', 'rowType'] as const;
const MAX_ROWS = 100;
const decimalPattern = /^-?\d+(?:\.\d+)?$/;

function validateRow(value: unknown, path: string, rules: AdvancedFilterRules): AdvancedFilter {
  if (!isJsonObject(value)) throw new RequestProblem(path, `${path} must be an object.`);
  rejectUnknownKeys(value, rowKeys, path);
  for (const key of rowKeys) {
    if (value[key] === undefined)
      throw new RequestProblem(`${path}.${key}`, `${path}.${key} is required.`);
  }
  const { selectedFiled, condition, operator, data, rowType } = value;
  const expectedRowType =
    typeof selectedFiled === 'string' ? rules.rowTypeOf.get(selectedFiled) : undefined;
  if (typeof selectedFiled !== 'string' || expectedRowType === undefined) {
    const known = [...rules.rowTypeOf.keys()].join(', ');
    throw new RequestProblem(
      `${path}.selectedFiled`,
      `${path}.selectedFiled must be one of ${known}.`,
    );
  }
  if (condition !== 0 && condition !== 1) {
    throw new RequestProblem(`${path}.condition`, `${path}.condition must be 0 (AND) or 1 (OR).`);
  }
  if (rowType !== expectedRowType) {
    throw new RequestProblem(
      `${path}.rowType`,
      `${path}.rowType must be "${expectedRowType}" for selectedFiled "${selectedFiled}".`,
    );
  }
  const operators = rules.operatorsOf.get(expectedRowType) ?? [];
  if (typeof operator !== 'string' || !operators.includes(operator)) {
    const message =
      operators.length === 0
        ? `${path}.operator: no operators are known for rowType "${expectedRowType}".`
        : `${path}.operator must be one of ${operators.join(', ')} for rowType "${expectedRowType}".`;
    throw new RequestProblem(`${path}.operator`, message);
  }
  if (typeof data !== 'string')
    throw new RequestProblem(`${path}.data`, `${path}.data must be a string.`);
  if (data.trim() === '')
    throw new RequestProblem(`${path}.data`, `${path}.data must not be empty.`);
  if (expectedRowType === 'number' && !decimalPattern.test(data.trim())) {
    throw new RequestProblem(
      `${path}.data`,
      `${path}.data must be a decimal number written as a string, like "12.5".`,
    );
  }
  if (expectedRowType === 'date') requireIsoInstant(data, `${path}.data`);
  return { selectedFiled, condition, operator, data, rowType: expectedRowType };
}

/**
 * Checks `filters.advancedFilters`: an array of complete rows whose field, row type, operator
 * and value agree with the rules.
 *
 * @example
 * ```ts
 * validateAdvancedFilters(
 *   [{ selectedFiled: 'duQty', condition: 0, operator: 'greaterThan', data: '10', rowType: 'number' }],
 *   advancedFilterRules(),
 * );
 * ```
 */
export function validateAdvancedFilters(
  value: unknown,
  rules: AdvancedFilterRules,
): AdvancedFilter[] {
  const path = 'filters.advancedFilters';
  if (!Array.isArray(value)) throw new RequestProblem(path, `${path} must be an array.`);
  if (value.length > MAX_ROWS)
    throw new RequestProblem(path, `${path} must have at most ${MAX_ROWS} entries.`);
  return value.map((row: unknown, index) => validateRow(row, `${path}[${index}]`, rules));
}
