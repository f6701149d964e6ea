import { useContext, useEffect, useMemo, useRef } from 'react';
import type { DeliveriesClient } from '../api/client';
import type { DeliveriesRequest, Delivery } from '../api/types';
import { DeliveriesTableRootContext } from '../shared/rootContext';
import type { StatusOption } from '../state/statusOptions';
import { cx } from '../shared/cx';
import { withDefaults } from '../shared/withDefaults';
import { defaultDeliveryColumns } from '../state/columns/defaultDeliveryColumns';
import type { DeliveryColumn } from '../state/columns/deliveryColumn';
import { DeliveriesExportFeedback } from './DeliveriesExportFeedback';
import { DeliveriesExportProgress } from './DeliveriesExportProgress';
import { defaultExportMaxRows, defaultExportPageSize, usableExportCount } from './exportDefaults';
import { cachedLoad } from '../shared/onDemandPart';
import { defaultDeliveriesExportMessages, type DeliveriesExportMessages } from './messages';
import { useCsvSave } from './useCsvSave';
import { useDeliveriesExportRun } from './useDeliveriesExportRun';
import { useMenuButton } from '../shared/useMenuButton';
import { useClientLayoutEffect } from '../shared/useClientLayoutEffect';
import { useLatestCallback } from '../shared/useLatestCallback';
import { ExportIcon } from './ExportIcon';

/**
 * Props of {@link DeliveriesExportMenu}: what the grid knows about its current page.
 *
 * @example
 * ```tsx
 * const props: DeliveriesExportMenuProps = {
 *   client,
 *   request: toDeliveriesRequest(state),
 *   rows,
 *   statusOptions: [{ value: 4, label: 'Delivered' }],
 *   maxRows: 5_000,
 * };
 * ```
 */
export interface DeliveriesExportMenuProps {
  /** Where "Export all matching" fetches its pages. */
  client: DeliveriesClient;
  /**
   * The current request (`toDeliveriesRequest`): its search, sort and filters are exported;
   * its page is not. Leave it out while there is no valid request, and "Export all matching" is
   * unavailable.
   */
  request?: DeliveriesRequest | undefined;
  /** The number the server gives the first page; default 1. */
  pageNumberBase?: 0 | 1;
  /** The deliveries on screen, for "Export this page"; unavailable while empty or loading. */
  rows?: readonly Delivery[] | undefined;
  /** The grid's columns: the file's columns, in this order; default `defaultDeliveryColumns`. */
  columns?: readonly DeliveryColumn[];
  /** Header labels by column id (the grid's `messages.columnHeaders`); a column's text `header` wins. */
  columnHeaders?: Partial<Record<string, string>>;
  /** Status labels written in place of the codes. */
  statusOptions?: readonly StatusOption[];
  /** The grid's IANA zone: times are written as shown in it, the zone named; default the runtime's. */
  timeZone?: string | undefined;
  /** Most rows "Export all matching" fetches, a whole number from 1; default (and for any other) 10,000. */
  maxRows?: number;
  /**
   * Rows per request of "Export all matching", a whole number from 1; default (and for any
   * other) 500. Keep it within the server's limit.
   */
  pageSize?: number;
  /** Name of the file; default `deliveries-YYYY-MM-DD.csv`, the person's local date. */
  fileName?: string;
  /**
   * The saved view the grid shows: the default file is named after it
   * (`late-pallets-YYYY-MM-DD.csv`, letters and digits only).
   */
  viewName?: string | undefined;
  /** Overrides of any visible string or accessible name. */
  messages?: Partial<DeliveriesExportMessages>;
  /** Extra class of the root. */
  className?: string;
  /** Open the menu on first render, its first item focused. */
  defaultOpen?: boolean;
  /**
   * Called as an export ends in a way a person must see: it failed, or stopped at `maxRows`. A
   * host that tucks the menu away (in a closed panel) shows it then; the grid's narrow toolbar
   * opens "More".
   */
  onAttention?: () => void;
  /**
   * The grid's action runner (`grid.actionRunner`): "Export all matching" is refused, said
   * where the actions' outcome shows, while a bulk or row action or "Export selected" runs, and
   * they wait for it while it runs. The grid passes its own.
   */
  actionRunner?: {
    /** `true` when another job runs: the refusal is shown and nothing starts. */
    refuse: (label: string) => boolean;
    /** An export running outside the runner, by its label, `null` once over; `by` says whose. */
    setBusyElsewhere: (label: string | null, by?: object) => void;
  } | null;
}

const noAttention = () => undefined;
const noStatusOptions: readonly StatusOption[] = [];
// Only an export of every match pages through the server: its code loads when one starts.
const loadMatchingDeliveries = cachedLoad(() => import('./fetchMatchingDeliveries'));
const noColumnHeaders: Partial<Record<string, string>> = {};
const pageItem = 0;
const allItem = 1;

