import { DeliveriesApiError } from '../api/errors';
import type { Delivery } from '../api/types';
import type { DeliveriesTableMessages } from './messages';

import type { DeliveriesPagePhase } from '../query/deliveriesPage';
import { cutText } from '../state/urlState/linkProblems';

/**
 * What the grid is doing: first load, reloading with rows shown, failed, or at rest.
 *
 * @example
 * ```tsx
 * <div aria-busy={grid.phase === 'loading' || grid.phase === 'refreshing'} />
 * ```
 */
export type DeliveriesGridPhase = DeliveriesPagePhase;

/**
 * What the body shows: placeholders on first load, the rows, the empty state, or nothing.
 *
 * @example
 * ```tsx
 * {grid.body === 'empty' && <p>{grid.messages.empty}</p>}
 * ```
 */
export type DeliveriesGridBody = 'skeleton' | 'rows' | 'empty' | 'nothing';

/**
 * The failure to show, with the one action that helps.
 *
 * @example
 * ```tsx
 * {grid.alert && <p role="alert">{grid.alert.message}</p>}
 * ```
 */
export interface DeliveriesGridAlert {
  message: string;
  /**
   * `clearFilters` when a filter cannot be read (nothing was sent); `retry` for a failed
   * request; `null` when nothing the person does helps (the grid could not be set up).
   */
  action: 'retry' | 'clearFilters' | null;
  /** The action's button text; `''` without one. */
  actionLabel: string;
}

/**
 * A sentence under the toolbar; `live` ones are announced when they appear.
 *
 * @example
 * ```tsx
 * {grid.notices.map((n) => <p key={n.kind} role={n.live ? 'status' : undefined}>{n.text}</p>)}
 * ```
 */
export interface DeliveriesGridNotice {
  /** Which notice it is, stable while it shows: a key for lists. */
  kind:
    | 'settingsLeftOut'
    | 'columnsLeftOut'
    | 'viewLeftOut'
    | 'problemWordsFailed'
    | 'retrying'
    | 'rowsCapped'
    | 'repeatedCodes'
    | 'detailsRefused';
  text: string;
  live: boolean;
  /** Its one action, when it has one ("Retry" a fetch that failed): label and what it does. */
  action?: { label: string; run: () => void };
}

/**
 * What the body shows. Before the first answer: placeholders while loading, else nothing (an
 * error says why). An empty page is "empty" only once its own answer is in.
 *
 * @example
 * ```ts
 * bodyOf({ rows: [], phase: 'refreshing', settled: false }); // 'nothing'
 * ```
 */
export function bodyOf({
  rows,
  phase,
  settled,
}: {
  rows: readonly Delivery[] | undefined;
  phase: DeliveriesGridPhase;
  settled: boolean;
}): DeliveriesGridBody {
  if (rows === undefined) return phase === 'loading' ? 'skeleton' : 'nothing';
  if (rows.length > 0) return 'rows';
  return settled ? 'empty' : 'nothing';
}

/**
 * The alert for a failure: an unreadable filter offers to clear the filters; a server's error
 * shows its own message (already safe to show); anything else, a generic sentence.
 *
 * @example
 * ```ts
 * alertOf(null, false, defaultDeliveriesTableMessages); // null
 * ```
 */
export function alertOf(
  error: unknown,
  isFilterError: boolean,
  messages: DeliveriesTableMessages,
): DeliveriesGridAlert | null {
  if (!error) return null;
  if (isFilterError) {
    return {
      message: messages.invalidFilters,
      action: 'clearFilters',
      actionLabel: messages.clearFilters,
    };
  }
  return {
    message:
      error instanceof DeliveriesApiError ? messages.loadFailed(error) : messages.unknownError,
    action: 'retry',
    actionLabel: messages.retry,
  };
}

