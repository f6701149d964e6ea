import { useMemo } from 'react';
import { functionalUpdate, useTable } from '@tanstack/react-table';
import type { Delivery } from '../../api/types';
import type { DeliveriesQueryState } from '../../state/queryState';
import { deliveriesTableFeatures, type DeliveryColumnDefs } from '../columns/columnDefs';
import {
  toPaginationState,
  toSortingState,
  withPagination,
  withSorting,
} from './tableStateMapping';
import type { DeliveryColumn } from '../../state/columns/deliveryColumn';
import type { StateUpdate } from '../../shared/useControllableState';

export interface UseDeliveriesTableOptions {
  rows: readonly Delivery[];
  columns: readonly DeliveryColumn[];
  columnDefs: DeliveryColumnDefs;
  state: DeliveriesQueryState;
  setState: (update: StateUpdate<DeliveriesQueryState>) => void;
  /** Whether a page after the current one may exist (no total comes from the server). */
  canNextPage: boolean;
}

/**
 * The react-table instance of the grid: headers, sorting and paging. The query state is the
 * single owner of sorting and paging: react-table reads slices derived from it and its changes
 * map back into it.
 */
export function useDeliveriesTable({
  rows,
  columns,
  columnDefs,
  state,
  setState,
  canNextPage,
}: UseDeliveriesTableOptions) {
  const { orderBy, pageNumber, pageSize } = state;
  const sorting = useMemo(
    () => toSortingState(orderBy, columns),
    // Compared by value: a controlled host may pass a fresh but equal `orderBy` every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [orderBy?.key, orderBy?.order, columns],
  );
  const pagination = useMemo(
    () => toPaginationState({ pageNumber, pageSize }),
    [pageNumber, pageSize],
  );
  return useTable({
    features: deliveriesTableFeatures,
    columns: columnDefs,
    // The body draws `rows` itself: the server sorted and paged them, so react-table's row
    // model would only copy them into a Row object each (10,000 for a long page).
    data: rows,
    state: { sorting, pagination },
    onSortingChange: (updater) =>
      setState((current) =>
        withSorting(
          current,
          functionalUpdate(updater, toSortingState(current.orderBy, columns)),
          columns,
        ),
      ),
    onPaginationChange: (updater) =>
      setState((current) =>
        withPagination(current, functionalUpdate(updater, toPaginationState(current))),
      ),
    manualSorting: true,
    manualPagination: true,
    // Without a total, "unknown" (-1) keeps Next enabled; a known last page ends paging there.
    pageCount: canNextPage ? -1 : pageNumber,
    enableMultiSort: false,
    enableSortingRemoval: true,
    sortDescFirst: false,
  });
}

/**
 * The grid's react-table instance (`grid.table`): header groups, sorting and paging state.
 *
 * @example
 * ```tsx
 * grid.table.getHeaderGroups().map((group) => <tr key={group.id}>{group.headers.length} columns</tr>);
 * ```
 */
export type DeliveriesReactTable = ReturnType<typeof useDeliveriesTable>;
