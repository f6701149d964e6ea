import { hashKey, type QueryClient, type QueryFilters } from '@tanstack/react-query';
import type { DeliveriesClient } from '../api/client';
import type { DeliveriesApiError } from '../api/errors';
import type { DeliveriesRequest } from '../api/types';
import { deliveriesQueryKey } from './deliveriesQueryKey';
import { sendAfresh } from './sharedDeliveriesFetch';

const listOf = (request: DeliveriesRequest) => hashKey([{ ...request, pageNumber: 0 }]);

/**
 * The cached pages of `request`'s list: its server, search, filters, sort and page size, any
 * page number. What a refresh asks again: another list, or another grid's, is left alone, and
 * so is another page the server told to wait (`Retry-After`) while it waits.
 *
 * @example
 * ```ts
 * void queryClient.invalidateQueries(listQueries(client, request)); // this page, its look-ahead, the rest
 * ```
 */
export function listQueries(
  client: Pick<DeliveriesClient, 'baseUrl'>,
  request: DeliveriesRequest,
): QueryFilters {
  const list = listOf(request);
  return {
    queryKey: ['deliveries', client.baseUrl],
    predicate: ({ queryKey, state }) => {
      const page = queryKey[2] as DeliveriesRequest;
      const wait = (state.error as Partial<DeliveriesApiError> | null)?.retryAfterMs ?? 0;
      return (
        listOf(page) === list &&
        (page.pageNumber === request.pageNumber || state.errorUpdatedAt + wait <= Date.now())
      );
    },
  };
}

/**
 * A person asks again (Refresh, Retry): nothing in flight is joined, a request without rows of
 * its own (a first load, a page turn) starts over, since react-query would join it, hung or
 * not, and the list's pages go stale (the page and its look-ahead asked again now, another
 * page when it is shown). All in the press: the grid is fetching in the render it makes.
 *
 * @example
 * ```ts
 * askListAgain(queryClient, client, request, query.data !== undefined);
 * ```
 */
export function askListAgain(
  queryClient: QueryClient,
  client: DeliveriesClient,
  request: DeliveriesRequest,
  hasOwnRows: boolean,
): void {
  sendAfresh(client);
  if (!hasOwnRows)
    void queryClient.resetQueries({ queryKey: deliveriesQueryKey(client, request), exact: true });
  void queryClient.invalidateQueries(listQueries(client, request));
}
