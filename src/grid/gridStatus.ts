import type { Delivery } from '../api/types';
import { alertOf, bodyOf, noticesOf, type DeliveriesGridPhase } from './gridView';
import type { DeliveriesTableMessages } from './messages';

/**
 * What the grid shows of where it stands, in one go: its phase, what the body shows, the
 * failure to show and the notices above the rows. A grid that could not be set up is an error
 * with the setup's reason and nothing else.
 *
 * @example
 * ```ts
 * const { phase, body, alert, notices } = gridStatusOf(facts, messages);
 * ```
 */
export function gridStatusOf(
  facts: {
    setupProblem: string | null;
    rows: readonly Delivery[] | undefined;
    page: {
      phase: DeliveriesGridPhase;
      settled: boolean;
      error: unknown;
      isFilterError: boolean;
      retryReason: unknown;
    };
    /** Why the answer's rows could not be held (a host's `getRowId` gave a row no id). */
    rowsFailure: string | null;
    hostProblem: string | null;
    columnProblem: string | null;
    entered: { source: string; problem: string } | null;
    /** The fetch of the words of a problem to show failed: how to fetch them again. */
    problemWordsRetry: (() => void) | null;
    sentCount: number | undefined;
    repeatedIds: readonly string[];
    detailsProblem: string | null;
  },
  messages: DeliveriesTableMessages,
) {
  const { setupProblem, rows, page, rowsFailure } = facts;
  return {
    phase: setupProblem || rowsFailure ? ('error' as const) : page.phase,
    body: bodyOf({ rows, phase: page.phase, settled: page.settled }),
    alert: setupProblem
      ? { message: messages.setupFailed(setupProblem), action: null, actionLabel: '' }
      : rowsFailure
        ? {
            message: messages.rowsFailed(rowsFailure),
            action: 'retry' as const,
            actionLabel: messages.retry,
          }
        : alertOf(page.error, page.isFilterError, messages),
    notices: noticesOf(
      {
        hostProblem: facts.hostProblem,
        columnProblem: facts.columnProblem,
        entered: facts.entered,
        problemWordsRetry: facts.problemWordsRetry,
        retryReason: page.retryReason,
        error: page.error,
        shownCount: rows?.length,
        sentCount: facts.sentCount,
        repeatedIds: facts.repeatedIds,
        detailsProblem: facts.detailsProblem,
      },
      messages,
    ),
  };
}
