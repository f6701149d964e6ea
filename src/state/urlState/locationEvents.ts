/**
 * Who listens to the page's address: `popstate` tells of back and forward, and each write of
 * `useDeliveriesUrlState` is announced here, since `pushState`/`replaceState` fire no event.
 */

const listeners = new Set<() => void>();

/**
 * Calls `listener` after back/forward and after every write announced; returns the unsubscribe.
 * Browser only (it is a `useSyncExternalStore` subscription, which React never runs on a server).
 *
 * @example
 * ```ts
 * const unsubscribe = subscribeToLocation(() => console.log(window.location.search));
 * ```
 */
export function subscribeToLocation(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('popstate', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('popstate', listener);
  };
}

/**
 * Tells every listener that the address changed.
 *
 * @example
 * ```ts
 * window.history.replaceState(window.history.state, '', url);
 * announceLocationChange();
 * ```
 */
export function announceLocationChange(): void {
  for (const listener of [...listeners]) listener();
}
