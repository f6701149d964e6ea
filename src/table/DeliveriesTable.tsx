import { DeliveriesQueryBoundary } from '../query/DeliveriesQueryBoundary';
import { DeliveriesGrid } from './DeliveriesGrid';
import type { DeliveriesTableProps } from './types';

/**
 * A sortable, paged grid of deliveries with a quick search, filters, saved views, column
 * settings and export, backed by `POST {baseUrl}/api/deliveries`. Options are grouped by
 * feature; `false` turns a feature off. Pages come through react-query (the host's
 * QueryClient when there is one, its own otherwise). Import `deliveries-table/styles.css` once.
 *
 * @example
 * ```tsx
 * import { DeliveriesTable } from 'deliveries-table';
 * import 'deliveries-table/styles.css';
 *
 * <DeliveriesTable
 *   baseUrl="https://api.example.com"
 *   statusOptions={[{ value: 4, label: 'Delivered', tone: 'success' }]}
 *   rows={{ onClick: (delivery) => navigate(`/deliveries/${delivery.code}`) }}
 *   exporting={false}
 * />;
 * ```
 */
export function DeliveriesTable(props: DeliveriesTableProps) {
  return (
    <DeliveriesQueryBoundary>
      <DeliveriesGrid {...props} />
    </DeliveriesQueryBoundary>
  );
}
