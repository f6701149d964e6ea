import type { Delivery } from '../api/types';

/**
 * What a refresh changed on the page: deliveries not on the page last shown for the same
 * request, and deliveries that differ from how they were shown. Ids are `rows.getRowId`'s.
 *
 * @example
 * ```tsx
 * const mark = grid.changes?.added.has(delivery.code) ? 'new' : undefined;
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
 * was shown), or `null` when nothing is. Deliveries that left the page are not marked: they
 * are not there to mark.
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
  const shown = new Map(before.map((delivery) => [idOf(delivery), delivery]));
  const added = new Set<string>();
  const changed = new Set<string>();
  for (const delivery of after) {
    const id = idOf(delivery);
    const was = shown.get(id);
    if (!was) added.add(id);
    // The query keeps unchanged rows as the same objects: only the others are compared.
    else if (was !== delivery && !sameDelivery(was, delivery)) changed.add(id);
  }
  return added.size + changed.size === 0 ? null : { added, changed };
}
