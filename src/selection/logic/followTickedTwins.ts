import type { Delivery } from '../../api/types';
import type { DeliveriesSelection } from '../types';
import { sameDelivery } from '../../state/identity/sameDelivery';

/**
 * The selection with each ticked delivery that a new answer moved among the rows with its id
 * (another delivery under its code came in above it, or left) keyed by its new place: rows
 * sharing an id are keyed by their place among their twins, so the old key would now tick the
 * other delivery while an action still got this one. A key that names the same delivery, or
 * one not on this page, is kept; so is a place another ticked row holds. The same object when
 * nothing moved.
 *
 * @param rowKeys the page's row keys, in the order of `rows`.
 * @example
 * ```ts
 * // DLV-1 (Peña) ticked; a refresh puts another DLV-1 above it:
 * followTickedTwins(selection, [twin, pena], ['DLV-1', 'DLV-1~2'], (d) => d.code).keys; // ['DLV-1~2']
 * ```
 */
export function followTickedTwins(
  selection: DeliveriesSelection,
  rows: readonly Delivery[],
  rowKeys: readonly string[],
  idOf: (delivery: Delivery) => string,
): DeliveriesSelection {
  if (selection.kind !== 'codes' || rows.length === 0 || selection.codes.length === 0) {
    return selection;
  }
  const { codes, keys = codes, deliveries } = selection;
  // The page's rows by id: a ticked row is looked for among its twins only.
  const byId = new Map<string, number[]>();
  rows.forEach((row, index) => {
    const id = idOf(row);
    const twins = byId.get(id);
    if (twins) twins.push(index);
    else byId.set(id, [index]);
  });
  const placeOf = new Map(rowKeys.map((key, index) => [key, index]));
  const held = new Set(keys);
  let moved: string[] | undefined;
  keys.forEach((key, entry) => {
    const twins = byId.get(codes[entry]!);
    const delivery = deliveries[entry];
    if (!twins || !delivery) return;
    const place = placeOf.get(key);
    if (place !== undefined && sameDelivery(rows[place], delivery)) return;
    const found = twins.find(
      (index) => !held.has(rowKeys[index]!) && sameDelivery(rows[index], delivery),
    );
    if (found === undefined) return;
    moved ??= [...keys];
    held.delete(key);
    held.add((moved[entry] = rowKeys[found]!));
  });
  if (!moved) return selection;
  // Written only while a ticked row is a repeat (see DeliveriesSelection).
  const plain = moved.every((key, entry) => key === codes[entry]);
  return plain ? { kind: 'codes', codes, deliveries } : { ...selection, keys: moved };
}
