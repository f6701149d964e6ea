import type { DeliveriesRequest, Delivery } from '../../api/types';
import type { DeliveriesSelection, DeliveriesSelectionQuery } from '../types';

/** How much of the page is selected: what the header checkbox shows. */
export type PageSelection = 'none' | 'some' | 'all';

/** Whether a delivery (by its id) is selected: ticked, or matching and not unticked. */
export function selectedTest(selection: DeliveriesSelection): (id: string) => boolean {
  if (selection.kind === 'codes') {
    const codes = new Set(selection.codes);
    return (id) => codes.has(id);
  }
  const excluded = new Set(selection.excludedCodes);
  return (id) => !excluded.has(id);
}

/**
 * The selection with `deliveries` ticked (`selected`) or unticked. Ticked deliveries are added
 * in order after the ones already there; a query selection keeps its query and changes what
 * it leaves out. The same object when nothing changes.
 */
export function withDeliveries(
  selection: DeliveriesSelection,
  deliveries: readonly Delivery[],
  idOf: (delivery: Delivery) => string,
  selected: boolean,
): DeliveriesSelection {
  const ids = deliveries.map(idOf);
  if (selection.kind === 'query') {
    const excluded = new Set(selection.excludedCodes);
    let changed = false;
    for (const id of ids) {
      if (selected ? excluded.delete(id) : !excluded.has(id)) changed = true;
      if (!selected) excluded.add(id);
    }
    if (!changed) return selection;
    return { ...selection, excludedCodes: [...excluded] };
  }
  const codes = new Set(selection.codes);
  if (selected) {
    const added = deliveries.filter((delivery, index) => {
      const id = ids[index]!;
      if (codes.has(id)) return false;
      codes.add(id);
      return true;
    });
    if (added.length === 0) return selection;
    return {
      kind: 'codes',
      codes: [...selection.codes, ...added.map(idOf)],
      deliveries: [...selection.deliveries, ...added],
    };
  }
  const removed = new Set(ids.filter((id) => codes.has(id)));
  if (removed.size === 0) return selection;
  return {
    kind: 'codes',
    codes: selection.codes.filter((code) => !removed.has(code)),
    deliveries: selection.deliveries.filter((delivery) => !removed.has(idOf(delivery))),
  };
}

/** The header checkbox's state for the rows on screen. */
export function pageSelectionOf(
  rows: readonly Delivery[],
  isSelected: (id: string) => boolean,
  idOf: (delivery: Delivery) => string,
): PageSelection {
  let count = 0;
  for (const row of rows) if (isSelected(idOf(row))) count += 1;
  if (count === 0) return 'none';
  return count === rows.length ? 'all' : 'some';
}

/**
 * The rows a Shift+click covers: from the anchor (the last row toggled, if it is on this page)
 * to the row clicked, both included, in page order.
 */
export function rangeOf(
  rows: readonly Delivery[],
  anchorId: string | null,
  targetIndex: number,
  idOf: (delivery: Delivery) => string,
): readonly Delivery[] {
  const anchorIndex = anchorId === null ? -1 : rows.findIndex((row) => idOf(row) === anchorId);
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
