import { useMemo, useState } from 'react';
import { constructTable } from '@tanstack/react-table';
import { table_setOptions } from '@tanstack/react-table/static-functions';
import type { Delivery } from '../../api/types';
import { deliveriesTableFeatures, type DeliveryColumnDefs } from '../columns/columnDefs';
import { plainReactivity } from './plainReactivity';

export interface UseDeliveriesTableOptions {
  rows: readonly Delivery[];
  columnDefs: DeliveryColumnDefs;
}

function tableOf({ rows, columnDefs }: UseDeliveriesTableOptions) {
  return constructTable({
    // table-core's slot for the framework's reactivity, outside the features' own type.
    features: {
      ...deliveriesTableFeatures,
      coreReactivityFeature: plainReactivity(),
    } as typeof deliveriesTableFeatures,
    columns: columnDefs,
    // The body draws `rows` itself: the server sorted and paged them, so react-table's row
    // model would only copy them into a Row object each (10,000 for a long page).
    data: rows as Delivery[],
  });
}

/**
 * The react-table instance of the grid: its columns, headers and header groups. Sorting and
 * paging are the server's and the model's (`grid.sorting`, `grid.paging`), one path each, so
 * react-table's own sorting and paging features are not loaded; with no state of its own, the
 * table is built by table-core with plain reactivity rather than `useTable`'s store and
 * subscription (2.8 KB gzipped of a host's first load).
 */
export function useDeliveriesTable({ rows, columnDefs }: UseDeliveriesTableOptions) {
  const [table] = useState(() => tableOf({ rows, columnDefs }));
  return useMemo(() => {
    table_setOptions(table, (previous) => ({
      ...previous,
      columns: columnDefs,
      data: rows as Delivery[],
    }));
    // A new object when the columns or rows change, so parts that hold the table redraw.
    return { ...table };
  }, [table, columnDefs, rows]);
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
