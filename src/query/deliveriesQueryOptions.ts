import { queryOptions, type DataTag, type UseQueryOptions } from '@tanstack/react-query';
import type { DeliveriesClient } from '../api/client';
import type { DeliveriesRequest, Delivery } from '../api/types';
import { deliveriesQueryKey, type DeliveriesQueryKey } from './deliveriesQueryKey';
import { deliveriesRetryDelay, shouldRetryDeliveries } from './retryPolicy';
import { fetchDeliveriesShared } from './sharedDeliveriesFetch';

/** How long a page stays fresh: paging back and forth within it sends no request. */
export const deliveriesStaleTimeMs = 30_000;

/** What {@link deliveriesQueryOptions} returns: `useQuery` options whose key carries the data type. */
export type DeliveriesQueryOptions = UseQueryOptions<
  Delivery[],
  Error,
  Delivery[],
  DeliveriesQueryKey
> & {
  queryKey: DataTag<DeliveriesQueryKey, Delivery[], Error>;
};

/**
 * Key, fetcher and retry policy of one page of deliveries, for `useQuery`, `prefetchQuery`,
 * `ensureQueryData` or a loader. The query's `AbortSignal` reaches `fetch`, so a request that
 * nobody waits for any more is cancelled; one that is asked for again at once (a StrictMode
 * remount) is shared instead of sent twice.
 *
 * @example
 * ```ts
 * const client = createDeliveriesClient({ baseUrl: '/gateway' });
 * const request = toDeliveriesRequest(defaultQueryState);
 * await queryClient.prefetchQuery(deliveriesQueryOptions(client, request));
 * const { data } = useQuery(deliveriesQueryOptions(client, request));
 * ```
 */
export function deliveriesQueryOptions(
  client: DeliveriesClient,
  request: DeliveriesRequest,
): DeliveriesQueryOptions {
  return queryOptions<Delivery[], Error, Delivery[], DeliveriesQueryKey>({
    queryKey: deliveriesQueryKey(client, request),
    queryFn: ({ signal }) => fetchDeliveriesShared(client, request, signal),
    retry: shouldRetryDeliveries,
    retryDelay: deliveriesRetryDelay,
    staleTime: deliveriesStaleTimeMs,
    refetchOnWindowFocus: false,
  });
}
