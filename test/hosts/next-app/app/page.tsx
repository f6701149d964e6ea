import { QueryClient, dehydrate } from '@tanstack/react-query';
import {
  createDeliveriesClient,
  defaultQueryState,
  deliveriesQueryOptions,
  parseDeliveriesState,
  toDeliveriesRequest,
} from 'deliveries-table';
import { DeliveriesGrid } from './DeliveriesGrid';
import { deliveriesParam, gridTimeZone } from './gridSettings';

interface PageProps {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** A server component: reads the link, prefetches its first page, hands both to the grid. */
export default async function DeliveriesPage({ searchParams }: PageProps) {
  // Reading the search parameters renders the page per request, so the address is read then.
  const link = (await searchParams)[deliveriesParam];
  const baseUrl = process.env.DELIVERIES_BASE_URL;
  if (!baseUrl) throw new Error('Set DELIVERIES_BASE_URL to the deliveries service.');
  const parsed =
    typeof link === 'string'
      ? parseDeliveriesState(link)
      : { state: defaultQueryState, problem: null };

  const client = createDeliveriesClient({ baseUrl });
  const queryClient = new QueryClient();
  await queryClient.prefetchQuery(
    deliveriesQueryOptions(client, toDeliveriesRequest(parsed.state, { timeZone: gridTimeZone })),
  );

  return (
    <main>
      {parsed.problem && <p role="status">{parsed.problem}</p>}
      <DeliveriesGrid
        baseUrl={baseUrl}
        initialState={parsed.state}
        prefetched={dehydrate(queryClient)}
      />
    </main>
  );
}
