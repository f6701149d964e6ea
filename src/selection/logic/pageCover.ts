import type { Delivery } from '../../api/types';
import type { PageIdentity } from '../../state/identity/pageIdentity';
import { noDeliveriesSelected, type DeliveriesSelection } from '../types';
import {
  factsOf,
  noOthers,
  pairedByIndex,
  recordMade,
  type PageCover,
  type SelectionFacts,
} from './heldKeys';
import { listsOf, positionsOf, withoutPositions } from './heldLists';
import { keysOf, type CodesSelection } from './tickedRows';

export type { PageCover } from './heldKeys';

const nothingExcepted: ReadonlySet<string> = new Set();

/**
 * The page a selection covers, when it is this page (the same answer and identity).
 *
 * @example
 * ```ts
 * coverOf(selection, identity)?.except.size === 0; // every row of the page is ticked
 * ```
 */
export function coverOf(
  selection: DeliveriesSelection,
  page: PageIdentity | undefined,
): PageCover | null {
  if (!page || selection.kind !== 'codes') return null;
  const cover = factsOf(selection).cover;
  return cover && cover.page === page ? cover : null;
}

/**
 * The selection with rows of `page` ticked (`selected`) or unticked, worked out from what it
 * covers of the page instead of from its rows one by one; `undefined` when that cannot be
 * done (rows of another page, a selection not made here) and the rows must be counted.
 * Ticked rows come after the ones already ticked, in page order, as they always have.
 *
 * @example
 * ```ts
 * withPageRows(noDeliveriesSelected, identity.rows, identity, (d) => d.code, true);
 * // { kind: 'codes', codes: [...identity.ids], deliveries: [...identity.rows] }: no row read
 * ```
 */
export function withPageRows(
  selection: CodesSelection,
  deliveries: readonly Delivery[],
  page: PageIdentity,
  idOf: (delivery: Delivery) => string,
  selected: boolean,
): DeliveriesSelection | undefined {
  const whole = deliveries === page.rows;
  if (!whole && !deliveries.every(page.onPage)) return undefined;
  const cover = coverOf(selection, page);
  if (selected) {
    if (whole && selection.codes.length === 0) return wholePage(page);
    if (cover) return added(selection, cover, deliveries, page, idOf);
    return whole ? pageAdded(selection, page, idOf) : undefined;
  }
  return cover ? removed(selection, cover, deliveries, page) : undefined;
}

/**
 * Every row of the page, in page order: copies of the page's own lists (a host that changes
 * the value's lists must not change the page), with no row read.
 */
function wholePage(page: PageIdentity): DeliveriesSelection {
  if (page.rows.length === 0) return noDeliveriesSelected;
  const codes = page.ids.slice();
  const deliveries = page.rows.slice();
  const selection: CodesSelection =
    page.repeatedIds.length > 0
      ? { kind: 'codes', codes, keys: page.keys.slice(), deliveries }
      : { kind: 'codes', codes, deliveries };
  return recordMade(selection, page.keys, {
    cover: { page, except: nothingExcepted },
    others: noOthers(),
    ...(page.repeatedIds.length === 0 && { repeats: 0 }),
  });
}

/** The rows of a covered page ticked again: the ones excepted come back, at the end. */
function added(
  selection: CodesSelection,
  cover: PageCover,
  deliveries: readonly Delivery[],
  page: PageIdentity,
  idOf: (delivery: Delivery) => string,
): DeliveriesSelection {
  const back = new Set<string>();
  const rows: Delivery[] = [];
  for (const delivery of deliveries) {
    const key = page.keyOf(delivery);
    if (!cover.except.has(key) || back.has(key)) continue;
    back.add(key);
    rows.push(delivery);
  }
  if (rows.length === 0) return selection;
  const except = new Set([...cover.except].filter((key) => !back.has(key)));
  const more = { rows, keys: [...back], codes: rows.map(idOf) };
  return appended(selection, more, { page, except }, factsOf(selection).others);
}

/**
 * "Select all on this page" on a selection made here without a cover of this page (rows of
 * other pages, or some of this one): the page's rows not ticked yet come after them.
 */
function pageAdded(
  selection: CodesSelection,
  page: PageIdentity,
  idOf: (delivery: Delivery) => string,
): DeliveriesSelection | undefined {
  if (!pairedByIndex(selection, idOf)) return undefined;
  const ticked = new Set(keysOf(selection));
  const rows: Delivery[] = [];
  const keys: string[] = [];
  const codes: string[] = [];
  page.keys.forEach((key, index) => {
    if (ticked.has(key)) return;
    rows.push(page.rows[index]!);
    keys.push(key);
    codes.push(page.ids[index]!);
  });
  if (rows.length === 0) return selection;
  // Its keys off this page are worked out when first read (after a page turn).
  return appended(selection, { rows, keys, codes }, { page, except: nothingExcepted }, undefined);
}

/** The rows of a covered page unticked: they leave the lists and join its exceptions. */
function removed(
  selection: CodesSelection,
  cover: PageCover,
  deliveries: readonly Delivery[],
  page: PageIdentity,
): DeliveriesSelection {
  const gone = new Set<string>();
  for (const delivery of deliveries) {
    const key = page.keyOf(delivery);
    if (!cover.except.has(key)) gone.add(key);
  }
  if (gone.size === 0) return selection;
  const keys = keysOf(selection);
  if (gone.size === keys.length) return noDeliveriesSelected;
  // The rows found by their keys, not by reading every key held.
  const positions = positionsOf(keys, gone);
  const kept = withoutPositions(keys, positions);
  const before = factsOf(selection).repeats;
  const repeats =
    before === undefined
      ? undefined
      : before - positions.filter((at) => keys[at] !== selection.codes[at]).length;
  const next = listsOf(
    withoutPositions(selection.codes, positions),
    kept,
    withoutPositions(selection.deliveries, positions),
    repeats,
  );
  return recordMade(next, kept, {
    cover: { page, except: new Set([...cover.except, ...gone]) },
    ...(repeats !== undefined && { repeats }),
    others: factsOf(selection).others,
  });
}

/** Rows of the page with their keys and codes, index by index. */
interface PageRows {
  rows: readonly Delivery[];
  keys: readonly string[];
  codes: readonly string[];
}

/** The selection with `more` (rows of the page, none ticked yet) after its own. */
function appended(
  selection: CodesSelection,
  more: PageRows,
  cover: PageCover,
  others: SelectionFacts['others'],
): DeliveriesSelection {
  const keys = keysOf(selection).concat(more.keys);
  const codes = selection.codes.concat(more.codes);
  const deliveries = selection.deliveries.concat(more.rows);
  const before = factsOf(selection).repeats;
  const repeats =
    before === undefined
      ? undefined
      : before + more.keys.filter((key, index) => key !== more.codes[index]).length;
  return recordMade(listsOf(codes, keys, deliveries, repeats), keys, {
    cover,
    ...(others && { others }),
    ...(repeats !== undefined && { repeats }),
  });
}
