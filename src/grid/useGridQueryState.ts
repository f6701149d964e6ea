import { useMemo } from 'react';
import type { StatusOption } from '../state/statusOptions';
import { defaultQueryState, type DeliveriesQueryState } from '../state/queryState';
import type { DeliveryColumn } from '../state/columns/deliveryColumn';
import { sortKeyOf } from '../state/columns/sortKey';
import { gridQueryLimits } from '../state/validation/gridQueryLimits';
import { useCheckedQueryState } from '../state/validation/useCheckedQueryState';
import { holdsFilters } from '../state/validation/checkQueryStateWith';
import { filtersCode } from '../state/filtersCode/filtersCode';
import { useFiltersCode } from './filters/useFiltersCode';
import { useControllableState } from '../shared/useControllableState';
import type { DeliveriesGridSettings } from './options';

export const defaultPageSizeOptions: readonly number[] = [10, 25, 50, 100];
export const defaultMaxSearchLength = 200;

/**
 * The grid's query state, controlled (`state` + `onStateChange`) or not (`initialState`), seen
 * only through the one check of what the server accepts within this grid's limits. The
 * filters' code (their check among it) is fetched the first time the state holds a filter.
 */
export function useGridQueryState(
  options: DeliveriesGridSettings,
  columns: readonly DeliveryColumn[],
  statusOptions: readonly StatusOption[],
  timeZone: string | undefined,
) {
  const { initialState, state, onStateChange, paging, search, filters } = options;
  const [raw, setRaw] = useControllableState<DeliveriesQueryState>({
    prop: state,
    defaultProp: () => ({ ...defaultQueryState, ...initialState }),
    onChange: onStateChange,
  });
  const advanced = filters ? filters.advanced : undefined;
  const sortKeys = useMemo(() => columns.flatMap((column) => sortKeyOf(column) ?? []), [columns]);
  // Fresh each render; the check compares limits by value, so equal ones cost no new check.
  const limits = gridQueryLimits({
    pageSizeOptions: paging?.pageSizeOptions ?? defaultPageSizeOptions,
    maxSearchLength: (search ? search.maxLength : undefined) ?? defaultMaxSearchLength,
    sortKeys,
    advancedFilterFields: advanced?.fields,
    advancedFilterOperators: advanced?.operators,
    advancedFilterJoins: advanced?.joins,
    datePresets: filters ? filters.datePresets : undefined,
    timeZone,
    knownStatuses: statusOptions.map((option) => option.value),
  });
  const filtersWait = useFiltersCode(holdsFilters(raw), filters ? filters.code : undefined);
  const { code } = filtersWait;
  const given = filters ? filters.code : undefined;
  const checked = useCheckedQueryState(raw, setRaw, limits, {
    check: code?.checkFilters,
    load: given ? () => Promise.resolve(given.checkFilters) : loadFiltersCheck,
  });
  return { ...checked, filtersCode: filtersWait };
}

const loadFiltersCheck = () => filtersCode.load().then((code) => code.checkFilters);
