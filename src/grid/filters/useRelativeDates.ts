import { useCallback, useEffect, useMemo, useState } from 'react';
import { onDemandModule } from '../../shared/onDemandModule';
import { dateBoundFields } from '../../state/filterFields';
import type { DeliveriesFilterState } from '../../state/queryState';
import { isRelativeBound } from '../../state/relativeDates/relativeBound';

const relativeDatesCode = onDemandModule(() => import('./relativeDatesModule'));
type RelativeDatesCode = Awaited<ReturnType<typeof relativeDatesCode.load>>;

/** What the request needs of relative date bounds (see {@link useRelativeDates}). */
export interface RelativeDates {
  /** Resolves a token once its code is there. */
  resolveBound: RelativeDatesCode['resolveDateBound'] | undefined;
  /** The filters hold a token and its code is still on its way: nothing can be asked yet. */
  waiting: boolean;
  /** Its code could not be fetched; `retry` fetches it again. */
  failure: Error | null;
  retry: () => void;
  /** The instant tokens are resolved at. */
  now: number;
}

/**
 * Relative date bounds for the request: their code, fetched only once the filters hold a
 * token (a grid without presets never pays for it), and the instant they resolve at, read
 * again whenever the filters change and when the day turns in `timeZone` (`watchDayTurn`), so
 * a grid left open over midnight asks for the new day.
 */
export function useRelativeDates(
  filters: DeliveriesFilterState,
  timeZone: string | undefined,
): RelativeDates {
  const relative = dateBoundFields.some(({ id }) => isRelativeBound(filters[id]));
  const [code, setCode] = useState(relativeDatesCode.current);
  const [failure, setFailure] = useState<Error | null>(null);
  const [attempts, setAttempts] = useState(0);
  useEffect(() => {
    if (!relative || code) return;
    let live = true;
    relativeDatesCode.load().then(
      (loaded) => live && setCode(() => loaded),
      (error: unknown) =>
        live && setFailure(error instanceof Error ? error : new Error(String(error))),
    );
    return () => {
      live = false;
    };
  }, [relative, code, attempts]);
  const retry = useCallback(() => {
    setFailure(null);
    setAttempts((count) => count + 1);
  }, []);

  const [dayTurns, setDayTurns] = useState(0);
  useEffect(() => {
    if (relative && code)
      return code.watchDayTurn(timeZone, () => setDayTurns((turns) => turns + 1));
  }, [relative, code, timeZone, dayTurns]);
  // The clock is read on purpose, and only again when the filters change or the day turns.
  // eslint-disable-next-line react-hooks/purity, react-hooks/exhaustive-deps
  const now = useMemo(() => Date.now(), [filters, dayTurns]);

  return {
    resolveBound: code?.resolveDateBound,
    waiting: relative && !code && failure === null,
    failure: relative && !code ? failure : null,
    retry,
    now,
  };
}
