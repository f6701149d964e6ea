import { QueryClient, QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { useContext, useState, type ReactNode } from 'react';

function createOwnQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false } } });
}

/**
 * Uses the host's QueryClient (the `queryClient` prop, else the one in context) and creates
 * one of its own, once, only when there is none: the grid works with and without a provider.
 */
export function DeliveriesQueryBoundary({
  queryClient,
  children,
}: {
  queryClient?: QueryClient | undefined;
  children: ReactNode;
}) {
  const contextClient = useContext(QueryClientContext);
  const hostClient = queryClient ?? contextClient;
  const [ownClient, setOwnClient] = useState(() => (hostClient ? null : createOwnQueryClient()));
  const client = hostClient ?? ownClient;
  if (!client) {
    // The host's provider went away after mount: create ours now and render again.
    setOwnClient(createOwnQueryClient());
    return null;
  }
  if (client === contextClient) return children;
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
