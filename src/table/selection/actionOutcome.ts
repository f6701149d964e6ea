import type { DeliveriesSelectionMessages } from '../../selection/messages';
import type { DeliveriesActionStatus, RefusedAction } from '../../selection/logic/actionRunner';

/** How an ended or refused action is shown: its words, its tone, and the word before them. */
export interface ActionOutcome {
  text: string;
  tone: 'success' | 'neutral';
  /** Says success in words as well as colour; `null` where the words say it already. */
  cue: string | null;
}

/** What the status line shows for the runner's state; `null` while running, failed or idle. */
export function actionOutcomeOf(
  status: DeliveriesActionStatus,
  refused: RefusedAction | null,
  messages: DeliveriesSelectionMessages,
): ActionOutcome | null {
  if (refused)
    return { text: messages.refused(refused.label, refused.running), tone: 'neutral', cue: null };
  if (status.phase === 'done')
    return {
      text: status.message ?? messages.done(status.label),
      tone: 'success',
      cue: messages.doneCue,
    };
  if (status.phase === 'cancelled')
    return { text: messages.cancelled(status.label), tone: 'neutral', cue: null };
  return null;
}
