import { QueryClient } from '@tanstack/react-query';
import { createDeliveriesClient } from '@src/api/client';
import type { Delivery } from '@src/api/types';
import { deliveriesQueryKey } from '@src/query/deliveriesQueryKey';
import { defaultQueryState } from '@src/state/queryState';
import { toDeliveriesRequest } from '@src/state/toDeliveriesRequest';
import { generateDeliveries, mockStatuses } from '@src/mocks/index';

/** Where the server-rendered grids point; nothing listens there, and nothing may be fetched. */
export const ssrBaseUrl = 'https://deliveries.example.test/gateway';

/** A short first page, so the grid does not look ahead for a second one. */
export const ssrRows: Delivery[] = generateDeliveries(12, 3);

export const ssrStatusOptions = mockStatuses.map(({ value, label, tone }) => ({
  value,
  label,
  tone,
}));

/** The first page of the default state, as the grid asks for it. */
export const firstPageRequest = toDeliveriesRequest(defaultQueryState, { timeZone: 'UTC' });

/**
 * A host QueryClient holding the first page, as a server loader leaves it (what
 * `prefetchQuery(deliveriesQueryOptions(client, request))` would store).
 */
export function queryClientWithFirstPage(rows: readonly Delivery[] = ssrRows): QueryClient {
  const queryClient = new QueryClient();
  queryClient.setQueryData(
    deliveriesQueryKey(createDeliveriesClient({ baseUrl: ssrBaseUrl }), firstPageRequest),
    [...rows],
  );
  return queryClient;
}
