import { useTable } from '@tanstack/react-table';
import type { Delivery } from '../../api/types';
import { deliveriesTableFeatures, type DeliveryColumnDefs } from '../columns/columnDefs';

export interface UseDeliveriesTableOptions {
  rows: readonly Delivery[];
  columnDefs: DeliveryColumnDefs;
}

/**
 * The react-table instance of the grid: its columns, headers and header groups. Sorting and
 * paging are the server's and the model's (`grid.sorting`, `grid.paging`), one path each, so
 * react-table's own sorting and paging features are not loaded.
 */
export function useDeliveriesTable({ rows, columnDefs }: UseDeliveriesTableOptions) {
  return useTable({
    features: deliveriesTableFeatures,
    columns: columnDefs,
    // The body draws `rows` itself: the server sorted and paged them, so react-table's row
    // model would only copy them into a Row object each (10,000 for a long page).
    data: rows,
  });
}

/**
 * The grid's react-table instance (`grid.table`): its columns, headers and header groups, for
 * markup built on react-table. Sort with `grid.sorting.actions` and page with
 * `grid.paging.actions`.
 *
 * @example
 * ```tsx
 * grid.table.getHeaderGroups().map((group) => <tr key={group.id}>{group.headers.length} columns</tr>);
 * ```
 */
export type DeliveriesReactTable = ReturnType<typeof useDeliveriesTable>;
