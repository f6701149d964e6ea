import { exportShellMessages } from './shellMessages';
import { englishCount } from '../state/englishCount';

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
  /** The alert's text when a page failed; `reason` is the failure's message. Nothing was downloaded. */
  failed: (reason: string) => string;
  /** The reason given for a failure that is not a `DeliveriesApiError`. */
  unknownError: string;
  /** In the grid: the menu's code could not be fetched (shown with `retry`). */
  menuLoadFailed: string;
  retry: string;
}

const deliveries = (count: number) =>
  `${englishCount(count)} ${count === 1 ? 'delivery' : 'deliveries'}`;

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
  unknownError: 'The deliveries could not be exported. Try again.',
};
