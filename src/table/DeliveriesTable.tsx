import { useMemo } from 'react';
import { DeliveriesQueryBoundary } from '../query/DeliveriesQueryBoundary';
import { DeliveriesGrid } from './DeliveriesGrid';
import { DeliveriesTableSetupAlert } from './DeliveriesTableSetupAlert';
import { gridClient } from './gridClient';
import type { DeliveriesTableProps } from './types';

/**
 * A sortable, paged grid of deliveries with a quick search, backed by
 * `POST {baseUrl}/api/deliveries`. Every sort, page and search becomes the matching request;
 * pages come through react-query (the host's QueryClient when there is one, its own otherwise).
 * Import `deliveries-table/styles.css` once for its looks.
 *
 * @example
 * ```tsx
 * import { DeliveriesTable } from 'deliveries-table';
 * import 'deliveries-table/styles.css';
 *
 * <DeliveriesTable
 *   baseUrl="https://api.example.com"
 *   statusOptions={[{ value: 4, label: 'Delivered', tone: 'success' }]}
 *   onRowClick={(delivery) => navigate(`/deliveries/${delivery.code}`)}
 * />;
 * ```
 */
export function DeliveriesTable({ baseUrl, client, ...options }: DeliveriesTableProps) {
  const setup = useMemo(() => gridClient(client, baseUrl), [client, baseUrl]);
  // A bad baseUrl is the host's mistake to see, not a blank page: nothing is sent.
  if ('problem' in setup) return <DeliveriesTableSetupAlert problem={setup.problem} {...options} />;
  return (
    <DeliveriesQueryBoundary queryClient={options.queryClient}>
      <DeliveriesGrid {...options} client={setup.client} />
    </DeliveriesQueryBoundary>
  );
}
