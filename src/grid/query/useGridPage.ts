import { useMemo } from 'react';
import type { DeliveriesClient } from '../../api/client';
import { useDeliveriesPage } from '../../query/useDeliveriesPage';
import type { DeliveriesQueryState } from '../../state/queryState';
import type { StatusOption } from '../../state/statusOptions';
import { useRelativeNow, type FiltersCodeWait } from '../filters/useFiltersCode';
import type { DeliveriesGridOptions } from '../options';

/**
 * The page the grid asks for: its checked query state through the client, with the filters'
 * own code (fetched on demand) building the request and resolving relative dates.
 */
export function useGridPage({
  options,
  client,
  setupProblem,
  state,
  filtersWait,
  statusOptions,
  timeZone,
  locale,
}: {
  options: DeliveriesGridOptions;
  client: DeliveriesClient;
  setupProblem: string | null;
  state: DeliveriesQueryState;
  filtersWait: FiltersCodeWait;
  statusOptions: readonly StatusOption[];
  timeZone: string | undefined;
  locale: string | undefined;
}) {
  const { paging, refresh, onUnauthorized } = options;
  const datePresets = options.filters ? options.filters.datePresets : undefined;
  const { code: filtersCode } = filtersWait;
  const now = useRelativeNow(state.filters, filtersCode, timeZone);
  const knownStatuses = useMemo(() => statusOptions.map((option) => option.value), [statusOptions]);
  return useDeliveriesPage({
    client,
    enabled: setupProblem === null,
    state,
    pageNumberBase: paging?.pageNumberBase ?? 1,
    timeZone,
    locale,
    datePresets,
    knownStatuses,
    filtersCode: {
      buildRequest: filtersCode?.buildDeliveriesRequest,
      resolveBound: filtersCode?.resolveDateBound,
      waiting: filtersWait.waiting,
      failure: filtersWait.failure,
      now,
    },
    prefetchNextPage: paging?.prefetchNextPage ?? true,
    onUnauthorized,
    refreshIntervalSeconds: refresh?.intervalSeconds,
  });
}
