import { DeliveriesGrid } from './DeliveriesGrid';
import { deliveriesBaseUrl, linkedState, prefetchDeliveries } from './prefetchDeliveries';

interface PageProps {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** A server component: reads the link, prefetches its first page, hands both to the grid. */
export default async function DeliveriesPage({ searchParams }: PageProps) {
  // Reading the search parameters renders the page per request, so the address is read then.
  const { state, problem } = await linkedState(searchParams);
  const baseUrl = deliveriesBaseUrl();
  return (
    <main>
      {problem && <p role="status">{problem}</p>}
      <DeliveriesGrid
        baseUrl={baseUrl}
        initialState={state}
        prefetched={await prefetchDeliveries(baseUrl, state)}
      />
    </main>
  );
}
