import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { DeliveriesRequest } from '@src/api/types';
import { deliveriesQueryKey } from '@src/query/deliveriesQueryKey';
import { listQueries } from '@src/query/listQueries';

const client = { baseUrl: 'https://api.example.test' };
const page = (pageNumber: number, rest: Partial<DeliveriesRequest> = {}): DeliveriesRequest => ({
  pageNumber,
  pageSize: 25,
  quickSearch: '',
  ...rest,
});

describe('listQueries: the cached pages a refresh asks again', () => {
  it('finds every page of the list, and no other list or server', () => {
    const queryClient = new QueryClient();
    const cached = [
      [client, page(1)],
      [client, page(2)],
      [client, page(7)],
      [client, page(1, { quickSearch: 'Müller' })],
      [client, page(1, { pageSize: 10 })],
      [client, page(1, { orderBy: { key: 'code', order: 'desc' } })],
      [{ baseUrl: 'https://other.example.test' }, page(1)],
    ] as const;
    for (const [server, request] of cached)
      queryClient.setQueryData(deliveriesQueryKey(server, request), []);

    const found = queryClient
      .getQueryCache()
      .findAll(listQueries(client, page(3)))
      .map((query) => query.queryKey);
    expect(found).toEqual([1, 2, 7].map((n) => deliveriesQueryKey(client, page(n))));
  });

  it('leaves out another page the server told to wait, while it waits; never the page itself', () => {
    const queryClient = new QueryClient();
    for (const n of [1, 2, 3]) queryClient.setQueryData(deliveriesQueryKey(client, page(n)), []);
    const toldToWait = (n: number, ago: number) =>
      queryClient
        .getQueryCache()
        .find({ queryKey: deliveriesQueryKey(client, page(n)), exact: true })!
        .setState({
          status: 'error',
          error: Object.assign(new Error('Slow down.'), { retryAfterMs: 30_000 }),
          errorUpdatedAt: Date.now() - ago,
        });
    toldToWait(1, 0);
    toldToWait(2, 0);
    toldToWait(3, 31_000);

    const found = queryClient
      .getQueryCache()
      .findAll(listQueries(client, page(1)))
      .map((query) => (query.queryKey[2] as DeliveriesRequest).pageNumber);
    expect(found).toEqual([1, 3]);
  });
});
