import type { DeliveriesGridQuery } from '../../grid/query/queryModel';

/**
 * Shows the rows from their first: the grid's box scrolls to its top; where the page scrolls
 * the rows (`--dt-max-height: none`), the header row comes into sight if it is out of it,
 * through the window and a host's boxes, minding the host's `scroll-padding` (a fixed app bar).
 *
 * @example
 * ```ts
 * showRowsStart(scroller); // page 2 from its first row, not from where page 1 was left
 * ```
 */
export function showRowsStart(scroller: HTMLElement) {
  // `pageView`'s `boxScrolls`, written out: importing that module from this chunk and the
  // virtualized body's would make it a chunk of its own, which the first load names (+174 B).
  if (scroller.scrollHeight - scroller.clientHeight >= 1) scroller.scrollTop = 0;
  else scroller.querySelector('thead, .dt-card-bar')?.scrollIntoView({ block: 'nearest' });
}

// The query state whose own rows each grid's scroll area showed last, as JSON.
const shownRequests = new WeakMap<HTMLElement, string>();

/**
 * Called as the grid's query changes: once the rows of another request show (a page turn, a page size, a
 * sort, a search, filters, a view), they are shown from their first, as a page load shows them.
 * A refresh of the same request keeps the place, and so does a row in use (focus followed its
 * delivery there). Called before paint, so new rows never show from the old place.
 *
 * @example
 * ```ts
 * useLayoutEffect(() => followShownRequest(scrollRef.current, grid.query), [grid.query]);
 * ```
 */
export function followShownRequest(
  scroller: HTMLElement | null,
  { updatedAt, state }: Pick<DeliveriesGridQuery, 'updatedAt' | 'state'>,
) {
  // Rows of the request's own, cached ones too (shown at once, reloading behind): not the last
  // request's kept while it loads (their `updatedAt` is 0), nor when the reload lands.
  if (!updatedAt || !scroller) return;
  const before = shownRequests.get(scroller);
  // The person's query, not the body: the filters' code coming rebuilds the body alone.
  const shown = JSON.stringify(state);
  shownRequests.set(scroller, shown);
  if (before && before !== shown && !scroller.querySelector('[data-key]:focus-within'))
    showRowsStart(scroller);
}
