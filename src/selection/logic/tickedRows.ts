import type { Delivery } from '../../api/types';
import { uniqueKeysOf } from '../../state/identity/uniqueKeys';
import type { DeliveriesSelection } from '../types';

/** A selection of ticked rows. */
export type CodesSelection = Extract<DeliveriesSelection, { kind: 'codes' }>;

/** One ticked row: its key on its page, its code (id), and its delivery when held. */
export interface TickedRow {
  key: string;
  code: string;
  delivery: Delivery | undefined;
}

/**
 * The rows' keys of a ticked selection: its `keys`, or for a selection without them (a host's)
 * its codes keyed as a page keys its rows (a code twice stands for the first two rows with it).
 *
 * @example
 * ```ts
 * keysOf({ kind: 'codes', codes: ['DLV-1', 'DLV-1'], deliveries: [] }); // ['DLV-1', 'DLV-1~2']
 * ```
 */
export function keysOf(selection: CodesSelection): readonly string[] {
  if (selection.keys) return selection.keys;
  let keys = knownKeys.get(selection);
  if (!keys) knownKeys.set(selection, (keys = uniqueKeysOf(selection.codes)));
  return keys;
}

// A selection is a value: its keys, once worked out (or known when it was made), stay true.
const knownKeys = new WeakMap<CodesSelection, readonly string[]>();

/** Records the keys of a selection made from rows whose keys are known (no need to count). */
export function knowKeys(selection: CodesSelection, keys: readonly string[]): void {
  if (!selection.keys) knownKeys.set(selection, keys);
}

/**
 * A ticked selection row by row, each key with its code and the delivery held for it: the
 * deliveries are paired in order with the first rows of their code still without one. `null`
 * when a delivery has no row left to pair with (it is not among the codes).
 *
 * @example
 * ```ts
 * tickedRowsOf({ kind: 'codes', codes: ['DLV-1'], keys: ['DLV-1~2'], deliveries: [twin] }, idOf);
 * // [{ key: 'DLV-1~2', code: 'DLV-1', delivery: twin }]
 * ```
 */
export function tickedRowsOf(
  selection: CodesSelection,
  idOf: (delivery: Delivery) => string,
): TickedRow[] | null {
  const keys = keysOf(selection);
  const rows: TickedRow[] = selection.codes.map((code, index) => ({
    key: keys[index]!,
    code,
    delivery: undefined,
  }));
  // The rows of each code still without their delivery, in order.
  const waiting = new Map<string, number[]>();
  rows.forEach((row, index) => {
    const list = waiting.get(row.code);
    if (list) list.push(index);
    else waiting.set(row.code, [index]);
  });
  for (const delivery of selection.deliveries) {
    const id = safeId(delivery, idOf);
    const at = id === undefined ? undefined : waiting.get(id)?.shift();
    if (at === undefined) return null;
    rows[at]!.delivery = delivery;
  }
  return rows;
}

/**
 * The ticked selection of these rows, in order: `codes`, the deliveries held, and `keys` when
 * a row is a repeat of an id (else the codes are the keys, and a selection stays as it was).
 *
 * @example
 * ```ts
 * codesSelectionOf([{ key: 'DLV-1~2', code: 'DLV-1', delivery: twin }]);
 * // { kind: 'codes', codes: ['DLV-1'], keys: ['DLV-1~2'], deliveries: [twin] }
 * ```
 */
export function codesSelectionOf(rows: readonly TickedRow[]): CodesSelection {
  const codes = rows.map((row) => row.code);
  const deliveries = rows.flatMap((row) => (row.delivery ? [row.delivery] : []));
  return rows.every((row) => row.key === row.code)
    ? { kind: 'codes', codes, deliveries }
    : { kind: 'codes', codes, keys: rows.map((row) => row.key), deliveries };
}

// A host's getRowId may throw on a malformed delivery: it is then no code at all.
function safeId(delivery: Delivery, idOf: (delivery: Delivery) => string): string | undefined {
  try {
    return idOf(delivery);
  } catch {
    return undefined;
  }
}
