import type { DeliveriesHidingFilterMessages } from './filters/hidingFilterMessages';
import type { DeliveriesCellFilterMessages } from './filters/cellFilterMessages';
import { defaultColumnHeaders } from '../state/columns/columnLabel';
import type { DeliveriesColumnSettingsMessages } from '../state/columns/messages';
import { withDefaults } from '../shared/withDefaults';
import type { DeliveriesApiError } from '../api/errors';
import type {
  DeliveriesGridProblemMessages,
  DeliveriesStateProblemMessages,
} from '../state/problems/problem';
import { defaultNoticeMessages, type DeliveriesNoticeMessages } from './noticeMessages';
import {
  defaultColumnMenuMessages,
  type DeliveriesColumnMenuMessages,
} from './columns/columnMenuMessages';
import { defaultSearchMessages, type DeliveriesSearchMessages } from './search/searchMessages';
import { defaultPagingMessages, type DeliveriesPagingMessages } from './paging/pagingMessages';
import { defaultSortingMessages, type DeliveriesSortingMessages } from './sorting/sortingMessages';
import { defaultDetailsMessages, type DeliveriesDetailsMessages } from './details/detailsMessages';
import { defaultRefreshMessages, type DeliveriesRefreshMessages } from './refresh/refreshMessages';
import { defaultColumnsMessages, type DeliveriesColumnsMessages } from './columns/columnsMessages';

/**
 * Every visible string and accessible name of the grid. Pass some of them as `messages` to
 * translate or reword; the rest keep their English defaults.
 *
 * @example
 * ```tsx
 * <DeliveriesTable
 *   baseUrl="/gateway"
 *   messages={{
 *     table: {
 *       tableLabel: 'Lieferungen',
 *       columnHeaders: { code: 'Nummer' },
 *       pageLabel: (page) => `Seite ${page}`,
 *       rowRange: (first, last) => `Zeilen ${first}–${last}`,
 *     },
 *   }}
 * />
 * ```
 */
export interface DeliveriesTableMessages
  extends
    DeliveriesNoticeMessages,
    DeliveriesColumnMenuMessages,
    DeliveriesSearchMessages,
    DeliveriesPagingMessages,
    DeliveriesSortingMessages,
    DeliveriesDetailsMessages,
    DeliveriesRefreshMessages,
    DeliveriesColumnsMessages,
    // Their defaults load with the parts that show them: the first load carries none.
    Partial<DeliveriesCellFilterMessages>,
    Partial<DeliveriesHidingFilterMessages>,
    // Their English words are fetched when a problem is first shown.
    Partial<DeliveriesColumnSettingsMessages> {
  /** Accessible name of the table. */
  tableLabel: string;
  /**
   * A row whose id (`rows.getRowId`, the code by default) shows nothing (empty, spaces,
   * invisible characters), by its place on the page, in its controls' names: "Select row 3
   * (no code)".
   */
  unnamedRow: (position: number) => string;
  /** Header labels by column id; a column's own `header` wins. */
  columnHeaders: Partial<Record<string, string>>;
  /** The button that opens and closes the filter panel. */
  filtersButton: string;
  /** Read after "Filters" by screen readers while filters are applied; the badge shows the count. */
  activeFilterCount: (count: number) => string;
  /** Accessible name of the progress bar while deliveries load. */
  loading: string;
  empty: string;
  /** Said on an empty page past the first (a link or a state past the last page). */
  emptyPage: string;
  /** The button there that goes to the first page. */
  toFirstPage: string;
  clearFilters: string;
  retry: string;
  /** The alert's text for a failure that is not a `DeliveriesApiError`. */
  unknownError: string;
  /** The alert's text when a date in the filters cannot be read (offered with "Clear filters"). */
  invalidFilters: string;
  /** What the polite live region says once a page has loaded. */
  resultsAnnouncement: (rowCount: number, pageNumber: number) => string;
  /** In place of the rows when a column's cells throw while rendering. */
  columnFailed: (columnLabel: string, reason: string) => string;
  /** In place of the rows when they throw while rendering, outside any one column. */
  rowsFailed: (reason: string) => string;
  /** In place of the grid when it cannot be set up (no `baseUrl`, or one it must refuse). */
  setupFailed: (reason: string) => string;
  /** Header of the row actions column, read by screen readers only. */
  rowActionsHeader: string;
  /** Shown, with "Retry", when the selection's code could not be fetched. */
  selectionLoadFailed: string;
  /** The toolbar button that puts search, filters, sort, paging, columns and density back. */
  resetView: string;
  /**
   * The alert's and the retry notice's words for a failed request, from the error's kind,
   * status and `Retry-After`; `message` is the client's English sentence (the default shows it
   * as it is, and logs keep it).
   */
  loadFailed: (failure: DeliveriesLoadFailure) => string;
  /**
   * What the state, a link or a view left out, by problem code; merged one by one. The English
   * words are fetched when a problem is first shown.
   */
  problems: DeliveriesGridProblemMessages;
}

