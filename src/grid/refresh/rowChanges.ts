import type { Delivery } from '../../api/types';
import { uniqueKeysOf } from '../../state/identity/uniqueKeys';

/**
 * What a refresh changed on the page: rows not on the page last shown for the same request,
 * and rows that differ from how they were shown, by their keys (`grid.rowKeyOf`), with the
 * fields that differ in each changed row (a default column's id is its field).
 *
 * @example
 * ```tsx
 * const mark = grid.refresh.changes?.added.has(grid.rowKeyOf(delivery)) ? 'new' : undefined;
 * const changedStatus = grid.refresh.changes?.changedFields.get(key)?.has('status') ?? false;
 * ```
 */
export interface DeliveriesRowChanges {
  added: ReadonlySet<string>;
  changed: ReadonlySet<string>;
  /** Each changed row's differing fields, by row key: its cells are marked. */
  changedFields: ReadonlyMap<string, ReadonlySet<string>>;
}

/**
 * The moment a delivery was inserted, however written: `sameDelivery`'s test, not imported, as
 * its shared chunk would be one more file the grid's first load names for this one.
 */
const insertedAt = (delivery: Delivery) => {
  const at = Date.parse(delivery.insertTime);
  return Number.isNaN(at) ? delivery.insertTime : at;
};

/** A nested value the server added (not in the contract) is compared by its JSON. */
const sameValue = (x: unknown, y: unknown) =>
  Object.is(x, y) || (typeof x === 'object' && JSON.stringify(x) === JSON.stringify(y));

/**
 * The fields whose values differ between two versions of a delivery, present in either.
 *
 * @example
 * ```ts
 * fieldsChanged({ code: 'A', status: 1 }, { code: 'A', status: 6 }); // Set { 'status' }
 * ```
 */
export function fieldsChanged(before: Delivery, after: Delivery): Set<string> {
  const fields = new Set([...Object.keys(before), ...Object.keys(after)]);
  for (const field of fields) {
    if (Object.hasOwn(before, field) === Object.hasOwn(after, field)) {
      if (sameValue(before[field], after[field])) fields.delete(field);
    }
  }
  return fields;
}

/**
 * The rows of `after` that are new or changed against `before` (the same request's page as it
 * was shown), by row key, or `null` when nothing is. A row is compared with the same delivery
 * before (its id, inserted at the same moment), in its place or, when another delivery under
 * its id came in above it, in another; a delivery not there before is new. Rows that left the
 * page are not marked: they are not there to mark.
 *
 * @example
 * ```ts
 * rowChangesOf(shownRows, refreshedRows, (delivery) => delivery.code);
 * // { added: Set { 'DLV-2026-000124' }, changed: Set { 'DLV-2026-000090' },
 * //   changedFields: Map { 'DLV-2026-000090' => Set { 'status' } } }
 * ```
 */
export function rowChangesOf(
  before: readonly Delivery[],
  after: readonly Delivery[],
  idOf: (delivery: Delivery) => string,
): DeliveriesRowChanges | null {
  const beforeIds = before.map(idOf);
  const beforeKeys = uniqueKeysOf(beforeIds);
  const shown = new Map(beforeKeys.map((key, index) => [key, before[index]!]));
  // Each id's rows before, where a delivery that moved among its twins is found.
  const twinsBefore = new Map<string, Delivery[]>();
  before.forEach((delivery, index) => {
    const twins = twinsBefore.get(beforeIds[index]!);
    if (twins) twins.push(delivery);
    else twinsBefore.set(beforeIds[index]!, [delivery]);
  });
  const afterIds = after.map(idOf);
  const afterKeys = uniqueKeysOf(afterIds);
  const added = new Set<string>();
  const changedFields = new Map<string, ReadonlySet<string>>();
  after.forEach((delivery, index) => {
    const key = afterKeys[index]!;
    const inPlace = shown.get(key);
    const at = insertedAt(delivery);
    const was =
      inPlace && (inPlace === delivery || insertedAt(inPlace) === at)
        ? inPlace
        : twinsBefore.get(afterIds[index]!)?.find((row) => insertedAt(row) === at);
    if (!was) added.add(key);
    // The query keeps unchanged rows as the same objects: only the others are compared.
    else if (was !== delivery) {
      const fields = fieldsChanged(was, delivery);
      if (fields.size > 0) changedFields.set(key, fields);
    }
  });
  const changed = new Set(changedFields.keys());
  return added.size + changed.size === 0 ? null : { added, changed, changedFields };
}
