import { useEffect, useMemo, useRef, useState } from 'react';
import type { Delivery } from '../../api/types';
import { DeliveriesExportFeedback } from '../../export/DeliveriesExportFeedback';
import { DeliveriesExportProgress } from '../../export/DeliveriesExportProgress';
import { defaultExportMaxRows, usableExportCount } from '../../export/exportDefaults';
import { defaultDeliveriesExportMessages } from '../../export/messages';
import {
  useDeliveriesExportRun,
  type DeliveriesExportStatus,
} from '../../export/useDeliveriesExportRun';
import type { DeliveriesActionRunner } from '../../selection/logic/actionRunner';
import type { DeliveriesSelection } from '../../selection/types';
import type { FocusLanding } from '../../shared/focusLanding';
import { useOutcomeShown } from '../../export/useOutcomeShown';
import { withDefaults } from '../../shared/withDefaults';
import { useGridContext } from '../gridContext';
import { fetchSelectedDeliveries } from './fetchSelectedDeliveries';
import { useSaveDeliveriesCsv } from './useSaveDeliveriesCsv';

const exportIdle: DeliveriesExportStatus = { phase: 'idle' };

/**
 * "Export selected (CSV)": an action too, so bulk and row actions wait for it. Its progress
 * and Cancel, and how it went, drawn where the action's status is (`shown`: one live region
 * in the bar, one under the rows, only one of them speaking). `start` is `undefined` when
 * exporting is off.
 */
export function useSelectionExport({
  runner,
  label,
  landing,
  chosen,
  barShown,
}: {
  runner: DeliveriesActionRunner;
  /** The button's label: what a refused action says is still running. */
  label: string;
  landing: FocusLanding;
  /** The selection as it is when pressed. */
  chosen: () => DeliveriesSelection;
  /** Whether the Selection bar shows (something is selected). */
  barShown: boolean;
}) {
  const { grid, options } = useGridContext();
  const messages = useMemo(
    () => withDefaults(defaultDeliveriesExportMessages, options.messages?.exporting),
    [options.messages?.exporting],
  );
  const run = useDeliveriesExportRun();
  // A failure is the selection's it was for: once that is cleared, the next selection's bar
  // starts without it (as a bulk action's outcome), not saying it again as a new alert.
  const [over, setOver] = useState<object>();
  const [barWas, setBarWas] = useState(barShown);
  if (barWas !== barShown) {
    setBarWas(barShown);
    if (barShown && run.status.phase === 'failed') setOver(run.status);
  }
  const status = over === run.status ? exportIdle : run.status;
  const origin = useRef<Element | null>(null);
  const exporting = run.status.phase === 'exporting';
  useEffect(() => {
    runner.setBusyElsewhere(exporting ? label : null);
  }, [runner, exporting, label]);
  const save = useSaveDeliveriesCsv();
  const exportOptions = options.exporting;

  const start =
    exportOptions === false
      ? undefined
      : () => {
          const selection = chosen();
          origin.current = document.activeElement;
          void run.exportFetched(
            (signal, onProgress) =>
              fetchSelectedDeliveries({
                selection,
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
        };
  const progress = run.status.phase === 'exporting' && (
    <DeliveriesExportProgress
      fetchedCount={run.status.fetchedCount}
      maxRows={usableExportCount((exportOptions || undefined)?.maxRows, defaultExportMaxRows)}
      landing={{ ...landing, order: [origin, ...landing.order.slice(1)] }}
      messages={messages}
      onCancel={run.cancel}
      cancelRef={null}
    />
  );
  // Seen once, wherever it showed: "Clear selection" (a press, which ends it) does not show
  // and say it again under the rows.
  const ended = run.status.phase === 'exported' || run.status.phase === 'cancelled';
  const outcomeShown = useOutcomeShown(ended ? run.status : undefined);
  const drawn = ended && !outcomeShown ? exportIdle : status;
  const feedback = (shown: boolean, heard?: boolean) => (
    <div
      className="dt-export-outcome"
      data-tone={status.phase === 'exported' ? 'success' : 'neutral'}
    >
      <DeliveriesExportFeedback
        status={shown ? drawn : exportIdle}
        messages={messages}
        heard={heard}
      />
    </div>
  );
  return { exporting, start, progress, feedback, status };
}
