import { QueryClient, dehydrate, type DehydratedState } from '@tanstack/react-query';
import {
  createDeliveriesClient,
  deliveriesQueryOptions,
  parseDeliveriesState,
  toDeliveriesRequest,
  type DeliveriesQueryState,
  type ParsedDeliveriesState,
} from 'deliveries-table';
import { deliveriesParam, gridTimeZone } from './gridSettings';

/** Server side only: the deliveries service's address. */
export function deliveriesBaseUrl(): string {
  const baseUrl = process.env.DELIVERIES_BASE_URL;
  if (!baseUrl) throw new Error('Set DELIVERIES_BASE_URL to the deliveries service.');
  return baseUrl;
}

/** The grid's state in the page's link (`?deliveries=…`), or the defaults and why not. */
export async function linkedState(
  searchParams: Promise<Record<string, string | string[] | undefined>>,
): Promise<ParsedDeliveriesState> {
  const link = (await searchParams)[deliveriesParam];
  return parseDeliveriesState(typeof link === 'string' ? link : null);
}

/** Loads the page of `state` on the server, for the browser's HydrationBoundary. */
export async function prefetchDeliveries(
  baseUrl: string,
  state: DeliveriesQueryState,
): Promise<DehydratedState> {
  const queryClient = new QueryClient(); // one per request: never share one between users
  await queryClient.prefetchQuery(
    deliveriesQueryOptions(
      createDeliveriesClient({ baseUrl }),
      // The grid's time zone: the browser then asks for the same page, already in its cache.
      toDeliveriesRequest(state, { timeZone: gridTimeZone }),
    ),
  );
  return dehydrate(queryClient);
}
