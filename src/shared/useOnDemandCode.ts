import { useEffect, useState } from 'react';
import { useHydrated, useOnDemandModule, type OnDemandModule } from './onDemandModule';

/** A module's code fetched on demand, and whether the part that needs it should say it failed. */
export interface OnDemandCode<T> {
  /** The module once it is there; `undefined` before, on the server and while hydrating. */
  code: T | undefined;
  /** Its fetch failed while it is needed and not there: say so, with `retry`. */
  failed: boolean;
  /** Fetches it again (the failure is forgotten until this attempt fails too). */
  retry: () => void;
}

/**
 * The code of `module`, fetched once `needed` after hydration, with the failure a part shows
 * and its retry: the chips and the problems' English words each wait for their chunk this way.
 *
 * @example
 * ```tsx
 * const { code, failed, retry } = useOnDemandCode(chipsCode, filtersApplied);
 * if (code) return <code.ActiveFilterChips {...props} />;
 * if (failed) return <button onClick={retry}>Retry</button>;
 * ```
 */
export function useOnDemandCode<T>(module: OnDemandModule<T>, needed: boolean): OnDemandCode<T> {
  const hydrated = useHydrated();
  const code = useOnDemandModule(module, needed && hydrated);
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!needed || !hydrated) return;
    let current = true;
    module.load().catch(() => current && setFailed(true));
    return () => {
      current = false;
    };
  }, [module, needed, hydrated, attempt]);
  return {
    code,
    failed: needed && failed && !code,
    retry: () => {
      setFailed(false);
      setAttempt((count) => count + 1);
    },
  };
}