/**
 * The notices, in order: what the host's state left out, what the column settings left out,
 * what an applied view left out, a retry under way, rows cut to the most the grid holds, ids
 * more than one row has, and details asked for by something that is not a row's key.
 *
 * @example
 * ```ts
 * noticesOf({ hostProblem: null, columnProblem: null, entered: null, retryReason: null, error: null, shownCount: 25, sentCount: 25, repeatedIds: [] }, messages); // []
 * ```
 */
export function noticesOf(
  facts: {
    hostProblem: string | null;
    /** What the column settings in force left out (`checkColumnSettings`), in words. */
    columnProblem: string | null;
    entered: { source: string; problem: string } | null;
    /** The words of a problem to show could not be fetched: how to fetch them again. */
    problemWordsRetry?: (() => void) | null;
    retryReason: unknown;
    error: unknown;
    shownCount: number | undefined;
    sentCount: number | undefined;
    /** Ids more than one row of the page has. */
    repeatedIds: readonly string[];
    /** Why the details asked for were not opened (`details.problem`), in words. */
    detailsProblem?: string | null;
  },
  messages: DeliveriesTableMessages,
): DeliveriesGridNotice[] {
  const notices: DeliveriesGridNotice[] = [];
  if (facts.hostProblem)
    notices.push({
      kind: 'settingsLeftOut',
      text: messages.settingsLeftOut(facts.hostProblem),
      live: true,
    });
  if (facts.columnProblem)
    notices.push({
      kind: 'columnsLeftOut',
      text: messages.columnsLeftOut(facts.columnProblem),
      live: true,
    });
  if (facts.entered) {
    notices.push({
      kind: 'viewLeftOut',
      text: messages.viewLeftOut(facts.entered.source, facts.entered.problem),
      live: true,
    });
  }
  if (facts.problemWordsRetry) {
    notices.push({
      kind: 'problemWordsFailed',
      text: messages.problemWordsLoadFailed,
      live: true,
      action: { label: messages.retry, run: facts.problemWordsRetry },
    });
  }
  if (!facts.error && facts.retryReason instanceof DeliveriesApiError) {
    notices.push({
      kind: 'retrying',
      text: messages.retrying(messages.loadFailed(facts.retryReason)),
      live: true,
    });
  }
  const { shownCount, sentCount } = facts;
  if (shownCount !== undefined && sentCount !== undefined && shownCount < sentCount) {
    notices.push({
      kind: 'rowsCapped',
      text: messages.rowsCapped(shownCount, sentCount),
      live: false,
    });
  }
  if (facts.repeatedIds.length > 0) {
    notices.push({
      kind: 'repeatedCodes',
      // As the cells draw a server's text (an override shown, not obeyed), and cut to be read.
      text: messages.repeatedCodes(facts.repeatedIds.map(cutText)),
      live: false,
    });
  }
  if (facts.detailsProblem)
    notices.push({ kind: 'detailsRefused', text: facts.detailsProblem, live: true });
  return notices;
}

/**
 * What the live region says once a person's change has its answer: the new sort first when the
 * sort changed (`sort` null when it was removed, `undefined` when it did not change), then the
 * rows and page.
 *
 * @example
 * ```ts
 * announcementOf({ rowCount: 25, pageNumber: 1, sort: { columnLabel: 'Code', descending: false } }, messages);
 * // 'Sorted by Code, ascending. 25 deliveries, page 1'
 * ```
 */
export function announcementOf(
  facts: {
    rowCount: number;
    pageNumber: number;
    sort: { columnLabel: string; descending: boolean } | null | undefined;
  },
  messages: DeliveriesTableMessages,
): string {
  // As the page shows it: past the first, an empty page is not an empty result.
  const results =
    facts.rowCount || facts.pageNumber < 2
      ? messages.resultsAnnouncement(facts.rowCount, facts.pageNumber)
      : messages.emptyPage;
  if (facts.sort === undefined) return results;
  const sorted = facts.sort
    ? messages.sortedBy(facts.sort.columnLabel, facts.sort.descending)
    : messages.sortRemoved;
  return `${sorted} ${results}`;
}
