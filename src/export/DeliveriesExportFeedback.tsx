import { memo } from 'react';
import { exportFailureReason, type DeliveriesExportMessages } from './messages';
import type { DeliveriesExportStatus } from './useDeliveriesExportRun';
import { useOutcomeShown } from './useOutcomeShown';

/**
 * How the last export ended, in words: a polite status (exported, capped, cancelled) that is
 * always in the DOM so screen readers hear its changes, drawn over what is below (nothing in
 * the toolbar moves) until the next key or press or a few seconds pass; and an alert for a
 * failure, which stays.
 */
export const DeliveriesExportFeedback = memo(function DeliveriesExportFeedback({
  status,
  messages,
  heard,
}: {
  status: DeliveriesExportStatus;
  messages: DeliveriesExportMessages;
  /** A failure said already where it showed first: drawn, not put in as an alert again. */
  heard?: boolean;
}) {
  const ended = status.phase === 'exported' || status.phase === 'cancelled';
  const shown = useOutcomeShown(ended ? status : undefined);
  return (
    <>
      <p className="dt-export-status" role="status" aria-live="polite" aria-atomic="true">
        {shown ? describeOutcome(status, messages) : ''}
      </p>
      {status.phase === 'failed' && (
        <p className="dt-export-alert" role={heard ? undefined : 'alert'}>
          {messages.failed(exportFailureReason(status.error, messages))}
        </p>
      )}
    </>
  );
});

function describeOutcome(
  status: DeliveriesExportStatus,
  messages: DeliveriesExportMessages,
): string {
  switch (status.phase) {
    case 'exported':
      return status.capped
        ? messages.exportedCapped(status.exportedCount)
        : messages.exported(status.exportedCount);
    case 'cancelled':
      return messages.cancelled;
    default:
      return '';
  }
}
