import { Suspense } from 'react';
import { deliveriesBaseUrl, linkedState, prefetchDeliveries } from '../prefetchDeliveries';
import { LinkedDeliveries } from './LinkedDeliveries';

interface PageProps {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** A server component: prefetches the page the link names; the grid then keeps the link. */
export default async function LinkedDeliveriesPage({ searchParams }: PageProps) {
  const { state } = await linkedState(searchParams);
  const baseUrl = deliveriesBaseUrl();
  const prefetched = await prefetchDeliveries(baseUrl, state);
  return (
    <main>
      {/* next build refuses useSearchParams outside Suspense on a prerendered page; this one
          reads searchParams (rendered per request), and the boundary keeps the grid movable. */}
      <Suspense>
        <LinkedDeliveries baseUrl={baseUrl} prefetched={prefetched} />
      </Suspense>
    </main>
  );
}
