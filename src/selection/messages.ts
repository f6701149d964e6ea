import { englishCount } from '../state/englishCount';

/**
 * Every visible string and accessible name of selection, bulk actions and row actions. Pass
 * some as `messages.selection`; the rest keep their English defaults.
 *
 * @example
 * ```tsx
 * <DeliveriesTable
 *   baseUrl="/gateway"
 *   selection={{}}
 *   messages={{ selection: { selectedCount: (n) => `${n} ausgewählt`, clear: 'Auswahl aufheben' } }}
 * />
 * ```
 */
export interface DeliveriesSelectionMessages {
  /** Accessible name of a row's checkbox. */
  selectRow: (code: string) => string;
  /** The header checkbox. */
  selectPage: string;
  /** Turns a selected page into every delivery that matches. */
  selectAllMatching: string;
  /** Accessible name of the bar shown while anything is selected. */
  toolbarLabel: string;
  /** The count of ticked deliveries. */
  selectedCount: (count: number) => string;
  /**
   * Said in the bar while `count` selected deliveries are known by their codes alone (a
   * selection restored without its deliveries) and no page shown since held them: what an
   * action and the CSV get of those.
   */
  codesAlone: (count: number) => string;
  /**
   * What a selection of every match says: what it stands for (`matching`: the search, then
   * the applied filters in their chips' words; empty for every delivery), and how many were
   * unticked since (`excluded`).
   */
  allMatching: (excluded: number, matching: readonly string[]) => string;
  /** The quick search among what a selection of every match stands for. */
  searchTerm: (text: string) => string;
  clear: string;
  /** The built-in bulk action: the selected deliveries as CSV. */
  exportSelected: string;
  /** The selection's CSV file's own word in its name: `deliveries-selected-2026-11-22.csv`. */
  selectedFileName: string;
  /** Said (politely) when a change of search or filters ended a selection of every match. */
  queryEnded: string;
  /** The notice's button that brings back the ended selection, its search and its filters. */
  undo: string;
  /** Said (politely) when nothing is selected any more. */
  cleared: string;
  /** A row's menu button of actions. */
  rowActions: (code: string) => string;
  /** Shown, with a progress bar named the same, while an action runs. */
  running: (label: string) => string;
  /** Stops a running action (its `signal` is aborted). */
  cancel: string;
  /** Text before a finished action's message, so success is not told by colour alone. */
  doneCue: string;
  /** Text before a failed action's message, so failure is not told by colour alone. */
  failedCue: string;
  /** Said when an action ended without a message of its own. */
  done: (label: string) => string;
  cancelled: (label: string) => string;
  /** The alert when an action failed; `reason` is its error's message. */
  failed: (label: string, reason: string) => string;
  /** Said when an action was not started because another one is still running. */
  refused: (label: string, running: string) => string;
  /** The reason given for a failure without a message. */
  unknownError: string;
  retry: string;
  /** Dismisses the outcome of the last action. */
  dismiss: string;
}

/**
 * The English defaults.
 *
 * @example
 * ```ts
 * const messages = { ...defaultDeliveriesSelectionMessages, clear: 'Deselect all' };
 * ```
 */
export const defaultDeliveriesSelectionMessages: DeliveriesSelectionMessages = {
  selectRow: (code) => `Select ${code}`,
  selectPage: 'Select all on this page',
  selectAllMatching: 'Select all matching',
  toolbarLabel: 'Selection',
  selectedCount: (count) => `${englishCount(count)} selected`,
  codesAlone: (count) =>
    count === 1
      ? '1 of them is known by its code alone until its page is shown: actions get only its code, and the CSV leaves it out.'
      : `${englishCount(count)} of them are known by their codes alone until their pages are shown: actions get only their codes, and the CSV leaves them out.`,
  allMatching: (excluded, matching) =>
    (matching.length === 0 ? 'All deliveries' : `All deliveries matching ${matching.join(', ')}`) +
    (excluded === 0 ? '' : `, ${englishCount(excluded)} excluded`),
  searchTerm: (text) => `Search: "${text}"`,
  clear: 'Clear selection',
  exportSelected: 'Export selected (CSV)',
  selectedFileName: 'selected',
  queryEnded: 'The selection of all matching deliveries ended: the search or filters changed.',
  undo: 'Undo',
  cleared: 'Nothing selected.',
  rowActions: (code) => `Actions for ${code}`,
  running: (label) => `${label}…`,
  cancel: 'Cancel',
  doneCue: 'Done',
  failedCue: 'Failed',
  done: (label) => `${label}: done.`,
  cancelled: (label) => `${label}: cancelled.`,
  failed: (label, reason) => `${label} failed: ${reason}`,
  refused: (label, running) => `${label} was not started: ${running} is still running.`,
  unknownError: 'the action did not say why',
  retry: 'Retry',
  dismiss: 'Dismiss',
};
