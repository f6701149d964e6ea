'use client';

import {
  HydrationBoundary,
  QueryClient,
  QueryClientProvider,
  type DehydratedState,
} from '@tanstack/react-query';
import { DeliveriesTable, type DeliveriesQueryState } from 'deliveries-table';
import { useState } from 'react';
import { gridLocale, gridTimeZone } from './gridSettings';

export interface DeliveriesGridProps {
  baseUrl: string;
  initialState: DeliveriesQueryState;
  /** The server's prefetched first page. */
  prefetched: DehydratedState;
}

/** The browser half: the server's pages in this browser's QueryClient, then the grid. */
export function DeliveriesGrid({ baseUrl, initialState, prefetched }: DeliveriesGridProps) {
  // One QueryClient per browser tab (per request on the server), never one per render.
  const [queryClient] = useState(() => new QueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <HydrationBoundary state={prefetched}>
        <DeliveriesTable
          baseUrl={baseUrl}
          initialState={initialState}
          locale={gridLocale}
          timeZone={gridTimeZone}
        />
      </HydrationBoundary>
    </QueryClientProvider>
  );
}
