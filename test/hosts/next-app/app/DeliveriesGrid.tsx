'use client';

import {
  HydrationBoundary,
  QueryClient,
  QueryClientProvider,
  type DehydratedState,
} from '@tanstack/react-query';
import { DeliveriesTable, type DeliveriesTableProps } from 'deliveries-table';
import { deliveriesFiltersCode } from 'deliveries-table/filters-code';
import { useState } from 'react';
import { gridLocale, gridTimeZone, statusOptions } from './gridSettings';

export type DeliveriesGridProps = DeliveriesTableProps & {
  /** The server's prefetched first page. */
  prefetched: DehydratedState;
};

/** The browser half: the server's pages in this browser's QueryClient, then the grid. */
export function DeliveriesGrid({ prefetched, ...table }: DeliveriesGridProps) {
  // One QueryClient per browser tab (per request on the server), never one per render.
  const [queryClient] = useState(() => new QueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <HydrationBoundary state={prefetched}>
        <DeliveriesTable
          locale={gridLocale}
          timeZone={gridTimeZone}
          statusOptions={statusOptions}
          // A link with filters shows its rows in the server's HTML: their code is here at once.
          filters={{ code: deliveriesFiltersCode }}
          {...table}
        />
      </HydrationBoundary>
    </QueryClientProvider>
  );
}
