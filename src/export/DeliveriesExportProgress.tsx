import { useId, type Ref } from 'react';
import type { DeliveriesExportMessages } from './messages';

/** A running export: how far it got against the cap, in a bar and in words, and "Cancel export". */
export function DeliveriesExportProgress({
  fetchedCount,
  maxRows,
  messages,
  onCancel,
  cancelRef,
}: {
  fetchedCount: number;
  maxRows: number;
  messages: DeliveriesExportMessages;
  onCancel: () => void;
  cancelRef: Ref<HTMLButtonElement>;
}) {
  const textId = useId();
  return (
    <div className="dt-export-progress">
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
