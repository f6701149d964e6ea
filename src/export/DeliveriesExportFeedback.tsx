import { DeliveriesApiError } from '../api/errors';
import type { DeliveriesExportMessages } from './messages';
import type { DeliveriesExportStatus } from './useDeliveriesExportRun';

/**
 * How the last export ended, in words: a polite status (exported, capped, cancelled) that is
 * always in the DOM so screen readers hear its changes, and an alert for a failure.
 */
export function DeliveriesExportFeedback({
  status,
  messages,
}: {
  status: DeliveriesExportStatus;
  messages: DeliveriesExportMessages;
}) {
  return (
    <>
      <p className="dt-export-status" role="status" aria-live="polite" aria-atomic="true">
        {describeOutcome(status, messages)}
      </p>
      {status.phase === 'failed' && (
        <p className="dt-export-alert" role="alert">
          {messages.failed(
            status.error instanceof DeliveriesApiError
              ? status.error.message
              : messages.unknownError,
          )}
        </p>
      )}
    </>
  );
}

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
