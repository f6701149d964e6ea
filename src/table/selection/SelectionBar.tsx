import { useRef } from 'react';
import type { DeliveriesGridSelection } from '../../grid/selection/useGridSelection';
import type { DeliveriesSelectionMessages } from '../../selection/messages';
import type { DeliveriesBulkAction } from '../../selection/options';
import type { FocusLanding } from '../../shared/focusLanding';
import { useFocusLanding } from '../../shared/useFocusLanding';
import { useGridSelector } from '../gridContext';
import { onToolbarArrows } from './useToolbarArrows';

/** What the "Selection" bar says it holds. */
export function selectionCountText(
  selection: DeliveriesGridSelection,
  messages: DeliveriesSelectionMessages,
): string {
  const { value } = selection;
  return value.kind === 'codes'
    ? messages.selectedCount(value.codes.length)
    : messages.allMatching(value.excludedCodes.length);
}

/**
 * The `toolbar` "Selection", shown while anything is selected: the count, "Select all
 * matching" once the page is selected, "Clear selection", the host's actions and "Export
 * selected (CSV)". While an action or export runs the others say they are unavailable
 * (`aria-disabled`, still focusable, so focus never drops to the page).
 */
export function SelectionBar({
  messages,
  actions,
  busy,
  onRun,
  onExport,
  landing,
  onCleared,
  onAllMatching,
}: {
  messages: DeliveriesSelectionMessages;
  actions: readonly DeliveriesBulkAction[];
  busy: boolean;
  onRun: (action: DeliveriesBulkAction) => void;
  /** `undefined` when exporting is off. */
  onExport: (() => void) | undefined;
  /** Where focus goes when the bar goes with focus in it ("Clear selection", a host's clearing). */
  landing: FocusLanding;
  onCleared: () => void;
  onAllMatching: () => void;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useFocusLanding(ref, landing);
  // The bar's own read of the selection: the count and "Select all matching" follow each tick.
  const selection = useGridSelector((grid) => grid.selection);
  if (!selection) return null;
  return (
    <div
      ref={ref}
      className="dt-selection-bar"
      role="toolbar"
      aria-label={messages.toolbarLabel}
      onKeyDown={onToolbarArrows}
    >
      <p className="dt-selection-count">{selectionCountText(selection, messages)}</p>
      {selection.canSelectAllMatching && (
        <button type="button" className="dt-button" onClick={onAllMatching}>
          {messages.selectAllMatching}
        </button>
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
          aria-disabled={busy || undefined}
          onClick={() => !busy && onRun(action)}
        >
          {action.label}
        </button>
      ))}
      {onExport && (
        <button
          type="button"
          className="dt-button"
          aria-disabled={busy || undefined}
          onClick={() => !busy && onExport()}
        >
          {messages.exportSelected}
        </button>
      )}
    </div>
  );
}
