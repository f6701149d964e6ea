import type { DeliveriesClient } from '../../api/client';
import type { Delivery } from '../../api/types';
import type { MatchingDeliveries } from '../../export/fetchMatchingDeliveries';
import type { DeliveriesSelection } from '../../selection/types';

/**
 * The deliveries a selection stands for, for "Export selected": ticked ones as they are held,
 * in the order ticked, with no request; every match of a query page by page from the server
 * (as "Export all matching" fetches them, its code loaded now), less the ones unticked, in the
 * server's order.
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
  const matching = await fetchMatchingDeliveries({
    client,
    // The page is fetchMatchingDeliveries' own: these two are replaced.
    request: { ...selection.request, pageNumber: pageNumberBase, pageSize: 1 },
    pageNumberBase,
    maxRows,
    pageSize,
    signal,
    onProgress,
  });
  return {
    deliveries: matching.deliveries.filter((delivery) => !excluded.has(idOf(delivery))),
    capped: matching.capped,
  };
}
