import type { Delivery } from '../../api/types';
import type { DeliveriesSelection } from '../types';
import { sameDelivery } from '../../state/identity/sameDelivery';

/**
 * The selection with each ticked row that is on the page (its code not repeated there, the same
 * delivery: see {@link sameDelivery}) as the page now shows it: a refresh that changed a ticked delivery (repacked, delivered meanwhile)
 * hands an action or the CSV what the person sees, not what it was when ticked. The same
 * object when nothing changed.
 *
 * @param rowKeys the page's row keys, in the order of `rows`.
 * @example
 * ```ts
 * currentRows(grid.selection.value, grid.rows ?? [], grid.rowKeys); // ticked rows as shown
 * ```
 */
export function currentRows(
  selection: DeliveriesSelection,
  rows: readonly Delivery[],
  rowKeys: readonly string[],
): DeliveriesSelection {
  if (selection.kind !== 'codes' || rows.length === 0) return selection;
  const shown = new Map(rowKeys.map((key, index) => [key, rows[index]!]));
  // A ticked row's key is its code, unless it repeats on its page (`keys`): a repeat is known
  // by its place among its twins, which a refresh may swap, so it keeps what was ticked.
  const { codes, keys = codes } = selection;
  let changed = false;
  const deliveries = selection.deliveries.map((held, index) => {
    const row = keys[index] === codes[index] ? shown.get(codes[index]!) : undefined;
    const now = row && sameDelivery(row, held) ? row : held;
    changed ||= now !== held;
    return now;
  });
  return changed ? { ...selection, deliveries } : selection;
}
