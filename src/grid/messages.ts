import { defaultColumnHeaders } from '../state/columns/columnLabel';
import {
  defaultColumnSettingsMessages,
  type DeliveriesColumnSettingsMessages,
} from '../state/columns/messages';
import { withDefaults } from '../shared/withDefaults';
import { defaultNoticeMessages, type DeliveriesNoticeMessages } from './noticeMessages';
import {
  defaultColumnMenuMessages,
  type DeliveriesColumnMenuMessages,
} from './columns/columnMenuMessages';
import { englishCount } from '../state/englishCount';

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
  extends DeliveriesColumnSettingsMessages, DeliveriesNoticeMessages, DeliveriesColumnMenuMessages {
  /** Accessible name of the table. */
  tableLabel: string;
  /** Header labels by column id; a column's own `header` wins. */
  columnHeaders: Partial<Record<string, string>>;
  searchLabel: string;
  searchPlaceholder: string;
  /** Shown under the searchbox once the text reaches the limit. */
  searchTooLong: (maxLength: number) => string;
  /** Shown instead when a paste did not fit: the box holds only its first part. */
  searchPasteCut: (maxLength: number) => string;
  /** The button that opens and closes the filter panel. */
  filtersButton: string;
  /** Read after "Filters" by screen readers while filters are applied; the badge shows the count. */
  activeFilterCount: (count: number) => string;
  /** Accessible name of the paging controls' landmark. */
  paginationLabel: string;
  previousPage: string;
  nextPage: string;
  rowsPerPage: string;
  /** The page a person is on, counted from 1. */
  pageLabel: (pageNumber: number) => string;
  /** The rows shown, counted from 1 across pages ("Rows 21–40"). */
  rowRange: (firstRow: number, lastRow: number) => string;
  /** In place of the row range when the page is empty. */
  noRows: string;
  /** Accessible name of the progress bar while deliveries load. */
  loading: string;
  empty: string;
  clearFilters: string;
  retry: string;
  /** The alert's text for a failure that is not a `DeliveriesApiError`. */
  unknownError: string;
  /** The alert's text when a date in the filters cannot be read (offered with "Clear filters"). */
  invalidFilters: string;
  /** What the polite live region says once a page has loaded. */
  resultsAnnouncement: (rowCount: number, pageNumber: number) => string;
  /** The toggle of the column settings, and the name of their region. */
  columnsButton: string;
  /** Name of a column's move-earlier button. */
  moveColumnUp: (columnLabel: string) => string;
  /** Name of a column's move-later button. */
  moveColumnDown: (columnLabel: string) => string;
  /** Name of a column's resize handle in its header. */
  resizeColumn: (columnLabel: string) => string;
  /** Puts every column back in the host's order, shown, at its natural width. */
  resetColumns: string;
  /** Said beside the only column left shown, which cannot be hidden. */
  lastShownColumn: string;
  /**
   * How long ago the rows arrived, while `refresh` is on: "Updated just now" for the first
   * 5 seconds, then "Updated 12 s ago", "Updated 3 min ago".
   */
  updatedAgo: (seconds: number) => string;
  /** In place of the rows when a column's cells throw while rendering. */
  columnFailed: (columnLabel: string, reason: string) => string;
  /** In place of the rows when they throw while rendering, outside any one column. */
  rowsFailed: (reason: string) => string;
  /** In place of the grid when it cannot be set up (no `baseUrl`, or one it must refuse). */
  setupFailed: (reason: string) => string;
  /** Header of the row actions column, read by screen readers only. */
  rowActionsHeader: string;
  /** A header's menu button. */
  columnOptions: (columnLabel: string) => string;
  sortAscending: string;
  sortDescending: string;
  clearSort: string;
  pinToStart: string;
  pinToEnd: string;
  unpin: string;
  hideColumn: string;
  /** The status header's item that opens the filter panel on its Status field. */
  filterByStatus: string;
  /** The details buttons' column, read by screen readers only (with `detail`). */
  showDetails: string;
  /** A row's button that opens its details, named after its delivery. */
  showDetailsFor: (code: string) => string;
  /** Said politely as J or K (or a click) moves the details: the delivery, its place on the page. */
  detailsPosition: (code: string, position: number, count: number) => string;
  /** Name of the details region (a dialog on narrow screens). */
  detailsLabel: (code: string) => string;
  closeDetails: string;
  /** Shown, with "Retry", when the details' code could not be fetched. */
  detailsLoadFailed: string;
  /** In the details when the host's `detail.render` threw; `reason` is its message. */
  detailsFailed: (reason: string) => string;
  /** In the details when the open delivery is not on the page shown. */
  detailsNotShown: (code: string) => string;
  /** The toolbar button that asks for the page again (with `refresh`). */
  refresh: string;
  /** What the live region says when a refresh brought new or changed rows. */
  rowChanges: (added: number, changed: number) => string;
  /** The mark on a row a refresh brought. */
  newRow: string;
  /** Shown, with "Retry", when the selection's code could not be fetched. */
  selectionLoadFailed: string;
  // Sorting and resetting (issue 27)
  /** Shown in the toolbar while no column is sorted: the rows come in the server's order. */
  unsortedNote: string;
  /** The toolbar button that puts search, filters, sort, paging, columns and density back. */
  resetView: string;
  // Announcements of a person's changes (issue 27)
  /** Said before the results after a sort: "Sorted by Code, ascending." */
  sortedBy: (columnLabel: string, descending: boolean) => string;
  /** Said before the results once no column is sorted any more. */
  sortRemoved: string;
  /** Said after "Columns" moved a column: "Status moved to position 1 of 9." */
  columnMoved: (columnLabel: string, position: number, columnCount: number) => string;
}

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
  columnHeaders: defaultColumnHeaders,
  searchLabel: 'Search deliveries',
  searchPlaceholder: 'Search code, customer, courier…',
  searchTooLong: (maxLength) => `Search is limited to ${maxLength} characters.`,
  searchPasteCut: (maxLength) =>
    `Search is limited to ${maxLength} characters: the pasted text was cut to fit.`,
  filtersButton: 'Filters',
  activeFilterCount: (count) => (count === 1 ? '1 filter active' : `${count} filters active`),
  paginationLabel: 'Pagination',
  previousPage: 'Previous page',
  nextPage: 'Next page',
  rowsPerPage: 'Rows per page',
  pageLabel: (pageNumber) => `Page ${pageNumber}`,
  rowRange: (firstRow, lastRow) => `Rows ${firstRow}–${lastRow}`,
  noRows: 'No rows',
  loading: 'Loading deliveries',
  empty: 'No deliveries found',
  clearFilters: 'Clear filters',
  retry: 'Retry',
  unknownError: 'The deliveries could not be loaded. Try again.',
  invalidFilters: 'A date in the filters cannot be read, so no deliveries were asked for.',
  resultsAnnouncement: (rowCount, pageNumber) =>
    rowCount === 0
      ? 'No deliveries found'
      : `${rowCount} ${rowCount === 1 ? 'delivery' : 'deliveries'}, page ${pageNumber}`,
  columnsButton: 'Columns',
  moveColumnUp: (columnLabel) => `Move ${columnLabel} up`,
  moveColumnDown: (columnLabel) => `Move ${columnLabel} down`,
  resizeColumn: (columnLabel) => `Resize ${columnLabel}`,
  resetColumns: 'Reset columns',
  lastShownColumn: 'At least one column stays shown.',
  updatedAgo: (seconds) =>
    seconds < 5
      ? 'Updated just now'
      : seconds < 60
        ? `Updated ${seconds} s ago`
        : `Updated ${Math.floor(seconds / 60)} min ago`,
  ...defaultNoticeMessages,
  ...defaultColumnSettingsMessages,
  ...defaultColumnMenuMessages,
  columnFailed: (columnLabel, reason) =>
    `The "${columnLabel}" column could not be shown: ${reason}`,
  rowsFailed: (reason) => `The rows could not be shown: ${reason}`,
  setupFailed: (reason) => `The deliveries cannot be loaded: ${reason}`,
  rowActionsHeader: 'Actions',
  columnOptions: (columnLabel) => `Column options for ${columnLabel}`,
  sortAscending: 'Sort ascending',
  sortDescending: 'Sort descending',
  clearSort: 'Clear sort',
  pinToStart: 'Pin to start',
  pinToEnd: 'Pin to end',
  unpin: 'Unpin',
  hideColumn: 'Hide column',
  filterByStatus: 'Filter by status…',
  showDetails: 'Show details',
  showDetailsFor: (code) => `Show details for ${code}`,
  detailsPosition: (code, position, count) => `${code}, ${position} of ${count}`,
  detailsLabel: (code) => `Delivery ${code}`,
  closeDetails: 'Close details',
  detailsNotShown: (code) => `${code} is not on this page.`,
  detailsFailed: (reason) => `The details could not be shown: ${reason}`,
  detailsLoadFailed: 'The details could not be loaded.',
  refresh: 'Refresh',
  rowChanges: (added, changed) =>
    [added > 0 && `${englishCount(added)} new`, changed > 0 && `${englishCount(changed)} changed`]
      .filter(Boolean)
      .join(', '),
  newRow: 'New',
  selectionLoadFailed: 'Selection could not be loaded.',
  unsortedNote: 'Server order',
  resetView: 'Reset view',
  sortedBy: (columnLabel, descending) =>
    `Sorted by ${columnLabel}, ${descending ? 'descending' : 'ascending'}.`,
  sortRemoved: 'Sort removed: server order.',
  columnMoved: (columnLabel, position, columnCount) =>
    `${columnLabel} moved to position ${position} of ${columnCount}.`,
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
  overrides: Partial<DeliveriesTableMessages> | undefined,
): DeliveriesTableMessages {
  if (!overrides) return defaultDeliveriesTableMessages;
  return {
    ...withDefaults(defaultDeliveriesTableMessages, overrides),
    columnHeaders: withDefaults(
      defaultDeliveriesTableMessages.columnHeaders,
      overrides.columnHeaders,
    ),
  };
}
