import type { DeliveriesClient } from '../../api/client';
import type { Delivery } from '../../api/types';
import type { MatchingDeliveries } from '../../export/fetchMatchingDeliveries';
import type { DeliveriesSelection } from '../../selection/types';
import {
  defaultExportMaxRows,
  defaultExportPageSize,
  usableExportCount,
} from '../../export/exportDefaults';

/**
 * The deliveries a selection stands for, for "Export selected": ticked ones as they are held,
 * in the order ticked, with no request; every match of a query page by page from the server
 * (as "Export all matching" fetches them, its code loaded now), less the ones unticked, in the
 * server's order, at most `maxRows` of them.
 */
export async function fetchSelectedDeliveries({
  selection,
  idOf,
  client,
  pageNumberBase,
  maxRows,
  pageSize,
  signal,
  onProgress,
}: {
  selection: DeliveriesSelection;
  idOf: (delivery: Delivery) => string;
  client: DeliveriesClient;
  pageNumberBase: 0 | 1;
  maxRows: number | undefined;
  pageSize: number | undefined;
  signal: AbortSignal;
  onProgress: (fetchedCount: number) => void;
}): Promise<MatchingDeliveries> {
  if (selection.kind === 'codes') return { deliveries: [...selection.deliveries], capped: false };
  const { fetchMatchingDeliveries } = await import('../../export/fetchMatchingDeliveries');
  const excluded = new Set(selection.excludedCodes);
  const cap = usableExportCount(maxRows, defaultExportMaxRows);
  const matching = await fetchMatchingDeliveries({
    client,
    // The page is fetchMatchingDeliveries' own: these two are replaced.
    request: { ...selection.request, pageNumber: pageNumberBase, pageSize: 1 },
    pageNumberBase,
    // The rows unticked are fetched too, then left out: the cap counts the rows selected.
    maxRows: cap + excluded.size,
    pageSize: usableExportCount(pageSize, defaultExportPageSize),
    signal,
    onProgress,
  });
  const deliveries =
    excluded.size === 0 ? matching.deliveries : matching.deliveries.filter(stillTicked);
  const capped = matching.capped || deliveries.length > cap;
  deliveries.length = Math.min(deliveries.length, cap);
  return { deliveries, capped };

  /** A row whose key cannot be read (the host's `getRowId` threw) was never unticked. */
  function stillTicked(delivery: Delivery): boolean {
    try {
      return !excluded.has(idOf(delivery));
    } catch {
      return true;
    }
  }
}
