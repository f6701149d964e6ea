import { useCallback, useInsertionEffect, useRef } from 'react';

/**
 * A function that keeps one identity for the component's life and always calls the newest
 * `callback` given: for listeners and timers set up once (an effect with few dependencies) that
 * must still see the latest props and state. React 18.3 and 19 alike; `useEffectEvent` exists
 * only from React 19.2. Call it from effects and event handlers, not during render.
 *
 * @example
 * const onKeyDown = useLatestCallback((event: KeyboardEvent) => onNextPage(event.key));
 * useEffect(() => {
 *   document.addEventListener('keydown', onKeyDown);
 *   return () => document.removeEventListener('keydown', onKeyDown);
 * }, [onKeyDown]);
 */
export function useLatestCallback<Args extends unknown[], Result>(
  callback: (...args: Args) => Result,
): (...args: Args) => Result {
  const latest = useRef(callback);
  // An insertion effect: updated before any layout effect of the same commit (a child's too,
  // which runs before its parent's) can call it.
  useInsertionEffect(() => {
    latest.current = callback;
  });
  return useCallback((...args: Args) => latest.current(...args), []);
}
