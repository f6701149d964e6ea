import type { Delivery } from '../../api/types';
import type { PageIdentity } from '../../state/identity/pageIdentity';
import { noDeliveriesSelected, type DeliveriesSelection } from '../types';
import { keysOf, knowKeys, type CodesSelection } from './tickedRows';

/**
 * What a ticked selection is known to hold of one page: every row of `page` but the ones whose
 * keys are in `except` (keys of that page). Known for the selections made below, so that "Select
 * all on this page" and ticks on that page are read without counting 10,000 rows again.
 */
export interface PageCover {
  page: PageIdentity;
  except: ReadonlySet<string>;
}

// A selection is a value: what it covers stays true. Only those made here have a cover, and
// their `deliveries` pair with their `codes` index by index.
const covers = new WeakMap<CodesSelection, PageCover>();
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
  const cover = covers.get(selection);
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
  return made(selection, page.keys, { page, except: nothingExcepted });
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
  return appended(selection, { rows, keys: [...back], codes: rows.map(idOf) }, page, except);
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
  return appended(selection, { rows, keys, codes }, page, nothingExcepted);
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
  const codes: string[] = [];
  const kept: string[] = [];
  const rows: Delivery[] = [];
  keys.forEach((key, index) => {
    if (gone.has(key)) return;
    kept.push(key);
    codes.push(selection.codes[index]!);
    rows.push(selection.deliveries[index]!);
  });
  if (codes.length === 0) return noDeliveriesSelected;
  return made(listsOf(codes, kept, rows), kept, {
    page,
    except: new Set([...cover.except, ...gone]),
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
  page: PageIdentity,
  except: ReadonlySet<string>,
): DeliveriesSelection {
  const keys = keysOf(selection).concat(more.keys);
  const codes = selection.codes.concat(more.codes);
  const deliveries = selection.deliveries.concat(more.rows);
  return made(listsOf(codes, keys, deliveries), keys, { page, except });
}

/** The lists as a selection: `keys` written only when a row is a repeat of its code. */
function listsOf(
  codes: readonly string[],
  keys: readonly string[],
  deliveries: readonly Delivery[],
): CodesSelection {
  return keys.every((key, index) => key === codes[index])
    ? { kind: 'codes', codes, deliveries }
    : { kind: 'codes', codes, keys, deliveries };
}

function made(selection: CodesSelection, keys: readonly string[], cover: PageCover) {
  knowKeys(selection, keys);
  covers.set(selection, cover);
  return selection;
}

// Deliveries that pair with codes index by index (a host's may come in another order, or fewer).
function pairedByIndex(selection: CodesSelection, idOf: (delivery: Delivery) => string): boolean {
  const { codes, deliveries } = selection;
  if (covers.has(selection)) return true;
  if (deliveries.length !== codes.length) return false;
  try {
    return deliveries.every((delivery, index) => idOf(delivery) === codes[index]);
  } catch {
    // A host's getRowId that throws on a delivery: the rows are counted one by one instead.
    return false;
  }
}