/**
 * The grid's messages with the words of every problem: what a locale pack gives, complete.
 *
 * @example
 * ```ts
 * const table: DeliveriesCompleteTableMessages = { ...defaultDeliveriesTableMessages, ...columnWords, problems };
 * ```
 */
export type DeliveriesCompleteTableMessages = DeliveriesTableMessages &
  DeliveriesColumnSettingsMessages & { problems: DeliveriesStateProblemMessages };

/**
 * What a host passes as `messages.table`: any of the messages, problems one by one.
 *
 * @example
 * ```ts
 * const table: DeliveriesTableMessageOverrides = { empty: 'Keine Lieferungen', problems: { pageNotNumber: ({ value }) => `Die Seite ${value} gibt es nicht.` } };
 * ```
 */
export type DeliveriesTableMessageOverrides = Partial<Omit<DeliveriesTableMessages, 'problems'>> & {
  problems?: Partial<DeliveriesStateProblemMessages>;
};

/**
 * A failed request as `messages.table.loadFailed` words it: the `DeliveriesApiError` itself.
 *
 * @example
 * ```ts
 * const failure: DeliveriesLoadFailure = { kind: 'http', status: 503, message: 'The server could not answer (503).' };
 * ```
 */
export type DeliveriesLoadFailure = Pick<
  DeliveriesApiError,
  'kind' | 'status' | 'retryAfterMs' | 'message'
>;

/**
 * The English defaults.
 *
 * @example
 * ```ts
 * const messages = { ...defaultDeliveriesTableMessages, empty: 'Nothing here yet' };
 * ```
 */
export const defaultDeliveriesTableMessages: DeliveriesTableMessages = {
  tableLabel: 'Deliveries',
  unnamedRow: (position) => `row ${position} (no code)`,
  columnHeaders: defaultColumnHeaders,
  filtersButton: 'Filters',
  activeFilterCount: (count) => (count === 1 ? '1 filter active' : `${count} filters active`),
  loading: 'Loading deliveries',
  empty: 'No deliveries found',
  emptyPage: 'No deliveries on this page',
  toFirstPage: 'Go to page 1',
  clearFilters: 'Clear filters',
  retry: 'Retry',
  unknownError: 'The deliveries could not be loaded. Try again.',
  invalidFilters: 'A date in the filters cannot be read, so no deliveries were asked for.',
  resultsAnnouncement: (rowCount, pageNumber) =>
    rowCount === 0
      ? 'No deliveries found'
      : `${rowCount} ${rowCount === 1 ? 'delivery' : 'deliveries'}, page ${pageNumber}`,
  columnFailed: (columnLabel, reason) =>
    `The "${columnLabel}" column could not be shown: ${reason}`,
  rowsFailed: (reason) => `The rows could not be shown: ${reason}`,
  setupFailed: (reason) => `The deliveries cannot be loaded: ${reason}`,
  rowActionsHeader: 'Actions',
  selectionLoadFailed: 'Selection could not be loaded.',
  resetView: 'Reset view',
  loadFailed: ({ message }) => message,
  problems: {},
  ...defaultNoticeMessages,
  ...defaultColumnMenuMessages,
  ...defaultSearchMessages,
  ...defaultPagingMessages,
  ...defaultSortingMessages,
  ...defaultDetailsMessages,
  ...defaultRefreshMessages,
  ...defaultColumnsMessages,
};

/**
 * The defaults with the host's overrides ({@link withDefaults}); column headers merge one by
 * one, so overriding one header keeps the others.
 *
 * @example
 * ```ts
 * resolveMessages({ columnHeaders: { code: 'Nummer' } }).columnHeaders.status; // 'Status'
 * ```
 */
export function resolveMessages(
  overrides: DeliveriesTableMessageOverrides | undefined,
): DeliveriesTableMessages {
  if (!overrides) return defaultDeliveriesTableMessages;
  return {
    ...withDefaults(defaultDeliveriesTableMessages, overrides as Partial<DeliveriesTableMessages>),
    columnHeaders: withDefaults(
      defaultDeliveriesTableMessages.columnHeaders,
      overrides.columnHeaders,
    ),
    problems: withDefaults(defaultDeliveriesTableMessages.problems, overrides.problems),
  };
}
