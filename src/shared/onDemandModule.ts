import { useEffect, useSyncExternalStore } from 'react';
import { createExternalStore } from './externalStore';
import { cachedLoad } from './onDemandPart';

/**
 * A module fetched on demand whose arrival every user hears, whoever fetched it: the one load
 * (retried after a failure by the next caller) and its result, for `useOnDemandModule`.
 *
 * @example
 * ```ts
 * const charts = onDemandModule(() => import('@acme/charts'));
 * void charts.load().catch(() => undefined); // warm it
 * ```
 */
export function onDemandModule<T>(load: () => Promise<T>) {
  const preload = cachedLoad(load);
  const loaded = createExternalStore<T | undefined>(undefined);
  return {
    load: () =>
      preload().then((module) => {
        loaded.set(module);
        return module;
      }),
    current: loaded.get,
    subscribe: loaded.subscribe,
  };
}
/** What `onDemandModule` makes. */
export type OnDemandModule<T> = ReturnType<typeof onDemandModule<T>>;

/**
 * The module once it is there, fetched while `enabled`; `undefined` before, on the server and
 * while hydrating (so both render alike). A failed fetch is left to the part that shows it.
 */
export function useOnDemandModule<T>(module: OnDemandModule<T>, enabled: boolean): T | undefined {
  const current = useSyncExternalStore(module.subscribe, module.current, () => undefined);
  useEffect(() => {
    if (enabled) void module.load().catch(() => undefined);
  }, [enabled, module]);
  return enabled ? current : undefined;
}

const noSubscription = () => () => undefined;

/**
 * `false` on the server and while hydrating, `true` after: a part that loads on demand waits
 * for it, since `renderToString` cannot wait for a lazy part and hydration would throw it away.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
