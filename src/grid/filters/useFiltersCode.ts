import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useModuleFetch } from '../../shared/useOnDemandCode';
import { dateBoundFields } from '../../state/filterFields';
import { filtersCode, type FiltersCode } from '../../state/filtersCode/filtersCode';
import type { DeliveriesFilterState } from '../../state/queryState';
import { isRelativeBound } from '../../state/relativeDates/relativeBound';

/** The filters' code as the grid waits for it (see {@link useFiltersCode}). */
export interface FiltersCodeWait {
  /** The code once it is there: always after hydration if it came before. */
  code: FiltersCode | undefined;
  /** The state holds filters and their code is on its way: nothing can be asked yet. */
  waiting: boolean;
  /** Their code could not be fetched; `retry` fetches it again. */
  failure: Error | null;
  retry: () => void;
}

const noCode = () => undefined;

/**
 * The filters' code, fetched the first time `needed` (the state holds a filter): a grid
 * without filters never asks for it. `undefined` on the server and while hydrating, so a grid
 * with filters renders its loading state on both sides alike, unless the host gave the code
 * (`filters.code`), which both sides then use from the first render.
 */
export function useFiltersCode(needed: boolean, given?: FiltersCode): FiltersCodeWait {
  const fetched = useSyncExternalStore(filtersCode.subscribe, filtersCode.current, noCode);
  // The host's own copy (`filters.code`): there on the server and in hydration alike.
  const code = given ?? fetched;
  // Its arrival is heard through the subscription, by every grid on the page.
  const [failure, retry] = useModuleFetch(filtersCode, needed && !code);
  return {
    code,
    waiting: needed && !code && failure === null,
    failure: needed && !code ? failure : null,
    retry,
  };
}

/**
 * The instant relative date bounds resolve at: read again whenever the filters change and when
 * the day turns in `timeZone` (`watchDayTurn`), so a grid left open over midnight asks for the
 * new day.
 */
export function useRelativeNow(
  filters: DeliveriesFilterState,
  code: FiltersCode | undefined,
  timeZone: string | undefined,
): number {
  const relative = dateBoundFields.some(({ id }) => isRelativeBound(filters[id]));
  const [dayTurns, setDayTurns] = useState(0);
  useEffect(() => {
    if (relative && code)
      return code.watchDayTurn(timeZone, () => setDayTurns((turns) => turns + 1));
  }, [relative, code, timeZone, dayTurns]);
  // The clock is read on purpose, and only again when the filters change or the day turns;
  // by value: a host holding the state (a link) hands equal filters anew on every page turn.
  const filtersKey = JSON.stringify(filters);
  // eslint-disable-next-line react-hooks/purity, react-hooks/exhaustive-deps
  return useMemo(() => Date.now(), [filtersKey, dayTurns]);
}
