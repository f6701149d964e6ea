import {
  HydrationBoundary,
  QueryClient,
  QueryClientProvider,
  type DehydratedState,
} from '@tanstack/react-query';
import { createRoot, hydrateRoot } from 'react-dom/client';
import 'deliveries-table/styles.css';
import { App } from './App';
import { client } from './deliveriesClient';

const container = document.getElementById('root')!;
// The server's cache, handed over as JSON (no inline script runs: CSP-friendly).
const stateText = document.getElementById('deliveries-state')?.textContent;
const state = stateText ? (JSON.parse(stateText) as DehydratedState) : undefined;
const queryClient = new QueryClient();
const page = (
  <QueryClientProvider client={queryClient}>
    <HydrationBoundary state={state}>
      <App client={client} />
    </HydrationBoundary>
  </QueryClientProvider>
);

if (container.firstElementChild) {
  hydrateRoot(container, page, {
    // Reported on the console, where the Chromium check looks for it.
    onRecoverableError: (error) =>
      console.error('deliveries-table consumer: recoverable error', error),
  });
} else {
  createRoot(container).render(page);
}
