import { readTypedNumber } from './typedNumber';
import type { AdvancedFilterConfig } from './createAdvancedRow';
import type { AdvancedFilterRowValues } from './types';
import { operatorsOf } from '../../state/advancedFilterConfig';

// Whether a value written for one row type still means something for another (a number as
// the locale writes it, `2,5` in German).
function keepsData(data: string, from: string, to: string, locale?: string): boolean {
  if (from === to || data.trim() === '') return true;
  if (to === 'string') return from !== 'date';
  return to === 'number' && readTypedNumber(data, locale) !== null;
}

/**
 * The row after a person picks another field: its `rowType` follows the field; the operator
 * stays if the new row type has it, else becomes that type's first; a value that makes no
 * sense for the new type (a date in a number row) is cleared.
 *
 * @example
 * ```ts
 * changeAdvancedRowField(
 *   { selectedFiled: 'code', condition: 0, operator: 'contains', data: 'DLV', rowType: 'string' },
 *   'duQty', config,
 * ); // { selectedFiled: 'duQty', condition: 0, operator: 'equals', data: '', rowType: 'number' }
 * ```
 */
export function changeAdvancedRowField(
  row: AdvancedFilterRowValues,
  fieldValue: string,
  config: AdvancedFilterConfig,
  locale?: string,
): AdvancedFilterRowValues {
  const rowType = config.fields.find((field) => field.value === fieldValue)?.rowType ?? row.rowType;
  const operators = operatorsOf(config.operators, rowType);
  const operator = operators.some((candidate) => candidate.value === row.operator)
    ? row.operator
    : (operators[0]?.value ?? '');
  return {
    selectedFiled: fieldValue,
    condition: row.condition,
    operator,
    data: keepsData(row.data, row.rowType, rowType, locale) ? row.data : '',
    rowType,
  };
}
