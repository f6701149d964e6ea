import { useId, useRef, type Ref } from 'react';
import type { FocusLanding } from '../shared/focusLanding';
import { useFocusLanding } from '../shared/useFocusLanding';
import type { DeliveriesExportMessages } from './messages';

const noLanding: FocusLanding = { within: { current: null }, order: [] };

/** A running export: how far it got against the cap, in a bar and in words, and "Cancel export". */
export function DeliveriesExportProgress({
  fetchedCount,
  maxRows,
  messages,
  onCancel,
  cancelRef,
  landing = noLanding,
}: {
  fetchedCount: number;
  maxRows: number;
  messages: DeliveriesExportMessages;
  onCancel: () => void;
  cancelRef: Ref<HTMLButtonElement>;
  /** Where focus goes when the bar goes (cancelled or done) with focus on "Cancel". */
  landing?: FocusLanding;
}) {
  const textId = useId();
  const ref = useRef<HTMLDivElement>(null);
  useFocusLanding(ref, landing);
  return (
    <div ref={ref} className="dt-export-progress">
      {/* A native bar: its length comes from `value`, with no style attribute (strict CSP). */}
      <progress
        className="dt-export-bar"
        aria-label={messages.progressLabel}
        aria-describedby={textId}
        max={maxRows}
        value={Math.min(fetchedCount, maxRows)}
      />
      <span id={textId} className="dt-export-count">
        {messages.progressText(fetchedCount)}
      </span>
      <button ref={cancelRef} type="button" className="dt-button" onClick={onCancel}>
        {messages.cancel}
      </button>
    </div>
  );
}
