import type { Delivery } from '../../api/types';
import type { DeliveriesSelection } from '../types';
import { sameDelivery } from '../../state/identity/sameDelivery';
import { tickedRowsOf } from './tickedRows';

/**
 * The selection with each ticked row that is on the page (its code not repeated there, the same
 * delivery: see {@link sameDelivery}) as the page now shows it: a refresh that changed a ticked
 * delivery (repacked, delivered meanwhile) hands an action or the CSV what the person sees, not
 * what it was when ticked. With `idOf`, a ticked row held without its delivery (a host's codes
 * alone) is taken from the page. The same object when nothing changed.
 *
 * @param rowKeys the page's row keys, in the order of `rows`.
 * @param idOf the rows' ids (`rows.getRowId`): pairs held deliveries with their codes.
 * @example
 * ```ts
 * currentRows(grid.selection.value, grid.rows ?? [], grid.rowKeys); // ticked rows as shown
 * ```
 */
export function currentRows(
  selection: DeliveriesSelection,
  rows: readonly Delivery[],
  rowKeys: readonly string[],
  idOf?: (delivery: Delivery) => string,
): DeliveriesSelection {
  if (selection.kind !== 'codes' || rows.length === 0) return selection;
  const shown = new Map(rowKeys.map((key, index) => [key, rows[index]!]));
  // A ticked row's key is its code, unless it repeats on its page (`keys`): a repeat is known
  // by its place among its twins, which a refresh may swap, so it keeps what was ticked.
  const asShown = (held: Delivery, key: string, code: string) => {
    const row = key === code ? shown.get(code) : undefined;
    return row && sameDelivery(row, held) ? row : held;
  };
  const { codes, keys = codes } = selection;
  // A host's selection restored as codes alone holds fewer deliveries: a ticked row on the page
  // without one is handed on as shown, in the order of the codes.
  const ticked =
    idOf && selection.deliveries.length < codes.length && tickedRowsOf(selection, idOf);
  const deliveries = ticked
    ? ticked.flatMap(({ delivery, key, code }) =>
        delivery ? [asShown(delivery, key, code)] : (shown.get(key) ?? []),
      )
    : selection.deliveries.map((held, index) => asShown(held, keys[index]!, codes[index]!));
  const changed = deliveries.some((delivery, index) => delivery !== selection.deliveries[index]);
  return changed || deliveries.length !== selection.deliveries.length
    ? { ...selection, deliveries }
    : selection;
}

/**
 * How many ticked rows held without their deliveries (a host's codes alone) the page does not
 * show either: an action gets only their codes, and the CSV leaves them out. No work for a
 * selection that holds every delivery.
 *
 * @example
 * ```ts
 * codesAloneCount({ kind: 'codes', codes: ['DLV-1', 'DLV-9'], deliveries: [] }, rows, keys, idOf);
 * // 1 when the page shows DLV-1 and not DLV-9
 * ```
 */
export function codesAloneCount(
  selection: DeliveriesSelection,
  rows: readonly Delivery[],
  rowKeys: readonly string[],
  idOf: (delivery: Delivery) => string,
): number {
  if (!holdsCodesAlone(selection)) return 0;
  const shown = currentRows(selection, rows, rowKeys, idOf);
  return shown.kind === 'codes' ? selection.codes.length - shown.deliveries.length : 0;
}

/** The selection has ticked rows without their deliveries (a host's codes alone). */
export function holdsCodesAlone(
  selection: DeliveriesSelection,
): selection is Extract<DeliveriesSelection, { kind: 'codes' }> {
  return selection.kind === 'codes' && selection.deliveries.length < selection.codes.length;
}
