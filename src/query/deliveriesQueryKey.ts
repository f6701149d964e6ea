import type { DeliveriesClient } from '../api/client';
import type { DeliveriesRequest } from '../api/types';

/** The react-query key of one page of deliveries: the server and the exact request body. */
export type DeliveriesQueryKey = readonly [
  'deliveries',
  baseUrl: string,
  request: DeliveriesRequest,
];

/**
 * The cache key of one request. Only the base URL and the body go in: headers and tokens never
 * do, so keys are safe to log and to show in devtools.
 *
 * @example
 * ```ts
 * queryClient.invalidateQueries({ queryKey: ['deliveries'] }); // every page of every grid
 * queryClient.getQueryData(deliveriesQueryKey(client, { pageNumber: 1, pageSize: 25, quickSearch: '' }));
 * ```
 */
export function deliveriesQueryKey(
  client: Pick<DeliveriesClient, 'baseUrl'>,
  request: DeliveriesRequest,
): DeliveriesQueryKey {
  return ['deliveries', client.baseUrl, request] as const;
}
