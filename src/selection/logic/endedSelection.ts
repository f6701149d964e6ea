import type { DeliveriesQueryState } from '../../state/queryState';
import {
  noDeliveriesSelected,
  type DeliveriesSelection,
  type DeliveriesSelectionQuery,
} from '../types';
import { sameMatches } from './selectionOps';

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

/** What {@link createSelectionEnding} is told after each render of the grid. */
export interface SelectionOnScreen {
  /** The selection held (a host's value, unchecked). */
  raw: unknown;
  /** `null` while selection is off or its rules are on their way. */
  derived: { endsNow: boolean } | null;
  /** The query on screen now. */
  shown: ShownQuery;
}

/**
 * When a selection of every match ends, and what an undo brings back: told of each render, it
 * keeps the last query a selection did not end on, says once per value that one ends (with
 * the record of it, or `null` when it cannot be undone), and lets a restored selection wait
 * for its query to be on screen again rather than end at once.
 *
 * @example
 * ```ts
 * const ending = createSelectionEnding(sameMatches);
 * const ends = ending.follow({ raw, derived, shown: { before, request } });
 * if (ends) held.set({ raw: noDeliveriesSelected, ended: true, endedQuery: ends.record });
 * ```
 */
export function createSelectionEnding() {
  let shownLast: ShownQuery | null = null;
  let endedValue: unknown = undefined;
  let restoring: DeliveriesQuerySelection | null = null;
  return {
    follow(
      { raw, derived, shown }: SelectionOnScreen,
      sameMatches: (a: DeliveriesSelectionQuery, b: DeliveriesSelectionQuery) => boolean,
    ): { record: DeliveriesEndedSelection | null } | null {
      if (!derived) return null;
      if (!derived.endsNow) {
        // The restored selection's query is on screen again: it may end from now on. Told by
        // the query, not the value: a host applies the value in a later render, or never.
        if (restoring && sameMatches(restoring.request, shown.request)) restoring = null;
        // Any query a selection did not end on matched it: one of every match was made on it.
        shownLast = shown;
        return null;
      }
      if (raw === endedValue || raw === restoring) return null;
      endedValue = raw;
      return { record: endedSelectionOf(raw, shownLast, sameMatches) };
    },
    /** An undo of `ended` is under way: its selection waits for its query, and may end again. */
    restore(ended: DeliveriesEndedSelection) {
      restoring = ended.selection;
      endedValue = undefined;
    },
  };
}

/** The grid's hold on the selection, as an ending reads and writes it. */
export interface HeldSelection {
  get(): { raw: unknown; ended: boolean; endedQuery?: DeliveriesEndedSelection | null };
  set(next: { raw: unknown; ended: boolean; endedQuery: DeliveriesEndedSelection | null }): void;
}

/** Who owns the selection now: the host (`controlled`, told through `onChange`) or the grid. */
export interface SelectionOwner {
  controlled: boolean;
  onChange?: ((selection: DeliveriesSelection) => void) | undefined;
  setQueryState: (update: (state: DeliveriesQueryState) => DeliveriesQueryState) => void;
}

/**
 * {@link createSelectionEnding} writing into the grid's hold: an ending clears the grid's own
 * value (a host's stays its own) and tells `onChange`; `undo` brings the ended selection and
 * its search and filters back. With the rules, so a grid without selection never loads it.
 *
 * @example
 * ```ts
 * const ending = createHeldEnding(held, latest);
 * ending.follow({ quickSearch, filters, pageNumber, pageSize }, request, derived);
 * ending.undo();
 * ```
 */
export function createHeldEnding(held: HeldSelection, owner: { current: SelectionOwner }) {
  const ending = createSelectionEnding();
  return {
    follow(
      before: DeliveriesEndedSelection['before'],
      request: DeliveriesSelectionQuery,
      derived: SelectionOnScreen['derived'],
    ) {
      const { raw } = held.get();
      const ends = ending.follow({ raw, derived, shown: { before, request } }, sameMatches);
      if (!ends) return;
      held.set({
        raw: owner.current.controlled ? raw : noDeliveriesSelected,
        ended: true,
        endedQuery: ends.record,
      });
      owner.current.onChange?.(noDeliveriesSelected);
    },
    undo() {
      const { ended, endedQuery } = held.get();
      if (!ended || !endedQuery) return;
      const { controlled, onChange, setQueryState } = owner.current;
      ending.restore(endedQuery);
      setQueryState((state) => stateAfterUndo(endedQuery, state));
      held.set({
        raw: controlled ? held.get().raw : endedQuery.selection,
        ended: false,
        endedQuery: null,
      });
      onChange?.(endedQuery.selection);
    },
  };
}

/** What {@link createHeldEnding} makes. */
export type HeldEnding = ReturnType<typeof createHeldEnding>;
