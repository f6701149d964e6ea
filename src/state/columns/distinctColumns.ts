import type { DeliveryColumn } from './deliveryColumn';

// One list per list given: the layout, keyed by the list, holds across renders.
const kept = new WeakMap<readonly DeliveryColumn[], readonly DeliveryColumn[]>();

/**
 * The columns with each id once (its first): a second `code` column would be drawn twice under
 * one key. The same list where no id repeats.
 *
 * @example
 * ```ts
 * distinctColumns([{ id: 'code' }, { id: 'code' }]); // [{ id: 'code' }]
 * ```
 */
export function distinctColumns(columns: readonly DeliveryColumn[]): readonly DeliveryColumn[] {
  let distinct = kept.get(columns);
  if (distinct === undefined) {
    const ids = new Set<string>();
    distinct = columns.filter((column) => !ids.has(column.id) && Boolean(ids.add(column.id)));
    kept.set(columns, distinct.length === columns.length ? columns : distinct);
  }
  return kept.get(columns)!;
}
