import {
  keepPreviousData,
  useQuery,
  type QueryClient,
  type UseQueryOptions,
  type UseQueryResult,
} from '@tanstack/react-query';
import type { DeliveriesClient } from '../api/client';
import type { DeliveriesApiError } from '../api/errors';
import type { DeliveriesRequest, Delivery } from '../api/types';
import type { DeliveriesQueryKey } from './deliveriesQueryKey';
import { deliveriesQueryOptions } from './deliveriesQueryOptions';

/**
 * Options of {@link useDeliveries}.
 *
 * @example
 * ```ts
 * const options: UseDeliveriesOptions = { client, enabled: request.quickSearch !== '' };
 * ```
 */
export interface UseDeliveriesOptions {
  /** The client that talks to the server (`createDeliveriesClient`). */
  client: DeliveriesClient;
  /** `false` holds the request back. Default `true`. */
  enabled?: boolean;
  /** What to show while a new request loads. Default `keepPreviousData`: the previous page stays. */
  placeholderData?: UseQueryOptions<
    Delivery[],
    Error,
    Delivery[],
    DeliveriesQueryKey
  >['placeholderData'];
  /** A QueryClient to use instead of the one in context. */
  queryClient?: QueryClient;
  /**
   * Ask again every so many milliseconds while the tab is visible; default: never. After a
   * failure whose `Retry-After` asks for longer, not before that.
   */
  refetchIntervalMs?: number | undefined;
}

/**
 * One page of deliveries through react-query, for hosts that build their own UI. Needs a
 * `QueryClientProvider` above it (or `queryClient`).
 *
 * @example
 * ```tsx
 * function Latest({ client }: { client: DeliveriesClient }) {
 *   const request = toDeliveriesRequest({ ...defaultQueryState, orderBy: { key: 'insertTime', order: 'desc' } });
 *   const { data = [], error, isPlaceholderData } = useDeliveries(request, { client });
 *   if (error) return <p role="alert">{error.message}</p>;
 *   return <ul aria-busy={isPlaceholderData}>{data.map((d) => <li key={d.code}>{d.code}</li>)}</ul>;
 * }
 * ```
 */
export function useDeliveries(
  request: DeliveriesRequest,
  options: UseDeliveriesOptions,
): UseQueryResult<Delivery[], Error> {
  const {
    client,
    enabled = true,
    placeholderData = keepPreviousData,
    queryClient,
    refetchIntervalMs,
  } = options;
  return useQuery(
    {
      ...deliveriesQueryOptions(client, request),
      enabled,
      placeholderData,
      refetchInterval: refetchEvery(refetchIntervalMs),
      // Not the host client's defaults: a failure is this hook's result (the grid's alert),
      // never thrown to the host's boundary, and every part of the result it reads is heard.
      throwOnError: false,
      notifyOnChangeProps: undefined,
    },
    queryClient,
  );
}

/**
 * `refetchInterval` asking again every `ms`, but not sooner than a failure's `Retry-After`.
 * react-query pauses it while the tab is hidden (no `refetchIntervalInBackground`) and works it
 * out again after each answer.
 */
export const refetchEvery =
  (ms: number | undefined) =>
  (query: { state: { error: unknown } }): number | false | undefined =>
    ms &&
    Math.max(ms, (query.state.error as Partial<DeliveriesApiError> | null)?.retryAfterMs ?? 0);
