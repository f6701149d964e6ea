import { useEffect, useMemo, useRef } from 'react';
import type { Delivery } from '../../api/types';
import { DeliveriesExportFeedback } from '../../export/DeliveriesExportFeedback';
import { DeliveriesExportProgress } from '../../export/DeliveriesExportProgress';
import { defaultExportMaxRows } from '../../export/exportDefaults';
import { defaultDeliveriesExportMessages } from '../../export/messages';
import {
  useDeliveriesExportRun,
  type DeliveriesExportStatus,
} from '../../export/useDeliveriesExportRun';
import { createActionRunner, type ActionRunnerState } from '../../selection/logic/actionRunner';
import type { DeliveriesBulkAction } from '../../selection/options';
import type { FocusLanding } from '../../shared/focusLanding';
import { landFocus } from '../../shared/focusLanding';
import { withDefaults } from '../../shared/withDefaults';
import { DeliveriesTableAnnouncer, DeliveriesTableNotice } from '../DeliveriesTableFeedback';
import { useGridContext, useGridSelector } from '../gridContext';
import { shallowEqual, useStoreSelector } from '../../shared/useStoreSelector';
import { noDeliveriesSelected } from '../../selection/types';
import type { DeliveriesSelectionMessages } from '../../selection/messages';
import { useSaveDeliveriesCsv } from './useSaveDeliveriesCsv';
import { ActionStatus } from './ActionStatus';
import { fetchSelectedDeliveries } from './fetchSelectedDeliveries';
import { SelectionBar } from './SelectionBar';
import { EndedSelectionNotice } from './EndedSelectionNotice';
import { selectionMessagesOf } from './selectionMessages';
import { useSelectionAnnouncement } from './useSelectionAnnouncement';

const noActions: readonly DeliveriesBulkAction[] = [];
const exportIdle: DeliveriesExportStatus = { phase: 'idle' };
const afterBar = ['.dt-th .dt-check', '.dt-table'];
const readRunner = (state: ActionRunnerState) => state;
// Never runs anything: stands in for the moment before the model's runner is made.
const idleRunner = createActionRunner();

/**
 * Under the rows: the "Selection" bar while anything is selected, with the running action's
 * progress and how the last one went; the notice that a selection of every match ended, with
 * "Undo"; the export of the selection, and the selection's live region. Without the bar
 * (row actions), an action's progress and outcome show here.
 */
