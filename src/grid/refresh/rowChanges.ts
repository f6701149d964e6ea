import type { Delivery } from '../../api/types';
import { uniqueKeysOf } from '../../state/identity/uniqueKeys';

/**
 * What a refresh changed on the page: rows not on the page last shown for the same request,
 * and rows that differ from how they were shown, by their keys (`grid.rowKeyOf`).
 *
 * @example
 * ```tsx
 * const mark = grid.changes?.added.has(grid.rowKeyOf(delivery)) ? 'new' : undefined;
 * ```
 */
export interface DeliveriesRowChanges {
  added: ReadonlySet<string>;
  changed: ReadonlySet<string>;
}

/** Field by field; a nested value the server added (not in the contract) by its JSON. */
function sameDelivery(a: Delivery, b: Delivery): boolean {
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((key) => {
    const [x, y] = [a[key], b[key]];
    return Object.is(x, y) || (typeof x === 'object' && JSON.stringify(x) === JSON.stringify(y));
  });
}

/**
 * The rows of `after` that are new or changed against `before` (the same request's page as it
 * was shown), by row key, or `null` when nothing is. A row is compared with the row of the
 * same key: the n-th row with an id with the n-th before. Rows that left the page are not
 * marked: they are not there to mark.
 *
 * @example
 * ```ts
 * rowChangesOf(shownRows, refreshedRows, (delivery) => delivery.code);
 * // { added: Set { 'DLV-2026-000124' }, changed: Set { 'DLV-2026-000090' } }
 * ```
 */
export function rowChangesOf(
  before: readonly Delivery[],
  after: readonly Delivery[],
  idOf: (delivery: Delivery) => string,
): DeliveriesRowChanges | null {
  const beforeKeys = uniqueKeysOf(before.map(idOf));
  const shown = new Map(beforeKeys.map((key, index) => [key, before[index]!]));
  const afterKeys = uniqueKeysOf(after.map(idOf));
  const added = new Set<string>();
  const changed = new Set<string>();
  after.forEach((delivery, index) => {
    const key = afterKeys[index]!;
    const was = shown.get(key);
    if (!was) added.add(key);
    // The query keeps unchanged rows as the same objects: only the others are compared.
    else if (was !== delivery && !sameDelivery(was, delivery)) changed.add(key);
  });
  return added.size + changed.size === 0 ? null : { added, changed };
}
