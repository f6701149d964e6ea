import type { DeliveriesRequest, Delivery } from '../../api/types';
import type { DeliveriesSelection, DeliveriesSelectionQuery } from '../types';
import type { PageIdentity } from '../../state/identity/pageIdentity';
import { coverOf, withPageRows } from './pageCover';
import { factsOf, heldTest } from './heldKeys';
import { withOtherPageRows } from './otherPageRows';
import { codesSelectionOf, keysOf, tickedRowsOf, type TickedRow } from './tickedRows';

/**
 * How much of the page is selected: what the header checkbox shows.
 *
 * @example
 * ```tsx
 * <input type="checkbox" checked={grid.selection?.page === 'all'} ref={(box) => { if (box) box.indeterminate = grid.selection?.page === 'some'; }} />;
 * ```
 */
export type PageSelection = 'none' | 'some' | 'all';

/** Who a row is: its key on the page (`grid.rowKeyOf`) and its id (`rows.getRowId`). */
export interface RowIdentity {
  keyOf: (delivery: Delivery) => string;
  idOf: (delivery: Delivery) => string;
  /** The page on screen, whose rows `keyOf` knows: its ticks are worked out without counting. */
  page?: PageIdentity;
}

/**
 * Whether a row is selected: ticked (by its key: one of two rows with a code is ticked on its
 * own), or matching and not unticked (by its id: a query leaves out codes, so both go together).
 */
export function selectedTest(
  selection: DeliveriesSelection,
  { keyOf, idOf, page }: RowIdentity,
): (delivery: Delivery) => boolean {
  if (selection.kind === 'codes' && page) {
    // By what the selection covers of a page and its other keys: two set reads, whatever is held.
    const cover = coverOf(selection, page);
    let holds: ((key: string) => boolean) | undefined;
    return (delivery) =>
      cover && page.onPage(delivery)
        ? cover.except.size === 0 || !cover.except.has(keyOf(delivery))
        : (holds ??= heldTest(selection))(keyOf(delivery));
  }
  if (selection.kind === 'codes') {
    const keys = new Set(keysOf(selection));
    return (delivery) => keys.has(keyOf(delivery));
  }
  const excluded = new Set(selection.excludedCodes);
  return (delivery) => !excluded.has(idOf(delivery));
}

/**
 * The selection with `deliveries` ticked (`selected`) or unticked. Ticked rows are added in
 * order after the ones already there, each with its key, code and delivery; a query selection
 * keeps its query and changes which codes it leaves out. The same object when nothing changes.
 */
export function withDeliveries(
  selection: DeliveriesSelection,
  deliveries: readonly Delivery[],
  { keyOf, idOf, page }: RowIdentity,
  selected: boolean,
): DeliveriesSelection {
  if (selection.kind === 'codes' && page) {
    const fromPage =
      withPageRows(selection, deliveries, page, idOf, selected) ??
      withOtherPageRows(selection, deliveries, page, idOf, selected);
    if (fromPage) return fromPage;
  }
  if (selection.kind === 'query') {
    const excluded = new Set(selection.excludedCodes);
    let changed = false;
    for (const id of deliveries.map(idOf)) {
      if (selected ? excluded.delete(id) : !excluded.has(id)) changed = true;
      if (!selected) excluded.add(id);
    }
    if (!changed) return selection;
    return { ...selection, excludedCodes: [...excluded] };
  }
  // A selection that reached here was checked: its deliveries pair with its rows.
  const ticked = tickedRowsOf(selection, idOf) ?? [];
  const keys = new Set(ticked.map((row) => row.key));
  if (selected) {
    const added: TickedRow[] = [];
    for (const delivery of deliveries) {
      const key = keyOf(delivery);
      if (keys.has(key)) continue;
      keys.add(key);
      added.push({ key, code: idOf(delivery), delivery });
    }
    return added.length === 0 ? selection : codesSelectionOf([...ticked, ...added]);
  }
  const removed = new Set(deliveries.map(keyOf).filter((key) => keys.has(key)));
  if (removed.size === 0) return selection;
  return codesSelectionOf(ticked.filter((row) => !removed.has(row.key)));
}

