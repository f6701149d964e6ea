import { englishCount } from '../state/englishCount';

/**
 * The sentences shown above the rows (`grid.notices`): a retry under way, rows cut, codes that
 * repeat, and what the host's state, its column settings or a saved view left out. Part of
 * the grid's `messages.table`.
 *
 * @example
 * ```tsx
 * <DeliveriesTable baseUrl="/gateway" messages={{ table: { retrying: (reason) => `${reason} Neuer Versuch…` } }} />
 * ```
 */
export interface DeliveriesNoticeMessages {
  /** Shown while a failed request waits to be sent again; `reason` is the failure's message. */
  retrying: (reason: string) => string;
  /** Shown when the server sent more rows than `rows.maxRendered`. */
  rowsCapped: (shownCount: number, sentCount: number) => string;
  /**
   * Shown while the page holds more than one row with an id (`rows.getRowId`, the code by
   * default): `codes` are those ids, in page order, as the cells draw them (a direction
   * override shown as `[RLO]` or `[LRO]`), cut at 40 characters with "…": words to show, not
   * ids to look up.
   */
  repeatedCodes: (codes: readonly string[]) => string;
  /** Shown while the `state` or `initialState` given holds parts the server would refuse. */
  settingsLeftOut: (problem: string) => string;
  /**
   * Shown while the column settings in force (`columnsMenu.settings` or `defaultSettings`, or
   * set by an action) hold parts the grid cannot use; `problem` is their sentences (the
   * `column…` messages).
   */
  columnsLeftOut: (problem: string) => string;
  /** Shown after applying a saved view with parts the server would refuse. */
  viewLeftOut: (viewName: string, problem: string) => string;
  /** Shown (with "Retry") when the words saying what was left out could not be fetched. */
  problemWordsLoadFailed: string;
}

/** The English defaults of the notices. */
export const defaultNoticeMessages: DeliveriesNoticeMessages = {
  retrying: (reason) => `${reason} Trying again…`,
  rowsCapped: (shownCount, sentCount) =>
    `Showing the first ${englishCount(shownCount)} of ${englishCount(sentCount)} rows the server sent.`,
  repeatedCodes: (codes) => {
    const more = codes.length > 3 ? ` and ${englishCount(codes.length - 3)} more` : '';
    const which =
      codes.length === 1
        ? `More than one row on this page has the code “${codes[0]}”.`
        : `Codes repeat on this page: ${codes
            .slice(0, 3)
            .map((code) => `“${code}”`)
            .join(', ')}${more}.`;
    return `${which} Each row is its own here: ticked, counted, exported and opened on its own.`;
  },
  settingsLeftOut: (problem) => `Some of the grid's settings could not be used: ${problem}`,
  columnsLeftOut: (problem) => `Some column settings could not be used: ${problem}`,
  viewLeftOut: (viewName, problem) =>
    `The view “${viewName}” was applied without some of its settings: ${problem}`,
  problemWordsLoadFailed:
    'Some settings could not be used, and the words saying which could not be loaded. Check your connection.',
};
