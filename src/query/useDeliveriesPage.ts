import { useEffect, useMemo, useRef, useState } from 'react';
import { hashKey, useQueryClient } from '@tanstack/react-query';
import type { DeliveriesClient } from '../api/client';
import { DeliveriesApiError } from '../api/errors';
import type { Delivery } from '../api/types';
import type { DeliveriesQueryState } from '../state/queryState';
import type { buildDeliveriesRequest, RelativeBoundResolver } from '../state/deliveriesRequest';
import { buildUnfilteredRequest } from '../state/unfilteredRequest';
import type { DatePreset } from '../state/relativeDates/relativeBound';
import { useDeliveries } from './useDeliveries';
import { useNextPageProbe } from './useNextPageProbe';
import { useLatestCallback } from '../shared/useLatestCallback';
import { useRetainedRows } from './useRetainedRows';
import { maxTimerMs } from '../api/timerLimit';
import { askListAgain } from './listQueries';
import type { DeliveriesPage, DeliveriesPagePhase } from './deliveriesPage';

// Each answer's page and list, noted whenever it is the current request's: rows kept on screen
// after it (a page turn in flight, or failed) still say which page they came from, and rows of
// another search, filters or page size (a new list loading) vouch for no page of it; a sort's
// are the same deliveries in another order. The list is the request's, by value: the same
// filters come back as another object (a reset, a view, Back), and a cached answer is shown.
const pageOfAnswer = new WeakMap<readonly Delivery[], [DeliveriesQueryState, string | null]>();

/**
 * The page of deliveries for the query state: the request, its query, the rows to show, what
 * is known about the next page, and the grid's phase. No markup here.
 */
