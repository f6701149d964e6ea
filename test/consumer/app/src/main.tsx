import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { DeliveriesTable, createDeliveriesClient, type Delivery } from 'deliveries-table';
import 'deliveries-table/styles.css';

const client = createDeliveriesClient({
  baseUrl: '/gateway',
  headers: async () => ({ Authorization: 'Bearer token' }),
});
const queryClient = new QueryClient();
const describe = (delivery: Delivery): string => `${delivery.code} (${delivery.status})`;

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <DeliveriesTable
        client={client}
        onRowClick={(delivery) => (document.title = describe(delivery))}
      />
    </QueryClientProvider>
  </StrictMode>,
);
