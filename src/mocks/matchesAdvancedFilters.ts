import type { AdvancedFilter } from '../api/types';
import type { MockDelivery } from './generateDeliveries';
import { parseIsoInstant } from './isoInstant';

type RowTest = (delivery: MockDelivery) => boolean;

const stringTests: Readonly<Record<string, (value: string, data: string) => boolean>> = {
  contains: (value, data) => value.includes(data),
  notContains: (value, data) => !value.includes(data),
  equals: (value, data) => value === data,
  notEquals: (value, data) => value !== data,
  startsWith: (value, data) => value.startsWith(data),
  endsWith: (value, data) => value.endsWith(data),
};

const numberTests: Readonly<Record<string, (value: number, data: number) => boolean>> = {
  equals: (value, data) => value === data,
  notEquals: (value, data) => value !== data,
  greaterThan: (value, data) => value > data,
  greaterThanOrEqual: (value, data) => value >= data,
  lessThan: (value, data) => value < data,
  lessThanOrEqual: (value, data) => value <= data,
};

const dateTests: Readonly<Record<string, (value: number, data: number) => boolean>> = {
  before: (value, data) => value < data,
  after: (value, data) => value > data,
};

function unsupported(row: AdvancedFilter): never {
  throw new Error(
    `The reference backend cannot evaluate operator "${row.operator}" for rowType "${row.rowType}".`,
  );
}

function instantOf(value: unknown): number {
  return typeof value === 'string' ? (parseIsoInstant(value).instant ?? Number.NaN) : Number.NaN;
}

// Compiled once per query: the row's data is parsed once, not once per delivery.
function compileRow(row: AdvancedFilter): RowTest {
  const field = row.selectedFiled;
  switch (row.rowType) {
    case 'string': {
      const test = stringTests[row.operator] ?? unsupported(row);
      const data = row.data.toLowerCase();
      return (delivery) => {
        const value = delivery[field];
        return typeof value === 'string' && test(value.toLowerCase(), data);
      };
    }
    case 'number': {
      const test = numberTests[row.operator] ?? unsupported(row);
      const data = row.data.trim() === '' ? Number.NaN : Number(row.data);
      return (delivery) => {
        const value = delivery[field];
        return typeof value === 'number' && Number.isFinite(data) && test(value, data);
      };
    }
    case 'date': {
      const test = dateTests[row.operator] ?? unsupported(row);
      const data = instantOf(row.data);
      // NaN compares false both ways, so a missing or unreadable date never matches.
      return (delivery) => test(instantOf(delivery[field]), data);
    }
    default:
      return unsupported(row);
  }
}

/**
 * A predicate for advanced rows, evaluated left to right: each row joins the result so far
 * with its `condition` (0 = AND, 1 = OR); the first row's condition is ignored. So
 * `A OR B AND C` reads as `(A OR B) AND C`. String operators ignore case; a field a delivery
 * lacks, or holds with another type, fails every operator (including the negative ones).
 * Throws on an operator or row type the reference backend does not implement.
 *
 * @example
 * ```ts
 * const bigOrFragile = matchesAdvancedFilters([
 *   { selectedFiled: 'duQty', condition: 0, operator: 'greaterThan', data: '100', rowType: 'number' },
 *   { selectedFiled: 'code', condition: 1, operator: 'endsWith', data: '7', rowType: 'string' },
 * ]);
 * dataset.filter(bigOrFragile);
 * ```
 */
export function matchesAdvancedFilters(rows: readonly AdvancedFilter[]): RowTest {
  const tests = rows.map((row) => ({ condition: row.condition, test: compileRow(row) }));
  if (tests.length === 0) return () => true;
  return (delivery) =>
    tests.reduce<boolean>(
      (soFar, { condition, test }, index) =>
        index === 0
          ? test(delivery)
          : condition === 1
            ? soFar || test(delivery)
            : soFar && test(delivery),
      true,
    );
}
