import type { Delivery } from '../../api/types';
import type { PageSelection } from '../../selection/logic/selectionOps';
import type { DeliveriesSelection, DeliveriesSelectionActions } from '../../selection/types';
import type { DeliveriesEndedSelection } from '../../selection/logic/endedSelection';

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
  /**
   * The selection of every match that the last change of search or filters ended, with the
   * search and filters it matched, while `actions.undoEnd` can bring it back; else `null`.
   */
  endedQuery: DeliveriesEndedSelection | null;
  /** Why the host's `value` was not used (nothing is selected then), else `null`. */
  problem: string | null;
  /** Stable: each acts on the selection as it is when called. */
  actions: DeliveriesSelectionActions;
}
