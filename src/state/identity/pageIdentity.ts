import type { Delivery } from '../../api/types';
import { uniqueKeysOf } from './uniqueKeys';

/**
 * Who each row of a page is: its key, unique on the page, and the ids the page repeats.
 *
 * @example
 * ```ts
 * const { keys, keyOf } = pageIdentityOf(rows, (delivery) => delivery.code);
 * ```
 */
export interface PageIdentity {
  /** The rows, each its own object (a delivery object sent twice is copied once). */
  rows: readonly Delivery[];
  /** Each row's id (`rows.getRowId`), in page order. */
  ids: readonly string[];
  /** Each row's key, in page order: its id, or for a repeat of an id the id with `~2`, `~3`… */
  keys: readonly string[];
  /** A row's key; a delivery not on the page is known by its id. */
  keyOf: (delivery: Delivery) => string;
  /** Whether a delivery is one of this page's rows (the object itself). */
  onPage: (delivery: Delivery) => boolean;
  /** The ids more than one row has, in the order their first repeat comes. */
  repeatedIds: readonly string[];
}

/**
 * The identity of a page's rows (see {@link uniqueKeysOf}): the first row with an id is known
 * by it, later ones by the id and their occurrence. Keys name rows of this page: the n-th row
 * with an id on a page is the n-th on the same request's next answer. `idOf` is a function of
 * the row (the same row, the same id).
 *
 * @throws Error naming the first row for which `idOf` throws or gives no string.
 *
 * @example
 * ```ts
 * pageIdentityOf([a, b, aAgain], (delivery) => delivery.code).keys; // ['DLV-1', 'DLV-2', 'DLV-1~2']
 * ```
 */
export function pageIdentityOf(
  page: readonly Delivery[],
  idOf: (delivery: Delivery) => string,
): PageIdentity {
  const ids = page.map((row, index) => idAt(idOf, row, index));
  // No id twice, so no object twice either: the common page, keyed by its ids without a map
  // of its rows (10,000 rows' identity took 14 ms that way, cold). `onPage` (a selection of
  // other pages' rows asks it) makes its set when first asked.
  if (new Set(ids).size === ids.length) {
    let shown: Set<Delivery> | undefined;
    const onPage = (delivery: Delivery) => (shown ??= new Set(page)).has(delivery);
    return { rows: page, ids, keys: ids, keyOf: idOf, onPage, repeatedIds: [] };
  }
  // A host's client may hand one object over twice: a row is found by its object, so each gets one.
  const byRow = new Map<Delivery, string>();
  const rows = page.map((row) => (byRow.has(row) ? { ...row } : (byRow.set(row, ''), row)));
  const keys = uniqueKeysOf(ids);
  rows.forEach((row, index) => byRow.set(row, keys[index]!));
  return {
    rows,
    ids,
    keys,
    keyOf: (delivery) => byRow.get(delivery) ?? idOf(delivery),
    onPage: (delivery) => byRow.has(delivery),
    // A key that is not its row's id marks a repeat of that id.
    repeatedIds: [...new Set(ids.filter((id, index) => keys[index] !== id))],
  };
}

/** A row's id, or an error naming the row when the host's `rows.getRowId` gives none. */
function idAt(idOf: (delivery: Delivery) => string, row: Delivery, index: number): string {
  let id: unknown;
  try {
    id = idOf(row);
  } catch (error) {
    id = error;
  }
  if (typeof id === 'string') return id;
  // What it threw, or what it gave instead (`undefined`, a number).
  const what = id instanceof Error ? id.message : String(id);
  throw new Error(`rows.getRowId gave row ${index + 1} no id: ${what}`, { cause: id });
}