export function useDeliveriesPage({
  client,
  state,
  pageNumberBase,
  timeZone,
  locale,
  datePresets,
  knownStatuses,
  filtersCode,
  prefetchNextPage,
  onUnauthorized,
  refreshIntervalSeconds,
  enabled = true,
}: {
  client: DeliveriesClient;
  /** `false` sends nothing (a grid that could not be set up). */
  enabled?: boolean;
  state: DeliveriesQueryState;
  pageNumberBase: 0 | 1;
  timeZone: string | undefined;
  /** Locale whose week the "This week" and "Last week" presets follow. */
  locale?: string | undefined;
  datePresets?: readonly DatePreset[] | undefined;
  /** The values of the host's `statusOptions`, what "not Delivered" is sent as the rest of. */
  knownStatuses?: readonly number[] | undefined;
  /**
   * The filters' code (on demand): how filters map onto the request and relative bounds
   * resolve, whether the state's filters wait for it, and the instant bounds resolve at.
   * Without it only a state without filters can be asked for.
   */
  filtersCode?: {
    buildRequest: typeof buildDeliveriesRequest | undefined;
    resolveBound: RelativeBoundResolver | undefined;
    waiting: boolean;
    failure: Error | null;
    now: number;
  };
  prefetchNextPage: boolean;
  onUnauthorized?: ((error: DeliveriesApiError) => void) | undefined;
  refreshIntervalSeconds?: number | undefined;
}): DeliveriesPage {
  // A date filter that cannot be read (say, from a hand-edited URL) is shown, not thrown.
  const { buildRequest, resolveBound, waiting = false, failure = null, now } = filtersCode ?? {};
  const { request, nextRequest, requestError, list } = useMemo(() => {
    const options = {
      pageNumberBase,
      timeZone,
      locale,
      now,
      datePresets,
      knownStatuses,
      resolveBound,
    };
    // Nothing is asked until the filters' code is there; a state without filters needs none.
    const build = waiting || failure || !buildRequest ? buildUnfilteredRequest : buildRequest;
    try {
      const built = build(state, options);
      return {
        request: built,
        nextRequest: build({ ...state, pageNumber: state.pageNumber + 1 }, options),
        requestError: null,
        // No list while the filters' code waits: the request leaves the filters out then.
        list:
          waiting || failure ? null : hashKey([built.quickSearch, built.filters, built.pageSize]),
      };
    } catch (error) {
      const unfiltered = buildUnfilteredRequest(state, options);
      return {
        request: unfiltered,
        nextRequest: unfiltered,
        requestError: error as Error,
        list: null,
      };
    }
  }, [
    state,
    pageNumberBase,
    timeZone,
    locale,
    now,
    datePresets,
    knownStatuses,
    buildRequest,
    resolveBound,
    waiting,
    failure,
  ]);

  // From 1 s to the 24.8 days a browser's timer can wait: a longer wait wraps round to about
  // 0 ms, and either end would ask the server again and again.
  const refetchIntervalMs =
    refreshIntervalSeconds !== undefined && refreshIntervalSeconds > 0
      ? Math.min(Math.max(refreshIntervalSeconds * 1000, 1000), maxTimerMs)
      : undefined;
  const queryClient = useQueryClient();
  const query = useDeliveries(request, {
    client,
    enabled: enabled && !requestError && !waiting && !failure,
    refetchIntervalMs,
  });
  const retainedRows = useRetainedRows(query.data, query.isError);
  // While the filters' code is on its way, the rows shown stay, as for any request in flight
  // (dimmed, `refreshing`), never current: blanking them took focus in them to the page.
  const rows = failure ? undefined : retainedRows;
  const isCurrent = !waiting && query.isSuccess && !query.isPlaceholderData;
  const { pageNumber, pageSize } = state;
  if (isCurrent && pageOfAnswer.get(query.data)?.[0] !== state)
    pageOfAnswer.set(query.data, [state, list]);
  const [from, fromList] = (rows && pageOfAnswer.get(rows)) ?? [];
  const vouchedPage = list && fromList === list ? from!.pageNumber : pageNumber - 1;
  const settled = isCurrent && !query.isFetching;
  // No total comes back: a full page means there may be more, and the look-ahead tells for sure.
  const pageIsFull = isCurrent && query.data.length >= state.pageSize;
  const nextPage = useNextPageProbe(
    client,
    nextRequest,
    enabled && prefetchNextPage && pageIsFull,
    refetchIntervalMs,
  );
  // Rows of a page past this one (a sort from the last page, a turn back) vouch for the next.
  const canNextPage =
    !query.isError &&
    rows !== undefined &&
    (pageNumber < vouchedPage || (rows.length >= pageSize && !nextPage.isKnownEmpty));

  // The failure a person retried goes while its request runs; one a refresh asks again after
  // (the interval, a host's refetch) stays, not drawn and read out anew each time.
  const [retried, setRetried] = useState<unknown>(null);
  const error =
    failure ??
    requestError ??
    (query.isError && !(query.isFetching && retried === query.error) ? query.error : null);
  // A failure being retried is not shown as an error yet, but the wait is explained.
  const retryReason = query.isFetching && query.failureCount > 0 ? query.failureReason : null;

  // Once per failed request: the same error object stays until the query runs again.
  const notifiedError = useRef<unknown>(null);
  const notifyUnauthorized = useLatestCallback((failure: DeliveriesApiError) =>
    onUnauthorized?.(failure),
  );
  useEffect(() => {
    if (!(error instanceof DeliveriesApiError) || error === notifiedError.current) return;
    if (error.status !== 401 && error.status !== 403) return;
    notifiedError.current = error;
    // The host's code failing (a redirect helper that throws) is reported, not thrown into the
    // grid's render: the grid keeps its alert and Retry.
    try {
      notifyUnauthorized(error);
    } catch (thrown) {
      reportError(thrown);
    }
  }, [error, notifyUnauthorized]);
  const phase: DeliveriesPagePhase = error
    ? 'error'
    : rows === undefined
      ? 'loading'
      : query.isFetching || waiting
        ? 'refreshing'
        : 'idle';

  return {
    request,
    query,
    retry: () => {
      setRetried(query.error);
      askListAgain(queryClient, client, request, !query.isPlaceholderData && !!query.data);
    },
    rows,
    current: isCurrent,
    settled,
    canNextPage,
    error,
    /** The last attempt's failure while the request is being sent again, else `null`. */
    retryReason,
    /** The failure is an unreadable filter, not the server's. */
    isFilterError: error !== null && error === requestError,
    filtersPending: waiting || !!failure,
    phase,
    rowsFrom: from ?? null,
    vouchedPage,
  };
}
