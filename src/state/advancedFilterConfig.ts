import { objectItems } from '../shared/objectItems';
/**
 * What the advanced filter rows offer: which fields, which operators per row type, and the
 * integer codes of the join. The contract leaves all of it open, so these are defaults a host
 * replaces through `advancedFilterFields`, `advancedFilterOperators` and `advancedFilterJoins`.
 */

/** A field an advanced row can test. */
export interface AdvancedFilterField {
  /** Sent as `selectedFiled`. */
  value: string;
  label: string;
  /** Sent as `rowType`; picks the operators and the value input. */
  rowType: string;
}

/** An operator of one row type. */
export interface AdvancedFilterOperator {
  /** Sent as `operator`. */
  value: string;
  label: string;
}

/** A join with the previous row. */
export interface AdvancedFilterJoin {
  /** Sent as `condition`. */
  value: number;
  label: string;
  /** Which join it is, for the rows' precedence; default from its label ("AND", "OR"). */
  kind?: 'and' | 'or';
}

export const defaultAdvancedFilterFields: readonly AdvancedFilterField[] = [
  { value: 'code', label: 'Code', rowType: 'string' },
  { value: 'tenantName', label: 'Tenant', rowType: 'string' },
  { value: 'courierCode', label: 'Courier', rowType: 'string' },
  { value: 'warehouseName', label: 'Warehouse', rowType: 'string' },
  { value: 'customerBusinessPartnerName', label: 'Customer', rowType: 'string' },
  { value: 'duQty', label: 'DU qty', rowType: 'number' },
  { value: 'palletQty', label: 'Pallets', rowType: 'number' },
  { value: 'status', label: 'Status', rowType: 'number' },
  { value: 'insertTime', label: 'Inserted', rowType: 'date' },
];

export const defaultAdvancedFilterOperators: Readonly<
  Record<string, readonly AdvancedFilterOperator[]>
> = {
  string: [
    { value: 'contains', label: 'contains' },
    { value: 'notContains', label: 'does not contain' },
    { value: 'equals', label: 'equals' },
    { value: 'notEquals', label: 'does not equal' },
    { value: 'startsWith', label: 'starts with' },
    { value: 'endsWith', label: 'ends with' },
  ],
  number: [
    { value: 'equals', label: '=' },
    { value: 'notEquals', label: '≠' },
    { value: 'greaterThan', label: '>' },
    { value: 'greaterThanOrEqual', label: '≥' },
    { value: 'lessThan', label: '<' },
    { value: 'lessThanOrEqual', label: '≤' },
  ],
  date: [
    { value: 'before', label: 'before' },
    { value: 'after', label: 'after' },
  ],
};

/** AND = 0, OR = 1: the join of a row with the rows before it, evaluated left to right. */
export const defaultAdvancedFilterJoins: readonly AdvancedFilterJoin[] = [
  { value: 0, label: 'AND', kind: 'and' },
  { value: 1, label: 'OR', kind: 'or' },
];

/**
 * The default condition rows' words in a person's language: the fields' labels by field, the
 * operators' by row type and operator (numbers keep their symbols unless named), the joins'.
 * A host's own fields, operators or joins keep their labels.
 *
 * @example
 * ```ts
 * const words: DeliveriesConditionWords = {
 *   fields: { code: 'Nummer' },
 *   operators: { string: { contains: 'enthält' }, date: { before: 'vor' } },
 *   joins: { and: 'UND', or: 'ODER' },
 * };
 * ```
 */
export interface DeliveriesConditionWords {
  fields: Partial<Record<string, string>>;
  operators: Partial<Record<string, Partial<Record<string, string>>>>;
  joins: { and: string; or: string };
}

/**
 * The advanced rows' vocabulary: the host's fields, operators and joins, each part it left out
 * by its default, worded by `words` (a locale pack's `conditionWords`) where they name them.
 *
 * @example
 * ```ts
 * advancedVocabulary({}, de.messages.filters.conditionWords).joins; // [{ value: 0, label: 'UND', kind: 'and' }, …]
 * ```
 */
export function advancedVocabulary(
  host: {
    advancedFilterFields?: readonly AdvancedFilterField[] | undefined;
    advancedFilterOperators?:
      Readonly<Record<string, readonly AdvancedFilterOperator[]>> | undefined;
    advancedFilterJoins?: readonly AdvancedFilterJoin[] | undefined;
  },
  words: DeliveriesConditionWords | undefined,
) {
  return {
    fields:
      usableList(host.advancedFilterFields) ??
      worded(defaultAdvancedFilterFields, (field) => words?.fields[field.value]),
    operators:
      usableOperators(host.advancedFilterOperators) ??
      Object.fromEntries(
        Object.entries(defaultAdvancedFilterOperators).map(([rowType, operators]) => [
          rowType,
          worded(operators, (operator) => words?.operators[rowType]?.[operator.value]),
        ]),
      ),
    joins:
      usableList(host.advancedFilterJoins) ??
      worded(defaultAdvancedFilterJoins, (join) => words?.joins[join.kind!]),
  };
}

const worded = <Item extends { label: string }>(
  items: readonly Item[],
  word: (item: Item) => string | undefined,
) => items.map((item) => ({ ...item, label: word(item) ?? item.label }));

/**
 * The operators a row type is offered: its own list only, so a row type named like an inherited
 * key (`constructor`) has none rather than `Object`'s function.
 *
 * @example
 * ```ts
 * operatorsOf(defaultAdvancedFilterOperators, 'string')[0]?.value; // 'contains'
 * operatorsOf(defaultAdvancedFilterOperators, 'constructor'); // []
 * ```
 */
export function operatorsOf(
  operators: Readonly<Record<string, readonly AdvancedFilterOperator[]>>,
  rowType: string,
): readonly AdvancedFilterOperator[] {
  return (Object.hasOwn(operators, rowType) && operators[rowType]) || [];
}

/**
 * A host's list of the advanced vocabulary (fields, joins, one row type's operators) as the
 * filters read it: what is no item (a `null` in a fetched list) left out, the same list where
 * none is; what is no list, none given (the defaults). The settings notice names what is left.
 *
 * @example
 * ```ts
 * usableList([null, { value: 0, label: 'AND' }]); // [{ value: 0, label: 'AND' }]
 * usableList('AND'); // undefined
 * ```
 */
export function usableList<T>(list: readonly T[] | null | undefined): readonly T[] | undefined {
  return Array.isArray(list) ? objectItems(list) : undefined;
}

/**
 * The host's operators by row type, each list as `usableList` reads it and one that is no list
 * left out; what is no map, none given (the defaults). The same map where nothing changes.
 *
 * @example
 * ```ts
 * usableOperators({ string: [null, contains], number: 'equals' }); // { string: [contains] }
 * ```
 */
export function usableOperators(
  operators: Readonly<Record<string, readonly AdvancedFilterOperator[]>> | null | undefined,
): Readonly<Record<string, readonly AdvancedFilterOperator[]>> | undefined {
  if (typeof operators !== 'object' || operators === null || Array.isArray(operators)) return;
  const given = Object.entries(operators);
  const usable = given.flatMap(([rowType, list]) => {
    const items = usableList(list);
    return items ? [[rowType, items] as const] : [];
  });
  const same = usable.length === given.length && usable.every(([, l], i) => l === given[i]![1]);
  return same ? operators : Object.fromEntries(usable);
}
