import type { DeliveriesRequest, Delivery } from '../../api/types';
import type { PageIdentity } from '../../state/identity/pageIdentity';
import {
  noDeliveriesSelected,
  type DeliveriesSelection,
  type DeliveriesSelectionRuleActions,
} from '../types';
import { isRecord } from '../../state/validation/isRecord';
import { shown as quoted } from '../../state/validation/shown';
import { checkSelection } from './checkSelection';
import type { DeliveriesEndedSelection } from './endedSelection';
import {
  pageSelectionOf,
  rangeOf,
  sameMatches,
  selectAllMatching,
  selectedTest,
  withDeliveries,
  type PageSelection,
} from './selectionOps';

// The action runner comes with the rules: a grid without selection or row actions fetches neither.
export { createActionRunner, dismissOnNewSelection } from './actionRunner';
// When a selection of every match ends, and what "Undo" brings back: with the rules, too.
export { createHeldEnding } from './endedSelection';

/** Selections the actions below made: sound by construction. */
const made = new WeakSet<object>([noDeliveriesSelected]);

/** What the grid shows of a selection against the page and request on screen. */
export interface DerivedSelection {
  value: DeliveriesSelection;
  /** The value is a selection of every match for another search or filters: it ends now. */
  endsNow: boolean;
  problem: string | null;
  isSelected: (delivery: Delivery) => boolean;
  page: PageSelection;
  canSelectAllMatching: boolean;
  actions: DeliveriesSelectionRuleActions;
}

/** What the selection's actions work on: the page, request and identity on screen. */
export interface SelectionInputs {
  rows: readonly Delivery[];
  request: DeliveriesRequest;
  /** A delivery's id (`rows.getRowId`): what a query selection leaves out. */
  idOf: (delivery: Delivery) => string;
  /** A row's key on the page (`grid.rowKeyOf`): what a ticked selection holds. */
  keyOf: (delivery: Delivery) => string;
  /** Who the page's rows are (`rows` and `keyOf` are its): the page is read without counting. */
  page?: PageIdentity;
  /** Another page exists (after or before this one). */
  moreMayMatch: boolean;
  /** The host allows "Select all matching". */
  allMatchingAllowed: boolean;
  /** Where a Shift range starts: the key of the last row toggled, kept across renders. */
  anchor: { current: string | null };
  change: (next: DeliveriesSelection) => void;
  /** Why the last `set` was refused, while the selection is still the one it was refused on. */
  refused: string | null;
  /** Keeps the selection as it is and says why a value given to `set` (or `toggle`) was not used. */
  refuse: (problem: string) => void;
}

/**
 * The host's (or the grid's own) selection, checked and read against the page and the
 * request, with its actions: a selection of every match for other search or filters is over.
 */
export function deriveSelection(raw: unknown, inputs: SelectionInputs): DerivedSelection {
  const { rows, request, idOf, keyOf, anchor, page: shown } = inputs;
  const identity = {
    idOf,
    keyOf,
    page: shown?.rows === rows && shown.keyOf === keyOf ? shown : undefined,
  };
  // A selection these actions made is checked already: 10,000 codes are not read again.
  const checked = made.has(raw as object)
    ? { selection: raw as DeliveriesSelection, problem: null }
    : checkSelection(raw, idOf);
  const change = (next: DeliveriesSelection) => {
    made.add(next);
    inputs.change(next);
  };
  const endsNow =
    checked.selection.kind === 'query' && !sameMatches(checked.selection.request, request);
  const value = endsNow ? noDeliveriesSelected : checked.selection;
  const isSelected = selectedTest(value, identity);
  const page = pageSelectionOf(rows, isSelected, { selection: value, page: identity.page });
  return {
    value,
    endsNow,
    problem: checked.problem ?? inputs.refused,
    isSelected,
    page,
    canSelectAllMatching:
      inputs.allMatchingAllowed && value.kind === 'codes' && page === 'all' && inputs.moreMayMatch,
    actions: {
      toggle: (delivery, options) => {
        // A host's value that is not a delivery is refused, as `set` refuses one.
        if (!isRecord(delivery)) {
          inputs.refuse(`The selection could not be used: ${quoted(delivery)} is not a delivery.`);
          return;
        }
        // A host's copy of a row (its own store's object) is the row its key names.
        const at = rows.indexOf(delivery);
        const target = at >= 0 ? at : rows.findIndex((row) => keyOf(row) === keyOf(delivery));
        const selected = !isSelected(delivery);
        const covered =
          options?.extend && target >= 0
            ? rangeOf(rows, anchor.current, target, keyOf)
            : [delivery];
        anchor.current = keyOf(delivery);
        change(withDeliveries(value, covered, identity, selected));
      },
      setPage: (selected) => change(withDeliveries(value, rows, identity, selected)),
      selectAllMatching: () => change(selectAllMatching(request, new Date())),
      clear: () => change(noDeliveriesSelected),
      set: (update) => {
        // The host's value passes the check its `value` prop passes; a refused one changes nothing.
        let next: unknown;
        try {
          next = typeof update === 'function' ? update(value) : update;
        } catch {
          inputs.refuse('The selection could not be used: its update failed.');
          return;
        }
        const { problem } = made.has(next as object)
          ? { problem: null }
          : checkSelection(next, idOf);
        if (problem === null) change(next as DeliveriesSelection);
        else inputs.refuse(problem);
      },
    },
  };
}

/**
 * The selection as the model shows it (`grid.selection`): {@link deriveSelection} of what the
 * grid holds, with an ended selection of every match and the grid's stable `actions` beside the
 * ones made for this value (`current`). With the rules: a grid without selection never runs it.
 *
 * @example
 * ```ts
 * shownSelection({ raw: noDeliveriesSelected, ended: false }, inputs, true, actions).value;
 * ```
 */
export function shownSelection<Actions>(
  held: {
    raw: unknown;
    ended: boolean;
    endedQuery?: DeliveriesEndedSelection | null;
    refusal?: { on: unknown; problem: string } | null;
  },
  inputs: Omit<SelectionInputs, 'refused'>,
  untouched: boolean,
  actions: Actions,
) {
  // A refusal is said while the selection is still the one it was refused on.
  const refused = held.refusal && held.refusal.on === held.raw ? held.refusal.problem : null;
  const derived = deriveSelection(held.raw, { ...inputs, refused });
  return {
    value: derived.value,
    isSelected: derived.isSelected,
    page: derived.page,
    canSelectAllMatching: derived.canSelectAllMatching,
    ended: held.ended || derived.endsNow,
    endedQuery: held.ended ? (held.endedQuery ?? null) : null,
    problem: derived.problem,
    // Stable: they act on the selection as it is when called, not as it was when read.
    actions,
    endsNow: derived.endsNow,
    // Its end (other search or filters) is news, though nothing was written to it yet.
    untouched: untouched && !derived.endsNow,
    current: derived.actions,
  };
}