/**
 * "Export" as a menu button, for the grid's toolbar (`toolbarEnd`) or anywhere else: "Export
 * this page (CSV)" writes the rows on screen at once, with no request; "Export all matching
 * (CSV)" fetches every delivery of the current search, sort and filters page by page from the
 * server (`fetchMatchingDeliveries`), up to `maxRows`, under a progress bar with "Cancel
 * export". The file is CSV (RFC 4180) in UTF-8 with a byte order mark, formula cells
 * neutralised, times as the grid shows them in `timeZone` (`toDeliveriesCsv`). The outcome is
 * said in a polite status ("Exported 2,345 deliveries."); a failure in an alert, and then, as
 * after a cancel, nothing is downloaded. Server data is only ever written as text.
 *
 * @example
 * ```tsx
 * <DeliveriesExportMenu
 *   client={client}
 *   request={toDeliveriesRequest(state, { timeZone: 'Europe/Berlin' })}
 *   rows={rows}
 *   columns={columns}
 *   statusOptions={statusOptions}
 *   timeZone="Europe/Berlin"
 *   maxRows={5_000}
 * />
 * ```
 */
export function DeliveriesExportMenu(props: DeliveriesExportMenuProps) {
  const {
    client,
    request,
    pageNumberBase = 1,
    rows,
    columns = defaultDeliveryColumns,
    columnHeaders = noColumnHeaders,
    statusOptions = noStatusOptions,
    timeZone,
    fileName,
    viewName,
    className,
    defaultOpen,
  } = props;
  // A count that is not a whole number from 1 would fail every export: the default instead.
  const maxRows = usableExportCount(props.maxRows, defaultExportMaxRows);
  const pageSize = usableExportCount(props.pageSize, defaultExportPageSize);
  const messages = useMemo(
    () => withDefaults(defaultDeliveriesExportMessages, props.messages),
    [props.messages],
  );
  const insideGrid = useContext(DeliveriesTableRootContext);
  const { status, exportRows, exportFetched, cancel } = useDeliveriesExportRun();
  const exporting = status.phase === 'exporting';
  const { actionRunner } = props;
  // Only "Export all matching" takes time: while it fetches, the grid's actions wait for it.
  useEffect(() => {
    if (!actionRunner || !exporting) return;
    const by = {};
    actionRunner.setBusyElsewhere(messages.exportAll, by);
    return () => actionRunner.setBusyElsewhere(null, by);
  }, [actionRunner, exporting, messages.exportAll]);
  // Drawn hidden, an alert is neither seen nor heard: the host shows it in the same frame.
  const attention = status.phase === 'failed' || (status.phase === 'exported' && status.capped);
  const onAttention = useLatestCallback(props.onAttention ?? noAttention);
  useClientLayoutEffect(() => {
    if (attention) onAttention();
  }, [attention, onAttention]);

  const save = useCsvSave({
    columns,
    columnHeaders,
    statusOptions,
    timeZone,
    fileName,
    viewName,
  });

  const menu = useMenuButton({
    defaultOpen,
    itemCount: 2,
    isDisabled: (index) =>
      index === pageItem ? !rows || rows.length === 0 : request === undefined,
    onActivate: (index) => {
      if (index === pageItem && rows) exportRows(rows, save);
      if (index === allItem && request && !actionRunner?.refuse(messages.exportAll)) {
        void exportFetched(
          async (signal, onProgress) =>
            (await loadMatchingDeliveries()).fetchMatchingDeliveries({
              client,
              request,
              pageNumberBase,
              maxRows,
              pageSize,
              signal,
              onProgress,
            }),
          save,
        );
      }
    },
  });

  // "Export" is disabled while an export runs: focus goes to "Cancel export", and back after.
  const cancelRef = useRef<HTMLButtonElement>(null);
  const wasExporting = useRef(false);
  const { buttonRef } = menu;
  useEffect(() => {
    if (exporting) cancelRef.current?.focus();
    // Only when focus was lost with "Cancel export": a person who moved on keeps their place.
    else if (wasExporting.current && document.activeElement === document.body)
      buttonRef.current?.focus();
    wasExporting.current = exporting;
  }, [exporting, buttonRef]);

  return (
    <div
      className={cx(!insideGrid && 'deliveries-table', 'dt-export', className)}
      data-state={status.phase}
      onBlur={menu.onRootBlur}
    >
      <div className="dt-export-anchor">
        <button
          type="button"
          className="dt-button dt-export-toggle"
          disabled={exporting}
          {...menu.buttonProps}
        >
          <ExportIcon />
          {messages.exportButton}
        </button>
        <ul className="dt-export-menu" {...menu.menuProps}>
          <li className="dt-export-item" {...menu.itemProps(pageItem)}>
            {messages.exportPage}
          </li>
          <li className="dt-export-item" {...menu.itemProps(allItem)}>
            {messages.exportAll}
          </li>
        </ul>
      </div>
      {status.phase === 'exporting' && (
        <DeliveriesExportProgress
          fetchedCount={status.fetchedCount}
          maxRows={maxRows}
          messages={messages}
          onCancel={cancel}
          cancelRef={cancelRef}
        />
      )}
      <DeliveriesExportFeedback status={status} messages={messages} />
    </div>
  );
}
