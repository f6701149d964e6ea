import { useCallback, useEffect, useMemo, useState } from 'react';
import type { DeliveriesRequest, Delivery } from '../api/types';
import { onDemandModule, useOnDemandModule } from '../shared/onDemandModule';
import { useControllableState } from '../shared/useControllableState';
import type { PageSelection } from '../selection/logic/selectionOps';
import type { DeliveriesSelectionOptions } from '../selection/options';
import {
  noDeliveriesSelected,
  type DeliveriesSelection,
  type DeliveriesSelectionActions,
} from '../selection/types';

/**
 * The selection's rules, a chunk of their own: a grid without `selection` never fetches them.
 * `DeliveriesTable` fetches them with its selection parts, and shows a failure with "Retry".
 */
export const selectionRules = onDemandModule(() => import('../selection/logic/selectionRuntime'));

/**
 * The grid's selection: what is selected, how the page stands, and what a person can do.
 *
 * @example
 * ```tsx
 * const selection = grid.selection;
 * selection && (
 *   <input
 *     type="checkbox"
 *     aria-label={`Select ${delivery.code}`}
 *     checked={selection.isSelected(delivery)}
 *     onChange={() => selection.actions.toggle(delivery)}
 *   />
 * );
 * ```
 */
export interface DeliveriesGridSelection {
  /** The selection as the host's `onChange` heard it last. */
  value: DeliveriesSelection;
  isSelected: (delivery: Delivery) => boolean;
  /** How many rows of the page are selected: the header checkbox's state. */
  page: PageSelection;
  /** The page is selected and more may match: "Select all matching" turns it into the query. */
  canSelectAllMatching: boolean;
  /** The last change ended a selection of every match (the search or filters changed). */
  ended: boolean;
  /** Why the host's `value` was not used (nothing is selected then), else `null`. */
  problem: string | null;
  actions: DeliveriesSelectionActions;
}

/**
 * Selection over the page on screen: `null` when the host did not turn it on, and for the
 * moment its rules take to arrive (on the server too, so hydration matches).
 */
export function useGridSelection({
  options,
  rows,
  request,
  idOf,
  keyOf,
  moreMayMatch,
}: {
  options: DeliveriesSelectionOptions | false | undefined;
  rows: readonly Delivery[];
  request: DeliveriesRequest;
  idOf: (delivery: Delivery) => string;
  /** A row's key on the page: ticked rows are held by it. */
  keyOf: (delivery: Delivery) => string;
  /** Another page exists (after or before this one). */
  moreMayMatch: boolean;
}): DeliveriesGridSelection | null {
  const settings = options === false ? undefined : options;
  const rules = useOnDemandModule(selectionRules, settings !== undefined);
  const [raw, setRaw] = useControllableState<DeliveriesSelection>({
    prop: settings?.value,
    defaultProp: settings?.defaultValue ?? noDeliveriesSelected,
    onChange: settings?.onChange,
  });
  const [ended, setEnded] = useState(false);
  // Where a Shift range starts: the key of the last row toggled, kept across renders.
  const [anchor] = useState(() => ({ current: null as string | null }));
  const change = useCallback(
    (next: DeliveriesSelection) => {
      setEnded(false);
      setRaw(next);
    },
    [setRaw],
  );
  const allMatchingAllowed = settings?.selectAllMatching !== false;
  const derived = useMemo(
    () =>
      rules?.deriveSelection(raw, {
        rows,
        request,
        idOf,
        keyOf,
        moreMayMatch,
        allMatchingAllowed,
        anchor,
        change,
      }),
    [rules, raw, rows, request, idOf, keyOf, moreMayMatch, allMatchingAllowed, anchor, change],
  );
  const endsNow = derived?.endsNow ?? false;
  useEffect(() => {
    if (!endsNow) return;
    setRaw(noDeliveriesSelected);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- said once the selection is gone
    setEnded(true);
  }, [endsNow, setRaw]);
  // `endsNow` rides along unread: naming each field would cost every grid's first load.
  return derived ? { ...derived, ended: ended || endsNow } : null;
}
