import type { Delivery } from '../api/types';

/**
 * One React key for each drawn row (by default every row), in `indexes` order: `getRowId` of
 * its delivery, with `~index` added to a repeat, so a server that sends a code twice still gets
 * one row each. Keys need only be unique among the rows drawn together, so a long page pays for
 * its window, not for every row.
 *
 * @example
 * ```ts
 * const page = [{ code: 'A' }, { code: 'A' }] as Delivery[];
 * uniqueRowKeys(page, (d) => d.code, [0, 1]); // ['A', 'A~1']
 * ```
 */
export function uniqueRowKeys(
  deliveries: readonly Delivery[],
  getRowId: (delivery: Delivery) => string,
  indexes: readonly number[] = Array.from(deliveries.keys()),
): string[] {
  const seen = new Set<string>();
  return indexes.map((index) => {
    const id = getRowId(deliveries[index]!);
    const key = seen.has(id) ? `${id}~${index}` : id;
    seen.add(id);
    return key;
  });
}
