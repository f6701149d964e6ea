import type { DeliveriesRequest, Delivery } from '../api/types';
import type { StateUpdate } from '../shared/useControllableState';

/**
 * The query a selection of every match stands for: the grid's request without its page.
 *
 * @example
 * ```ts
 * const query: DeliveriesSelectionQuery = { quickSearch: 'berlin', filters: { status: [2] } };
 * ```
 */
export type DeliveriesSelectionQuery = Omit<DeliveriesRequest, 'pageNumber' | 'pageSize'>;

/**
 * What a person selected. Either rows ticked one by one (`codes`), kept across pages and
 * sorts: each ticked row's id (`rows.getRowId`, the code by default), the deliveries as they
 * were when ticked and, when a page repeats an id, each row's key on its page (`keys`: the id,
 * or `DLV-1~2` for the second row with it); two rows with one code ticked are two entries.
 * Or every delivery matching a query (`query`), less the codes unticked since, made at `asOf`
 * (an ISO instant) and ended by a change of search or filters. The grid never fetches every
 * match to make one: a bulk action or "Export selected" pages through the server with `query`
 * itself.
 *
 * @example
 * ```ts
 * async function handOver(selection: DeliveriesSelection) {
 *   if (selection.kind === 'codes') return api.handOver({ codes: selection.codes });
 *   return api.handOverMatching({ ...selection.request, except: selection.excludedCodes, asOf: selection.asOf });
 * }
 * ```
 */
export type DeliveriesSelection =
  | {
      kind: 'codes';
      /** Each ticked row's id, in the order ticked: an id twice when two rows with it are. */
      codes: readonly string[];
      /**
       * Each ticked row's key, one per code (`codes[i]` is the id of the row `keys[i]`): the
       * id, or `id~n` for the n-th row with that id on its page. Written only when a ticked row
       * is such a repeat; without them each code is its row's key (a code twice: the first two
       * rows with it).
       */
      keys?: readonly string[];
      /**
       * The ticked rows' deliveries, in the order they were ticked, as they were then. An action
       * and "Export selected" get a ticked row on the page (its code not repeated) as it is now.
       */
      deliveries: readonly Delivery[];
    }
  | {
      kind: 'query';
      request: DeliveriesSelectionQuery;
      /** Codes unticked after "Select all matching": every row with one is left out. */
      excludedCodes: readonly string[];
      /** When "Select all matching" was pressed (ISO 8601, UTC). */
      asOf: string;
    };

/**
 * Nothing selected.
 *
 * @example
 * ```tsx
 * <button onClick={() => setSelection(noDeliveriesSelected)}>Clear</button>
 * ```
 */
export const noDeliveriesSelected: DeliveriesSelection = {
  kind: 'codes',
  codes: [],
  deliveries: [],
};

/**
 * What changes a grid's selection (`grid.selection.actions`): each acts on the page and the
 * selection of the render it came from.
 *
 * @example
 * ```tsx
 * <button onClick={() => grid.selection?.actions.setPage(true)}>Select this page</button>
 * ```
 */
export interface DeliveriesSelectionActions {
  /**
   * Ticks or unticks a delivery; `extend` covers the rows from the last one toggled (Shift).
   * Something that is not a delivery is refused as `set` refuses a value (`selection.problem`).
   */
  toggle: (delivery: Delivery, options?: { extend?: boolean }) => void;
  /** Ticks or unticks every row of the page. */
  setPage: (selected: boolean) => void;
  /** Every delivery the current search and filters match, without fetching one. */
  selectAllMatching: () => void;
  clear: () => void;
  /**
   * Sets a selection (a restored one, say). It passes the check `selection.value` passes; one
   * that fails it changes nothing, `onChange` hears nothing and `selection.problem` says why.
   */
  set: (update: StateUpdate<DeliveriesSelection>) => void;
  /**
   * Brings back the selection of every match that the last change of search or filters ended
   * (`selection.endedQuery`), with that search, those filters and its page: a page still in
   * the cache comes back without a request. Nothing when no such selection ended.
   */
  undoEnd: () => void;
}

/** What the selection's rules do on the selection as it is: all but `undoEnd`, the grid's. */
export type DeliveriesSelectionRuleActions = Omit<DeliveriesSelectionActions, 'undoEnd'>;
