import { useQuery } from '@tanstack/react-query';
import type { DeliveriesClient } from '../api/client';
import type { DeliveriesRequest } from '../api/types';
import { deliveriesQueryOptions } from './deliveriesQueryOptions';
import { refetchEvery } from './useDeliveries';

/** What is known about the page after the current one. */
export interface NextPageProbe {
  /** The next page was fetched and has no rows: the current page is the last one. */
  isKnownEmpty: boolean;
}

/**
 * Prefetches the next page while `enabled` (the current page came back full) and reports
 * whether it is empty; asked again as often as the page auto-refreshes. The next page lands in the cache under its own key, so "Next page"
 * shows it without a request; subscribing here keeps "known empty" up to date.
 */
export function useNextPageProbe(
  client: DeliveriesClient,
  nextRequest: DeliveriesRequest,
  enabled: boolean,
  /** The page's own auto-refresh: the look-ahead is asked again with it. */
  refetchIntervalMs?: number,
): NextPageProbe {
  const probe = useQuery({
    ...deliveriesQueryOptions(client, nextRequest),
    enabled,
    refetchInterval: refetchEvery(refetchIntervalMs),
    // A failed look-ahead is not worth retrying: the page itself retries when a person opens it.
    retry: false,
    throwOnError: false,
    notifyOnChangeProps: ['data'],
  });
  return { isKnownEmpty: enabled && probe.data?.length === 0 };
}
