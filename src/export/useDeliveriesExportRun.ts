import { useCallback, useEffect, useRef, useState } from 'react';
import type { Delivery } from '../api/types';
import type { MatchingDeliveries } from './fetchMatchingDeliveries';

/**
 * Where an export stands: nothing yet, fetching (with the rows so far), handed over, cancelled
 * by the person, or failed (nothing downloaded in the last two).
 */
export type DeliveriesExportStatus =
  | { phase: 'idle' }
  | { phase: 'exporting'; fetchedCount: number }
  | { phase: 'exported'; exportedCount: number; capped: boolean }
  | { phase: 'cancelled' }
  | { phase: 'failed'; error: unknown };

/** Fetches the rows of an export, honouring the signal and reporting progress. */
export type DeliveriesExportFetch = (
  signal: AbortSignal,
  onProgress: (fetchedCount: number) => void,
) => Promise<MatchingDeliveries>;

/**
 * One export at a time and its status: `exportRows` hands rows over at once, `exportFetched`
 * fetches them first and can be cancelled; `save` is called only for an export that was neither
 * cancelled nor failed. Unmounting aborts a running export. No markup here.
 *
 * @example
 * ```ts
 * const { status, exportFetched, cancel } = useDeliveriesExportRun();
 * exportFetched((signal, onProgress) => fetchMatchingDeliveries({ client, request, signal, onProgress }), save);
 * ```
 */
export function useDeliveriesExportRun() {
  const [status, setStatus] = useState<DeliveriesExportStatus>({ phase: 'idle' });
  const running = useRef<AbortController | null>(null);

  useEffect(() => () => running.current?.abort(), []);

  const exportRows = useCallback(
    (rows: readonly Delivery[], save: (rows: readonly Delivery[]) => void) => {
      running.current?.abort();
      running.current = null;
      save(rows);
      setStatus({ phase: 'exported', exportedCount: rows.length, capped: false });
    },
    [],
  );

  const exportFetched = useCallback(
    async (fetchRows: DeliveriesExportFetch, save: (rows: readonly Delivery[]) => void) => {
      running.current?.abort();
      const controller = new AbortController();
      running.current = controller;
      const { signal } = controller;
      // Updates of a superseded or unmounted export are dropped.
      const update = (next: DeliveriesExportStatus) => {
        if (running.current === controller) setStatus(next);
      };
      update({ phase: 'exporting', fetchedCount: 0 });
      try {
        const { deliveries, capped } = await fetchRows(signal, (fetchedCount) => {
          if (!signal.aborted) update({ phase: 'exporting', fetchedCount });
        });
        // A cancel that lands after the last page still means no file.
        signal.throwIfAborted();
        save(deliveries);
        update({ phase: 'exported', exportedCount: deliveries.length, capped });
      } catch (error) {
        update(signal.aborted ? { phase: 'cancelled' } : { phase: 'failed', error });
      } finally {
        if (running.current === controller) running.current = null;
      }
    },
    [],
  );

  const cancel = useCallback(() => running.current?.abort(), []);

  return { status, exportRows, exportFetched, cancel };
}