/**
 * The header checkbox's state for the rows on screen; from what the selection covers of the
 * page when it is known (`selection` and `page` given), without reading each row; else counted
 * once per selection and page, and then carried by each tick on the page to the next selection.
 */
export function pageSelectionOf(
  rows: readonly Delivery[],
  isSelected: (delivery: Delivery) => boolean,
  known?: { selection: DeliveriesSelection; page: PageIdentity | undefined },
): PageSelection {
  const cover = known && coverOf(known.selection, known.page);
  if (cover && cover.page.rows === rows && rows.length > 0) {
    if (cover.except.size === 0) return 'all';
    return cover.except.size >= rows.length ? 'none' : 'some';
  }
  const facts = known?.selection.kind === 'codes' ? factsOf(known.selection) : undefined;
  const shown = facts?.shown;
  let count = 0;
  if (known?.page && known.page.rows === rows && shown?.page === known.page) count = shown.held;
  else {
    for (const row of rows) if (isSelected(row)) count += 1;
    if (facts && known?.page?.rows === rows) facts.shown = { page: known.page, held: count };
  }
  if (count === 0) return 'none';
  return count === rows.length ? 'all' : 'some';
}

/**
 * The rows a Shift+click covers: from the anchor (the key of the last row toggled, if it is on
 * this page) to the row clicked, both included, in page order.
 */
export function rangeOf(
  rows: readonly Delivery[],
  anchorKey: string | null,
  targetIndex: number,
  keyOf: (delivery: Delivery) => string,
): readonly Delivery[] {
  const anchorIndex = anchorKey === null ? -1 : rows.findIndex((row) => keyOf(row) === anchorKey);
  if (anchorIndex < 0) return rows.slice(targetIndex, targetIndex + 1);
  return rows.slice(Math.min(anchorIndex, targetIndex), Math.max(anchorIndex, targetIndex) + 1);
}

/** Every delivery the request matches, now: its page is dropped, its sort kept for exports. */
export function selectAllMatching(request: DeliveriesRequest, now: Date): DeliveriesSelection {
  const { quickSearch, orderBy, filters } = request;
  return {
    kind: 'query',
    request: { quickSearch, ...(orderBy && { orderBy }), ...(filters && { filters }) },
    excludedCodes: [],
    asOf: now.toISOString(),
  };
}

/** Whether two queries match the same deliveries: search and filters, not the order. */
export function sameMatches(a: DeliveriesSelectionQuery, b: DeliveriesSelectionQuery): boolean {
  return (
    a.quickSearch.trim() === b.quickSearch.trim() &&
    canonicalJson(a.filters ?? null) === canonicalJson(b.filters ?? null)
  );
}

/**
 * Whether two selections hold the same deliveries: the same rows ticked (codes and their row
 * keys, in order), or every match of the same query less the same exclusions.
 *
 * @example
 * ```ts
 * sameSelection(ranOn, grid.selection.value); // false once a row was unticked
 * ```
 */
export function sameSelection(a: DeliveriesSelection, b: DeliveriesSelection): boolean {
  if (a === b) return true;
  const same = (x: readonly string[] = [], y: readonly string[] = []) =>
    x.length === y.length && x.every((item, index) => item === y[index]);
  return a.kind === 'codes'
    ? b.kind === 'codes' && same(a.codes, b.codes) && same(a.keys, b.keys)
    : b.kind === 'query' &&
        sameMatches(a.request, b.request) &&
        same(a.excludedCodes, b.excludedCodes);
}

/** JSON with object keys sorted: a host's object built in another key order compares equal. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, entry]) => entry !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, entry]) => `${JSON.stringify(key)}:${canonicalJson(entry)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}
