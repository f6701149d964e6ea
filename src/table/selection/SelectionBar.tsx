import { useRef, type ReactNode } from 'react';
import type { DeliveriesGridSelection } from '../../grid/selection/useGridSelection';
import type { DeliveriesSelectionMessages } from '../../selection/messages';
import type { DeliveriesBulkAction } from '../../selection/options';
import type { FocusLanding } from '../../shared/focusLanding';
import { useFocusLanding } from '../../shared/useFocusLanding';
import { useGridParts, useGridSelector } from '../gridContext';
import { onToolbarArrows } from './useToolbarArrows';
import { useDirection } from '../../shared/useDirection';
import { useMatchingTerms } from './useMatchingTerms';
import { codesAloneCount } from '../../selection/logic/currentRows';

/**
 * What the "Selection" bar says it holds: the count, or for every match what it stands for
 * (`matching`: the search and the filters' chip texts) and how many were unticked.
 */
export function selectionCountText(
  selection: DeliveriesGridSelection,
  messages: DeliveriesSelectionMessages,
  matching: readonly string[],
): string {
  const { value } = selection;
  return value.kind === 'codes'
    ? messages.selectedCount(value.codes.length)
    : messages.allMatching(value.excludedCodes.length, matching);
}

/**
 * The `toolbar` "Selection", shown while anything is selected (`hidden` else, focus inside it
 * landing on `landing` as it hides): the count (or what a selection of every match stands
 * for), "Select all matching" once the page is selected, "Clear selection", the host's
 * actions, "Export selected (CSV)", and the running action's progress and outcome
 * (`activity`). While an action or export runs the others are unavailable:
 * `aria-disabled` with a muted look, still focusable (focus never drops to the page, and the
 * arrow keys still walk the bar), and a press says why nothing started (`onRefused`).
 */
export function SelectionBar({
  shown,
  messages,
  actions,
  busy,
  onRun,
  onExport,
  onRefused,
  landing,
  onCleared,
  onAllMatching,
  activity,
}: {
  /** Anything is selected: else the bar is in the page, hidden, ready for the first tick. */
  shown: boolean;
  messages: DeliveriesSelectionMessages;
  actions: readonly DeliveriesBulkAction[];
  busy: boolean;
  onRun: (action: DeliveriesBulkAction) => void;
  /** `undefined` when exporting is off. */
  onExport: (() => void) | undefined;
  /** A press on an unavailable button, by its label: the refusal is shown. */
  onRefused: (label: string) => void;
  /** Where focus goes when the bar goes with focus in it ("Clear selection", a host's clearing). */
  landing: FocusLanding;
  onCleared: () => void;
  onAllMatching: () => void;
  /** The running action's progress and Cancel, or how the last one ended. */
  activity: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useFocusLanding(ref, landing, shown);
  // The bar's own read of the selection: the count and "Select all matching" follow each tick.
  const selection = useGridSelector((grid) => grid.selection);
  // Ticked by their codes alone (a host's restored selection) and on no page shown since.
  const codesAlone = useGridSelector(({ selection, rows, rowKeys, getRowId }) =>
    selection ? codesAloneCount(selection.value, rows ?? [], rowKeys, getRowId) : 0,
  );
  const matching = useMatchingTerms(messages, true);
  const direction = useDirection();
  if (!selection) return null;
  const unavailable = (label: string, start: () => void) => ({
    'aria-disabled': busy || undefined,
    onClick: () => (busy ? onRefused(label) : start()),
  });
  return (
    <div
      ref={ref}
      className="dt-selection-bar"
      hidden={!shown}
      role="toolbar"
      aria-label={messages.toolbarLabel}
      onKeyDown={(event) => onToolbarArrows(event, direction)}
    >
      <p className="dt-selection-count">{selectionCountText(selection, messages, matching)}</p>
      {codesAlone > 0 && (
        <p className="dt-selection-codes-alone">{messages.codesAlone(codesAlone)}</p>
      )}
      {selection.canSelectAllMatching && (
        <AllMatchingButton label={messages.selectAllMatching} onClick={onAllMatching} />
      )}
      <button type="button" className="dt-button" onClick={onCleared}>
        {messages.clear}
      </button>
      {actions.map((action, index) => (
        <button
          // Labels may repeat; the host's order is the identity.
          key={index}
          type="button"
          className="dt-button"
          {...unavailable(action.label, () => onRun(action))}
        >
          {action.label}
        </button>
      ))}
      {onExport && (
        <button
          type="button"
          className="dt-button"
          {...unavailable(messages.exportSelected, onExport)}
        >
          {messages.exportSelected}
        </button>
      )}
      <div className="dt-selection-activity">{activity}</div>
    </div>
  );
}

// Leaving the bar once the page is no longer all ticked (a refresh brought a row, or failed):
// focus goes on to the bar's next button, not to the page.
const toBarButton: FocusLanding['order'] = ['.dt-selection-bar .dt-button'];

/** "Select all matching", shown while the whole page is ticked. */
function AllMatchingButton({ label, onClick }: { label: string; onClick: () => void }) {
  const ref = useRef<HTMLButtonElement>(null);
  const { rootRef } = useGridParts();
  useFocusLanding(ref, { within: rootRef, order: toBarButton });
  return (
    <button ref={ref} type="button" className="dt-button" onClick={onClick}>
      {label}
    </button>
  );
}