export function SelectionArea() {
  const { grid, options, rootRef, store } = useGridContext();
  // What this area draws of the selection; the bar and the live region read the rest.
  const selection = useGridSelector(
    (model) =>
      model.selection && {
        anything: model.selection.value.kind === 'query' || model.selection.value.codes.length > 0,
        problem: model.selection.problem,
        ended: model.selection.ended,
        undoable: model.selection.endedQuery !== null,
        actions: model.selection.actions,
      },
    shallowEqual,
  );
  const messages = selectionMessagesOf(options.messages?.selection);
  const exportMessages = useMemo(
    () => withDefaults(defaultDeliveriesExportMessages, options.messages?.exporting),
    [options.messages?.exporting],
  );
  // The model's runner: bulk and row actions, one at a time; this area says how it went.
  const runner = grid.actionRunner ?? idleRunner;
  const { status, refused } = useStoreSelector(runner, readRunner);
  const exportRun = useDeliveriesExportRun();
  const exportOrigin = useRef<Element | null>(null);
  const exporting = exportRun.status.phase === 'exporting';
  // An export of the selection is an action too: others wait for it.
  useEffect(() => {
    runner.setBusyElsewhere(exporting ? messages.exportSelected : null);
  }, [runner, exporting, messages.exportSelected]);
  const save = useSaveDeliveriesCsv();
  const exportOptions = options.exporting;
  const busy = status.phase === 'running' || exporting;

  // Where focus goes when the control holding it goes away: the control that started the
  // action, the bar, the header checkbox, the table.
  const landing = useMemo(
    (): FocusLanding => ({
      within: rootRef,
      order: [runner.origin, '.dt-selection-bar .dt-button', ...afterBar],
    }),
    [rootRef, runner.origin],
  );

  // Read when pressed: the selection as it is then.
  const chosen = () => store.get().selection?.value ?? noDeliveriesSelected;
  const barShown = !!selection?.anything;
  const actionStatus = (shown: boolean) => (
    <ActionStatus
      status={status}
      refused={refused}
      landing={landing}
      messages={messages}
      shown={shown}
      onCancel={runner.cancel}
      onRetry={runner.retry}
      onDismiss={runner.dismiss}
    />
  );
  const exportProgress = exportRun.status.phase === 'exporting' && (
    <DeliveriesExportProgress
      fetchedCount={exportRun.status.fetchedCount}
      maxRows={(exportOptions || undefined)?.maxRows ?? defaultExportMaxRows}
      landing={{ ...landing, order: [exportOrigin, ...landing.order.slice(1)] }}
      messages={exportMessages}
      onCancel={exportRun.cancel}
      cancelRef={null}
    />
  );
  // As the action's status: one live region in the bar, one here, only one of them showing.
  const exportFeedback = (shown: boolean) => (
    <div
      className="dt-export-outcome"
      data-tone={exportRun.status.phase === 'exported' ? 'success' : 'neutral'}
    >
      <DeliveriesExportFeedback
        status={shown ? exportRun.status : exportIdle}
        messages={exportMessages}
      />
    </div>
  );
  return (
    <div className="dt-selection-area">
      {selection?.problem && <DeliveriesTableNotice text={selection.problem} live />}
      {selection?.ended && !barShown && (
        <EndedSelectionNotice
          messages={messages}
          onUndo={selection.undoable ? selection.actions.undoEnd : undefined}
          landing={{ within: rootRef, order: ['.dt-selection-bar .dt-button', ...afterBar] }}
        />
      )}
      {selection?.anything && (
        <SelectionBar
          messages={messages}
          actions={(options.selection || undefined)?.actions ?? noActions}
          busy={busy}
          onRefused={runner.refuse}
          activity={
            <>
              {actionStatus(true)}
              {exportProgress}
              {exportFeedback(true)}
            </>
          }
          onRun={(action) => {
            const value = chosen();
            runner.run({
              label: action.label,
              work: (signal) => action.run(value, { signal }),
              origin: document.activeElement,
            });
          }}
          onExport={
            exportOptions === false
              ? undefined
              : () => {
                  const value = chosen();
                  exportOrigin.current = document.activeElement;
                  void exportRun.exportFetched(
                    (signal, onProgress) =>
                      fetchSelectedDeliveries({
                        selection: value,
                        idOf: grid.getRowId,
                        client: grid.query.client,
                        pageNumberBase: options.paging?.pageNumberBase ?? 1,
                        maxRows: exportOptions?.maxRows,
                        pageSize: exportOptions?.pageSize,
                        signal,
                        onProgress,
                      }),
                    (deliveries: readonly Delivery[]) => save(deliveries),
                  );
                }
          }
          landing={{ within: rootRef, order: afterBar }}
          onCleared={selection.actions.clear}
          onAllMatching={() => {
            selection.actions.selectAllMatching();
            landFocus({ within: rootRef, order: ['.dt-selection-bar .dt-button'] });
          }}
        />
      )}
      {/* Without the bar (row actions, or a host that cleared the selection) they show here. */}
      {actionStatus(!barShown)}
      {!barShown && exportProgress}
      {exportFeedback(!barShown)}
      <SelectionAnnouncer messages={messages} />
    </div>
  );
}

/** The selection's polite live region: the only part of this area a tick renders besides the bar. */
function SelectionAnnouncer({ messages }: { messages: DeliveriesSelectionMessages }) {
  const announcement = useSelectionAnnouncement(messages);
  // Called, not rendered: the region is this part's own markup, one render a tick.
  return DeliveriesTableAnnouncer(announcement);
}
