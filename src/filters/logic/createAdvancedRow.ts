import type {
  AdvancedFilterField,
  AdvancedFilterJoin,
  AdvancedFilterOperator,
} from '../../state/advancedFilterConfig';
import type { AdvancedFilterRowValues } from './types';
import { operatorsOf } from '../../state/advancedFilterConfig';

/** What advanced rows may hold: fields, operators per row type, and joins. */
export interface AdvancedFilterConfig {
  fields: readonly AdvancedFilterField[];
  operators: Readonly<Record<string, readonly AdvancedFilterOperator[]>>;
  joins: readonly AdvancedFilterJoin[];
}

/**
 * A complete new row, as "Add condition" appends it: the first field, the first operator of
 * its row type, the first join (AND by default), no value yet.
 *
 * @example
 * ```ts
 * createAdvancedRow({ fields: defaultAdvancedFilterFields, operators: defaultAdvancedFilterOperators,
 *   joins: defaultAdvancedFilterJoins });
 * // { selectedFiled: 'code', condition: 0, operator: 'contains', data: '', rowType: 'string' }
 * ```
 */
export function createAdvancedRow(config: AdvancedFilterConfig): AdvancedFilterRowValues {
  const field = config.fields[0];
  const rowType = field?.rowType ?? 'string';
  return {
    selectedFiled: field?.value ?? '',
    condition: config.joins[0]?.value ?? 0,
    operator: operatorsOf(config.operators, rowType)[0]?.value ?? '',
    data: '',
    rowType,
  };
}
