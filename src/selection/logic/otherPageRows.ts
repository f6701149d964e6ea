import type { Delivery } from '../../api/types';
import type { PageIdentity } from '../../state/identity/pageIdentity';
import { noDeliveriesSelected, type DeliveriesSelection } from '../types';
import {
  factsOf,
  heldTest,
  othersAfter,
  pageHasKey,
  pairedByIndex,
  recordMade,
  repeatsOf,
  type PageCover,
} from './heldKeys';
import { listsOf, positionsOf, withoutPositions } from './heldLists';
import { keysOf, knowKeys, type CodesSelection } from './tickedRows';

/**
 * The selection with rows of `page` (not the page it covers, if any) ticked (`selected`) or
 * unticked: read and changed by the rows' own keys, whatever else is held, so a tick on one
 * page costs the same with 10,000 rows of another held as with none. Ticked rows come after the
 * ones already ticked, in page order; what it covers of another page stays covered. `undefined`
 * when that cannot be done (a delivery not on the page, a host's selection whose deliveries do
 * not pair with its codes) and the rows must be counted.
 *
 * @example
 * ```ts
 * withOtherPageRows(wholeFirstPage, [row], secondPage, (d) => d.code, true);
 * // the first page's rows, then `row`: no row of the first page read
 * ```
 */
export function withOtherPageRows(
  selection: CodesSelection,
  deliveries: readonly Delivery[],
  page: PageIdentity,
  idOf: (delivery: Delivery) => string,
  selected: boolean,
): DeliveriesSelection | undefined {
  const { cover, shown } = factsOf(selection);
  if (cover?.page === page || !pairedByIndex(selection, idOf)) return undefined;
  if (deliveries !== page.rows && !deliveries.every(page.onPage)) return undefined;
  const holds = heldTest(selection);
  const changed = new Set<string>();
  const rows: Delivery[] = [];
  for (const delivery of deliveries) {
    const key = page.keyOf(delivery);
    if (holds(key) === selected || changed.has(key)) continue;
    changed.add(key);
    rows.push(delivery);
  }
  if (rows.length === 0) return selection;
  const keys = [...changed];
  const codes = rows.map(idOf);
  // A key the covered page has too is that page's row: it leaves (or rejoins) its exceptions.
  const coverHas = cover && pageHasKey(cover.page);
  const onCover = coverHas ? keys.filter(coverHas) : [];
  const others = coverHas ? keys.filter((key) => !coverHas(key)) : keys;
  const nextCover = cover && onCover.length > 0 ? coverAfter(cover, onCover, selected) : cover;
  const repeatsChanged = keys.filter((key, index) => key !== codes[index]).length;
  const repeats = repeatsOf(selection) + (selected ? repeatsChanged : -repeatsChanged);
  const next = selected
    ? appended(selection, { keys, codes, rows }, repeats)
    : withoutKeys(selection, changed, repeats);
  if (!next) return noDeliveriesSelected;
  return recordMade(next, keysOf(next), {
    ...(nextCover && { cover: nextCover }),
    others: othersAfter(selection, selected ? others : [], selected ? [] : others),
    repeats,
    ...(shown?.page === page && {
      shown: { page, held: shown.held + (selected ? keys.length : -keys.length) },
    }),
  });
}

function coverAfter(cover: PageCover, keys: readonly string[], selected: boolean): PageCover {
  const except = new Set(cover.except);
  for (const key of keys) {
    if (selected) except.delete(key);
    else except.add(key);
  }
  return { page: cover.page, except };
}

/** The selection's lists with rows after them; their keys are known from here on. */
function appended(
  selection: CodesSelection,
  more: { keys: readonly string[]; codes: readonly string[]; rows: readonly Delivery[] },
  repeats: number,
): CodesSelection {
  const keys = keysOf(selection).concat(more.keys);
  const next = listsOf(
    selection.codes.concat(more.codes),
    keys,
    selection.deliveries.concat(more.rows),
    repeats,
  );
  knowKeys(next, keys);
  return next;
}

/** The selection's lists without the rows of `gone` (keys it holds); `null` when none is left. */
function withoutKeys(
  selection: CodesSelection,
  gone: ReadonlySet<string>,
  repeats: number,
): CodesSelection | null {
  const keys = keysOf(selection);
  if (gone.size === keys.length) return null;
  const positions = positionsOf(keys, gone);
  const kept = withoutPositions(keys, positions);
  const next = listsOf(
    withoutPositions(selection.codes, positions),
    kept,
    withoutPositions(selection.deliveries, positions),
    repeats,
  );
  knowKeys(next, kept);
  return next;
}
