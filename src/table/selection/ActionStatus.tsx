import type { DeliveriesSelectionMessages } from '../../selection/messages';
import type { DeliveriesActionStatus } from '../../selection/useActionRun';

/**
 * Where the last action stands: running (a bar named after it, and "Cancel"), done or
 * cancelled (a polite status, always in the document so its changes are heard), failed (an
 * alert with its reason, "Retry" and "Dismiss"; the selection is kept).
 */
export function ActionStatus({
  status,
  messages,
  onCancel,
  onRetry,
  onDismiss,
}: {
  status: DeliveriesActionStatus;
  messages: DeliveriesSelectionMessages;
  onCancel: () => void;
  onRetry: () => void;
  onDismiss: () => void;
}) {
  const outcome =
    status.phase === 'done'
      ? (status.message ?? messages.done(status.label))
      : status.phase === 'cancelled'
        ? messages.cancelled(status.label)
        : '';
  return (
    <>
      <p className="dt-action-status" role="status" aria-live="polite" aria-atomic="true">
        {outcome}
      </p>
      {status.phase === 'running' && (
        <div className="dt-action-progress">
          <progress className="dt-export-bar" aria-label={messages.running(status.label)} />
          <span>{messages.running(status.label)}</span>
          <button type="button" className="dt-button" onClick={onCancel}>
            {messages.cancel}
          </button>
        </div>
      )}
      {status.phase === 'failed' && (
        <div className="dt-alert" role="alert">
          <p className="dt-alert-message">
            {messages.failed(status.label, status.reason ?? messages.unknownError)}
          </p>
          <button type="button" className="dt-button" onClick={onRetry}>
            {messages.retry}
          </button>
          <button type="button" className="dt-button" onClick={onDismiss}>
            {messages.dismiss}
          </button>
        </div>
      )}
    </>
  );
}
