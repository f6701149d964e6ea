import type { PaginationState, SortingState } from '@tanstack/react-table';
import type { OrderBy } from '../../api/types';
import type { DeliveriesQueryState } from '../../state/queryState';
import type { DeliveryColumn } from '../../state/columns/deliveryColumn';
import { sortKeyOf } from '../../state/columns/sortKey';

/** react-table sorting for an `orderBy`: the column whose sort key it is, else none. */
export function toSortingState(
  orderBy: OrderBy | null,
  columns: readonly DeliveryColumn[],
): SortingState {
  if (!orderBy) return [];
  const column = columns.find((candidate) => sortKeyOf(candidate) === orderBy.key);
  return column ? [{ id: column.id, desc: orderBy.order === 'desc' }] : [];
}

/** The `orderBy` for react-table sorting (one column; the first wins). */
export function toOrderBy(
  sorting: SortingState,
  columns: readonly DeliveryColumn[],
): OrderBy | null {
  const [first] = sorting;
  if (!first) return null;
  const column = columns.find((candidate) => candidate.id === first.id);
  const key = column ? sortKeyOf(column) : null;
  return key === null ? null : { key, order: first.desc ? 'desc' : 'asc' };
}

/** react-table pagination (0-based index) for the query state (1-based page). */
export function toPaginationState(
  state: Pick<DeliveriesQueryState, 'pageNumber' | 'pageSize'>,
): PaginationState {
  return { pageIndex: state.pageNumber - 1, pageSize: state.pageSize };
}

/** A sort change: the new order, back to the first page. */
export function withSorting(
  state: DeliveriesQueryState,
  sorting: SortingState,
  columns: readonly DeliveryColumn[],
): DeliveriesQueryState {
  return { ...state, orderBy: toOrderBy(sorting, columns), pageNumber: 1 };
}

/** A paging change: a new page size goes back to the first page; otherwise the new page. */
export function withPagination(
  state: DeliveriesQueryState,
  pagination: PaginationState,
): DeliveriesQueryState {
  if (pagination.pageSize !== state.pageSize) {
    return { ...state, pageSize: pagination.pageSize, pageNumber: 1 };
  }
  const pageNumber = pagination.pageIndex + 1;
  return pageNumber === state.pageNumber ? state : { ...state, pageNumber };
}

/** A new quick search (compared trimmed, as sent): back to the first page. */
export function withQuickSearch(
  state: DeliveriesQueryState,
  quickSearch: string,
): DeliveriesQueryState {
  if (quickSearch.trim() === state.quickSearch.trim()) return state;
  return { ...state, quickSearch, pageNumber: 1 };
}

/**
 * The sort after a click on a column's header: ascending, then descending, then none.
 *
 * @example
 * ```ts
 * nextOrderBy({ key: 'code', order: 'asc' }, { id: 'code' }); // { key: 'code', order: 'desc' }
 * ```
 */
export function nextOrderBy(orderBy: OrderBy | null, column: DeliveryColumn): OrderBy | null {
  const key = sortKeyOf(column);
  if (key === null) return orderBy;
  if (orderBy?.key !== key) return { key, order: 'asc' };
  return orderBy.order === 'asc' ? { key, order: 'desc' } : null;
}
