import { useCallback, useEffect, useState } from 'react';
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
 * Fetches `module` while `active`, and again after `retry`: the failure of the last fetch (an
 * `Error`), `null` while none failed or since `retry`. Its arrival is heard through the module's
 * subscription, by every part on the page.
 *
 * @example
 * ```ts
 * const [failure, retry] = useModuleFetch(filtersCode, needed && !code);
 * ```
 */
export function useModuleFetch(
  module: OnDemandModule<unknown>,
  active: boolean,
): [failure: Error | null, retry: () => void] {
  const [failure, setFailure] = useState<Error | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!active) return;
    let current = true;
    module.load().catch((error: unknown) => {
      if (current) setFailure(error instanceof Error ? error : new Error(String(error)));
    });
    return () => {
      current = false;
    };
  }, [module, active, attempt]);
  const retry = useCallback(() => {
    setFailure(null);
    setAttempt((count) => count + 1);
  }, []);
  return [failure, retry];
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
  const [failure, retry] = useModuleFetch(module, needed && hydrated);
  return { code, failed: needed && !!failure && !code, retry };
}
