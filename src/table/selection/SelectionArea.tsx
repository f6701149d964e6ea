import { useEffect, useMemo } from 'react';
import type { Delivery } from '../../api/types';
import { DeliveriesExportFeedback } from '../../export/DeliveriesExportFeedback';
import { DeliveriesExportProgress } from '../../export/DeliveriesExportProgress';
import { defaultExportMaxRows } from '../../export/exportDefaults';
import { defaultDeliveriesExportMessages } from '../../export/messages';
import { useDeliveriesExportRun } from '../../export/useDeliveriesExportRun';
import { useActionRun } from '../../selection/useActionRun';
import type { DeliveriesBulkAction } from '../../selection/options';
import { withDefaults } from '../../shared/withDefaults';
import { DeliveriesTableAnnouncer, DeliveriesTableNotice } from '../DeliveriesTableFeedback';
import { useGridContext } from '../gridContext';
import { useSaveDeliveriesCsv } from './useSaveDeliveriesCsv';
import { ActionStatus } from './ActionStatus';
import { fetchSelectedDeliveries } from './fetchSelectedDeliveries';
import { SelectionBar } from './SelectionBar';
import { selectionMessagesOf } from './selectionMessages';
import { useSelectionAnnouncement } from './useSelectionAnnouncement';

const noActions: readonly DeliveriesBulkAction[] = [];

/**
 * Under the rows: the "Selection" bar while anything is selected, how the last action went,
 * the export of the selection, and the selection's live region. It also runs row actions.
 */
export function SelectionArea() {
  const { grid, options, actionRunRef, rootRef } = useGridContext();
  const { selection } = grid;
  const messages = selectionMessagesOf(options.messages?.selection);
  const exportMessages = useMemo(
    () => withDefaults(defaultDeliveriesExportMessages, options.messages?.exporting),
    [options.messages?.exporting],
  );
  const runner = useActionRun();
  const { run } = runner;
  // Row actions run here too: one action at a time, and one place that says how it went.
  useEffect(() => {
    actionRunRef.current = run;
    return () => {
      actionRunRef.current = null;
    };
  }, [actionRunRef, run]);
  const exportRun = useDeliveriesExportRun();
  const save = useSaveDeliveriesCsv();
  const announcement = useSelectionAnnouncement(selection, messages);
  const exporting = options.exporting;
  const busy = runner.status.phase === 'running' || exportRun.status.phase === 'exporting';

  // A button that goes away with the change hands focus to what stays.
  const focusAfter = (selector: string) =>
    requestAnimationFrame(() =>
      rootRef.current?.querySelector<HTMLElement>(selector)?.focus({ preventScroll: true }),
    );

  const value = selection?.value;
  const anything = value !== undefined && (value.kind === 'query' || value.codes.length > 0);
  return (
    <div className="dt-selection-area">
      {selection?.problem && <DeliveriesTableNotice text={selection.problem} live />}
      {selection?.ended && <DeliveriesTableNotice text={messages.queryEnded} />}
      {selection && anything && (
        <SelectionBar
          selection={selection}
          messages={messages}
          actions={(options.selection || undefined)?.actions ?? noActions}
          busy={busy}
          onRun={(action) => {
            const chosen = selection.value;
            void run({ label: action.label, work: (signal) => action.run(chosen, { signal }) });
          }}
          onExport={
            exporting === false
              ? undefined
              : () => {
                  const chosen = selection.value;
                  void exportRun.exportFetched(
                    (signal, onProgress) =>
                      fetchSelectedDeliveries({
                        selection: chosen,
                        idOf: grid.getRowId,
                        client: grid.client,
                        pageNumberBase: options.paging?.pageNumberBase ?? 1,
                        maxRows: exporting?.maxRows,
                        pageSize: exporting?.pageSize,
                        signal,
                        onProgress,
                      }),
                    (deliveries: readonly Delivery[]) => save(deliveries),
                  );
                }
          }
          onCleared={() => {
            selection.actions.clear();
            focusAfter('.dt-th .dt-check');
          }}
          onAllMatching={() => {
            selection.actions.selectAllMatching();
            focusAfter('.dt-selection-bar .dt-button');
          }}
        />
      )}
      <ActionStatus
        status={runner.status}
        messages={messages}
        onCancel={runner.cancel}
        onRetry={runner.retry}
        onDismiss={runner.dismiss}
      />
      {exportRun.status.phase === 'exporting' && (
        <DeliveriesExportProgress
          fetchedCount={exportRun.status.fetchedCount}
          maxRows={(exporting || undefined)?.maxRows ?? defaultExportMaxRows}
          messages={exportMessages}
          onCancel={exportRun.cancel}
          cancelRef={null}
        />
      )}
      <DeliveriesExportFeedback status={exportRun.status} messages={exportMessages} />
      <DeliveriesTableAnnouncer text={announcement.text} id={announcement.id} />
    </div>
  );
}
