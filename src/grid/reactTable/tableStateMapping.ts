import type { PaginationState } from '@tanstack/react-table';
import type { OrderBy } from '../../api/types';
import type { DeliveriesQueryState } from '../../state/queryState';
import type { DeliveryColumn } from '../../state/columns/deliveryColumn';
import { sortKeyOf } from '../../state/columns/sortKey';

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
  // Not text (a host's null, a Proxy): set as given, for the state's check to name it.
  if (typeof quickSearch === 'string' && quickSearch.trim() === state.quickSearch.trim())
    return state;
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

/**
 * The state after a toggle of a column's sort ({@link nextOrderBy}), back to the first page:
 * from the state given, so two toggles in one event chain on each other.
 *
 * @example
 * ```ts
 * withNextSort({ ...defaultQueryState, pageNumber: 3 }, { id: 'code' }); // orderBy code asc, page 1
 * ```
 */
export function withNextSort(
  state: DeliveriesQueryState,
  column: DeliveryColumn,
): DeliveriesQueryState {
  const orderBy = nextOrderBy(state.orderBy, column);
  // A column that does not sort (or no column) leaves the page where it is.
  return orderBy === state.orderBy ? state : { ...state, orderBy, pageNumber: 1 };
}
