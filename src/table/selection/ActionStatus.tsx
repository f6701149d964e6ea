import { memo, useRef, type ReactNode } from 'react';
import type { DeliveriesSelectionMessages } from '../../selection/messages';
import type { DeliveriesActionStatus, RefusedAction } from '../../selection/logic/actionRunner';
import type { FocusLanding } from '../../shared/focusLanding';
import { useFocusLanding } from '../../shared/useFocusLanding';
import { actionOutcomeOf } from './actionOutcome';

// One key per status or refusal shown: React keeps a node whose words did not change, and a
// live region says nothing of a node it kept.
const keys = new WeakMap<object, number>();
let shownSoFar = 0;
const saidOnce = (shown: object) => keys.get(shown) ?? (keys.set(shown, ++shownSoFar), shownSoFar);

/**
 * Where the last action stands: running (a bar named after it, and "Cancel"), done or
 * cancelled (a polite status, always in the document so its changes are heard), failed (an
 * alert with its reason, "Retry" and "Dismiss"; the selection is kept), or another action
 * refused while one runs. An outcome has a tone (`data-tone`) and, for success and failure, a
 * word before it, so neither is told by colour alone. Drawn in the "Selection" bar while it
 * shows, else under the rows: the one not `shown` keeps only its empty live region, so an
 * outcome that moves from the bar (a host's action cleared the selection) is still heard.
 * Cancel, Retry and Dismiss go away when pressed: focus lands on `landing` (the control that
 * started the action first).
 */
export const ActionStatus = memo(function ActionStatus({
  status,
  refused,
  messages,
  landing,
  shown,
  heard,
  onCancel,
  onRetry,
  onDismiss,
}: {
  status: DeliveriesActionStatus;
  refused: RefusedAction | null;
  messages: DeliveriesSelectionMessages;
  landing: FocusLanding;
  /** Draws the status here; else only the empty live region stays. */
  shown: boolean;
  /**
   * Said already where it showed first (the bar, before "Clear selection"): drawn here out of
   * any live region or alert, so it is not said twice.
   */
  heard?: boolean;
  onCancel: () => void;
  /** Without it, a failure offers no "Retry" (what it ran on is no longer selected). */
  onRetry?: (() => void) | undefined;
  onDismiss: () => void;
}) {
  const outcome = shown ? actionOutcomeOf(status, refused, messages) : null;
  return (
    <>
      <p
        className="dt-action-status"
        role={heard ? undefined : 'status'}
        aria-live={heard ? undefined : 'polite'}
        aria-atomic="true"
        data-tone={outcome?.tone}
      >
        {outcome?.cue && <strong className="dt-outcome-cue">{outcome.cue}</strong>}
        {/* Heard as two words: "Done Handed …", not "DoneHanded …". */}
        {outcome?.cue && ' '}
        {outcome && (
          // A new node for each refusal: the same words refused again are said again.
          <span key={saidOnce(refused ?? status)} className="dt-outcome-text">
            {outcome.text}
          </span>
        )}
      </p>
      {shown && status.phase === 'running' && (
        <ActionProgress label={status.label} messages={messages} landing={landing}>
          <button type="button" className="dt-button" onClick={onCancel}>
            {messages.cancel}
          </button>
        </ActionProgress>
      )}
      {shown && status.phase === 'failed' && (
        <ActionFailure landing={landing} heard={heard}>
          <strong className="dt-outcome-cue">{messages.failedCue}</strong>
          <p className="dt-alert-message">
            {messages.failed(status.label, status.reason ?? messages.unknownError)}
          </p>
          {onRetry && (
            <button type="button" className="dt-button" onClick={onRetry}>
              {messages.retry}
            </button>
          )}
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

function ActionFailure({
  landing,
  heard,
  children,
}: {
  landing: FocusLanding;
  heard: boolean | undefined;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useFocusLanding(ref, landing);
  return (
    <div
      ref={ref}
      className="dt-alert dt-action-failure"
      role={heard ? undefined : 'alert'}
      data-tone="danger"
    >
      {children}
    </div>
  );
}
