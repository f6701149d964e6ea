import {
  QueryClient,
  QueryClientProvider,
  dehydrate,
  type DehydratedState,
} from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { defaultQueryState, deliveriesQueryOptions, toDeliveriesRequest } from 'deliveries-table';
import { App } from './App';
import { client } from './deliveriesClient';

/**
 * Server rendering as a host does it: load the first page into its own QueryClient, render
 * the page to HTML, and hand the cache over to the browser as data.
 */
export async function render(): Promise<{ html: string; state: DehydratedState }> {
  const queryClient = new QueryClient();
  await queryClient.prefetchQuery(
    deliveriesQueryOptions(client, toDeliveriesRequest(defaultQueryState, { timeZone: 'UTC' })),
  );
  const html = renderToString(
    <QueryClientProvider client={queryClient}>
      <App client={client} />
    </QueryClientProvider>,
  );
  return { html, state: dehydrate(queryClient) };
}
