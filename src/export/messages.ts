import { exportShellMessages } from './shellMessages';
import { englishCount } from '../state/englishCount';
import { DeliveriesApiError } from '../api/errors';
import {
  englishPagingProblem,
  DeliveriesExportPagingError,
  type DeliveriesExportPagingProblem,
  type RepeatedRows,
} from './exportPagingProblems';

/**
 * Every visible string and accessible name of `DeliveriesExportMenu`. Pass some of them as
 * `messages` to translate or reword; the rest keep their English defaults.
 *
 * @example
 * ```tsx
 * <DeliveriesExportMenu
 *   client={client}
 *   rows={rows}
 *   messages={{ exportButton: 'Exportieren', cancel: 'Export abbrechen' }}
 * />
 * ```
 */
export interface DeliveriesExportMessages {
  /** The menu button. */
  exportButton: string;
  /** Menu item: the rows on screen, at once, without a request. */
  exportPage: string;
  /** Menu item: every matching delivery, fetched from the server. */
  exportAll: string;
  /** Accessible name of the progress bar while an export runs. */
  progressLabel: string;
  /** Shown beside the progress bar. */
  progressText: (fetchedCount: number) => string;
  /** The button that stops a running export. */
  cancel: string;
  /** Said (politely) once a file is handed over. */
  exported: (exportedCount: number) => string;
  /** Said instead when more deliveries match than the cap let through. */
  exportedCapped: (exportedCount: number) => string;
  /** Said when the person cancelled; nothing was downloaded. */
  cancelled: string;
  /** The alert's text when a page failed; `reason` is worded by the keys below. Nothing was downloaded. */
  failed: (reason: string) => string;
  /** The reason of a failed request, from its kind and status (as `messages.table.loadFailed`). */
  requestFailed: (
    failure: Pick<DeliveriesApiError, 'kind' | 'status' | 'retryAfterMs' | 'message'>,
  ) => string;
  /** Reasons the server's pages could not be followed (a `DeliveriesExportPagingError`). */
  pagingRepeatedPage: (params: RepeatedRows) => string;
  pagingOverlappingPages: (params: RepeatedRows) => string;
  pagingShortPage: (params: { page: number; count: number; asked: number }) => string;
  pagingIgnoredPageSize: (params: { sent: number; asked: number }) => string;
  pagingEmptyFirstPage: string;
  /** The reason given for a failure that is not a `DeliveriesApiError`. */
  unknownError: string;
  /** In the grid: the menu's code could not be fetched (shown with `retry`). */
  menuLoadFailed: string;
  retry: string;
}

const deliveries = (count: number) =>
  `${englishCount(count)} ${count === 1 ? 'delivery' : 'deliveries'}`;

/** The export's words for why the server's pages could not be followed. */
export type DeliveriesExportPagingMessages = Pick<
  DeliveriesExportMessages,
  | 'pagingRepeatedPage'
  | 'pagingOverlappingPages'
  | 'pagingShortPage'
  | 'pagingIgnoredPageSize'
  | 'pagingEmptyFirstPage'
>;

/**
 * The English defaults.
 *
 * @example
 * ```ts
 * const messages = { ...defaultDeliveriesExportMessages, exportButton: 'Download' };
 * ```
 */
export const defaultDeliveriesExportMessages: DeliveriesExportMessages = {
  ...exportShellMessages,
  exportPage: 'Export this page (CSV)',
  exportAll: 'Export all matching (CSV)',
  progressLabel: 'Exporting deliveries',
  progressText: (fetchedCount) => `${deliveries(fetchedCount)} fetched…`,
  cancel: 'Cancel export',
  exported: (exportedCount) => `Exported ${deliveries(exportedCount)}.`,
  exportedCapped: (exportedCount) =>
    `Exported the first ${deliveries(exportedCount)}; more match. Narrow the filters to export the rest.`,
  cancelled: 'Export cancelled.',
  failed: (reason) => `The export failed: ${reason}`,
  requestFailed: ({ message }) => message,
  pagingRepeatedPage: (params) => englishPagingProblem({ code: 'repeatedPage', params }),
  pagingOverlappingPages: (params) => englishPagingProblem({ code: 'overlappingPages', params }),
  pagingShortPage: (params) => englishPagingProblem({ code: 'shortPageInTheMiddle', params }),
  pagingIgnoredPageSize: (params) => englishPagingProblem({ code: 'ignoredPageSize', params }),
  pagingEmptyFirstPage: englishPagingProblem({ code: 'emptyFirstPage', params: {} }),
  unknownError: 'The deliveries could not be exported. Try again.',
};

/**
 * Why an export failed, in `messages`' words: a paging problem by its code, a failed request by
 * its kind and status, anything else as `unknownError`.
 *
 * @example
 * ```ts
 * exportFailureReason(new DeliveriesApiError('timeout', 'The server did not answer in time.'), messages);
 * ```
 */
export function exportFailureReason(error: unknown, messages: DeliveriesExportMessages): string {
  if (error instanceof DeliveriesExportPagingError) return pagingReason(error.problem, messages);
  if (error instanceof DeliveriesApiError) return messages.requestFailed(error);
  return messages.unknownError;
}

function pagingReason(
  { code, params }: DeliveriesExportPagingProblem,
  messages: DeliveriesExportMessages,
): string {
  switch (code) {
    case 'repeatedPage':
      return messages.pagingRepeatedPage(params);
    case 'overlappingPages':
      return messages.pagingOverlappingPages(params);
    case 'shortPageInTheMiddle':
      return messages.pagingShortPage(params);
    case 'ignoredPageSize':
      return messages.pagingIgnoredPageSize(params);
    case 'emptyFirstPage':
      return messages.pagingEmptyFirstPage;
  }
}
