import type { DeliveriesQueryState } from '../../state/queryState';
import type { DeliveriesSelection, DeliveriesSelectionQuery } from '../types';

/** A selection of every match. */
export type DeliveriesQuerySelection = Extract<DeliveriesSelection, { kind: 'query' }>;

/**
 * A selection of every match that a change of search or filters ended, with the search,
 * filters and page it was made on: what `grid.selection.actions.undoEnd` brings back.
 *
 * @example
 * ```tsx
 * const ended = grid.selection?.endedQuery;
 * ended && <button onClick={grid.selection?.actions.undoEnd}>Undo</button>;
 * ```
 */
export interface DeliveriesEndedSelection {
  /** The selection as it was, unticked codes and `asOf` included. */
  selection: DeliveriesQuerySelection;
  /** The query state it matched, as the grid held it (wall-clock dates stay wall-clock). */
  before: Pick<DeliveriesQueryState, 'quickSearch' | 'filters' | 'pageNumber' | 'pageSize'>;
}

/** The query state last on screen before a change, and the request it made. */
export interface ShownQuery {
  before: DeliveriesEndedSelection['before'];
  request: DeliveriesSelectionQuery;
}

/**
 * The record of a query selection ending, or `null` when it cannot be undone: the selection
 * is not one of every match, or the query last shown is not the one it matched (a host's
 * stale value), by `sameMatches`.
 *
 * @example
 * ```ts
 * endedSelectionOf(selection, { before: state, request }, sameMatches);
 * ```
 */
export function endedSelectionOf(
  selection: unknown,
  shown: ShownQuery | null,
  sameMatches: (a: DeliveriesSelectionQuery, b: DeliveriesSelectionQuery) => boolean,
): DeliveriesEndedSelection | null {
  if (shown === null || !isQuerySelection(selection)) return null;
  if (!sameMatches(selection.request, shown.request)) return null;
  return { selection, before: shown.before };
}

/**
 * The query state an undo goes back to: the search and filters the selection matched, and its
 * page while the page size is the same (else the first). The order stays: a selection of
 * every match does not depend on it, and an unchanged one finds the page in the cache.
 *
 * @example
 * ```ts
 * stateAfterUndo(ended, grid.query.state); // { ...state, filters: { status: [4] }, pageNumber: 2 }
 * ```
 */
export function stateAfterUndo(
  ended: DeliveriesEndedSelection,
  state: DeliveriesQueryState,
): DeliveriesQueryState {
  const { quickSearch, filters, pageNumber, pageSize } = ended.before;
  return {
    ...state,
    quickSearch,
    filters,
    pageNumber: pageSize === state.pageSize ? pageNumber : 1,
  };
}

function isQuerySelection(value: unknown): value is DeliveriesQuerySelection {
  return (
    typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'query'
  );
}
