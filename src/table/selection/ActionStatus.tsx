import { memo, useRef, type ReactNode } from 'react';
import type { DeliveriesSelectionMessages } from '../../selection/messages';
import type { DeliveriesActionStatus, RefusedAction } from '../../selection/logic/actionRunner';
import type { FocusLanding } from '../../shared/focusLanding';
import { useFocusLanding } from '../../shared/useFocusLanding';

/**
 * Where the last action stands: running (a bar named after it, and "Cancel"), done or
 * cancelled (a polite status, always in the document so its changes are heard), failed (an
 * alert with its reason, "Retry" and "Dismiss"; the selection is kept), or another action
 * refused while one runs. Cancel, Retry and Dismiss go away when pressed: focus lands on
 * `landing` (the control that started the action first).
 */
export const ActionStatus = memo(function ActionStatus({
  status,
  refused,
  messages,
  landing,
  onCancel,
  onRetry,
  onDismiss,
}: {
  status: DeliveriesActionStatus;
  refused: RefusedAction | null;
  messages: DeliveriesSelectionMessages;
  landing: FocusLanding;
  onCancel: () => void;
  onRetry: () => void;
  onDismiss: () => void;
}) {
  const outcome = refused
    ? messages.refused(refused.label, refused.running)
    : status.phase === 'done'
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
        <ActionProgress label={status.label} messages={messages} landing={landing}>
          <button type="button" className="dt-button" onClick={onCancel}>
            {messages.cancel}
          </button>
        </ActionProgress>
      )}
      {status.phase === 'failed' && (
        <ActionFailure landing={landing}>
          <p className="dt-alert-message">
            {messages.failed(status.label, status.reason ?? messages.unknownError)}
          </p>
          <button type="button" className="dt-button" onClick={onRetry}>
            {messages.retry}
          </button>
          <button type="button" className="dt-button" onClick={onDismiss}>
            {messages.dismiss}
          </button>
        </ActionFailure>
      )}
    </>
  );
});

function ActionProgress({
  label,
  messages,
  landing,
  children,
}: {
  label: string;
  messages: DeliveriesSelectionMessages;
  landing: FocusLanding;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useFocusLanding(ref, landing);
  return (
    <div ref={ref} className="dt-action-progress">
      <progress className="dt-export-bar" aria-label={messages.running(label)} />
      <span>{messages.running(label)}</span>
      {children}
    </div>
  );
}

function ActionFailure({ landing, children }: { landing: FocusLanding; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useFocusLanding(ref, landing);
  return (
    <div ref={ref} className="dt-alert" role="alert">
      {children}
    </div>
  );
}
