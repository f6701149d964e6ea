import { useMemo } from 'react';
import { useDeliveriesPage } from '../../query/useDeliveriesPage';
import type { StatusOption } from '../../state/statusOptions';
import { useRelativeNow, type FiltersCodeWait } from '../filters/useFiltersCode';
import type { DeliveriesGridOptions } from '../options';

type PageInputs = Parameters<typeof useDeliveriesPage>[0];

/**
 * The page the grid asks for: `asked` (its checked query state through the client) with the
 * host's paging, refresh and statuses, and the filters' own code (fetched on demand) building
 * the request and resolving relative dates.
 */
export function useGridPage(
  options: DeliveriesGridOptions,
  filtersWait: FiltersCodeWait,
  statusOptions: readonly StatusOption[],
  asked: Pick<PageInputs, 'client' | 'enabled' | 'state' | 'timeZone' | 'locale'>,
) {
  const { paging, refresh, onUnauthorized } = options;
  const { code } = filtersWait;
  const now = useRelativeNow(asked.state.filters, code, asked.timeZone);
  const knownStatuses = useMemo(() => statusOptions.map((option) => option.value), [statusOptions]);
  return useDeliveriesPage({
    ...asked,
    pageNumberBase: paging?.pageNumberBase ?? 1,
    datePresets: options.filters ? options.filters.datePresets : undefined,
    knownStatuses,
    filtersCode: {
      buildRequest: code?.buildDeliveriesRequest,
      resolveBound: code?.resolveDateBound,
      waiting: filtersWait.waiting,
      failure: filtersWait.failure,
      now,
    },
    prefetchNextPage: paging?.prefetchNextPage ?? true,
    onUnauthorized,
    refreshIntervalSeconds: refresh?.intervalSeconds,
  });
}
