import { useRef } from 'react';
import type { DeliveriesSelectionMessages } from '../../selection/messages';
import type { FocusLanding } from '../../shared/focusLanding';
import { useFocusLanding } from '../../shared/useFocusLanding';

/**
 * Where the "Selection" bar was: a change of search or filters ended a selection of every
 * match. "Undo" (when the grid knows what it matched) brings it back with its search and
 * filters; focus then lands on the bar. The live region says it; this is what is seen.
 */
export function EndedSelectionNotice({
  messages,
  onUndo,
  landing,
}: {
  messages: DeliveriesSelectionMessages;
  onUndo: (() => void) | undefined;
  landing: FocusLanding;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useFocusLanding(ref, landing);
  return (
    <div ref={ref} className="dt-notice dt-selection-ended">
      <span>{messages.queryEnded}</span>
      {onUndo && (
        <button type="button" className="dt-button" onClick={onUndo}>
          {messages.undo}
        </button>
      )}
    </div>
  );
}
