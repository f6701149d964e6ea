import { useReducer, useState } from 'react';
import { useClientLayoutEffect } from './useClientLayoutEffect';

/**
 * Something to subscribe to and read: the grid's store, the search draft, the row navigation.
 *
 * @example
 * ```ts
 * const stop = grid.store.subscribe(() => console.log(grid.store.get().paging.pageNumber));
 * ```
 */
export interface Subscribable<T> {
  get: () => T;
  subscribe: (listener: () => void) => () => void;
}

/**
 * A slice of a store: the component renders again only when `isEqual` says the slice changed.
 * The selector may be a new function each render; it is read with the store's value then.
 *
 * Not `useSyncExternalStore`: the grid's root writes its store as it renders and tells the
 * parts it did not render once it commits; `useSyncExternalStore` compares with the slice of
 * the commit before until its passive effects run, so every part that had just rendered would
 * render a second time. Here a part compares with the slice it last rendered.
 *
 * @example
 * ```tsx
 * const checked = useStoreSelector(store, (grid) => grid.selection?.isSelected(delivery) ?? false);
 * ```
 */
export function useStoreSelector<T, S>(
  store: Subscribable<T>,
  selector: (value: T) => S,
  isEqual: (a: S, b: S) => boolean = Object.is,
): S {
  // What this part last drew, and from what: kept outside React's state, read by the listener.
  const [held] = useState(() => ({
    value: undefined as T | undefined,
    selector: undefined as ((value: T) => S) | undefined,
    slice: undefined as S | undefined,
    isEqual,
  }));
  const [, renderAgain] = useReducer((count: number) => count + 1, 0);
  const value = store.get();
  let slice: S;
  if (held.selector === selector && held.value === value) slice = held.slice as S;
  else {
    const next = selector(value);
    // An equal slice keeps the one held, so what the part passes down keeps its identity.
    slice =
      held.selector !== undefined && isEqual(held.slice as S, next) ? (held.slice as S) : next;
  }
  /* eslint-disable react-hooks/immutability -- the part's own record of what it drew */
  held.value = value;
  held.selector = selector;
  held.slice = slice;
  held.isEqual = isEqual;
  /* eslint-enable react-hooks/immutability */

  useClientLayoutEffect(() => {
    const check = () => {
      const now = store.get();
      if (now === held.value) return;
      let changed = true;
      // A selector that throws on the new value (a child whose parent is about to unmount it)
      // is left to the render, which React orders parent first.
      try {
        changed = !held.isEqual(held.slice as S, held.selector!(now));
      } catch {
        // The render that follows reads it again.
      }
      if (changed) renderAgain();
    };
    const unsubscribe = store.subscribe(check);
    // A change between this render and the subscription is not missed.
    check();
    return unsubscribe;
  }, [store, held]);
  return slice;
}

/**
 * Equal when both have the same keys with the same values (`Object.is`): for selectors that
 * return a few fields at once.
 *
 * @example
 * ```ts
 * useStoreSelector(store, (grid) => ({ page: grid.query.state.pageNumber, busy: grid.query.isFetching }), shallowEqual);
 * ```
 */
export function shallowEqual<T>(a: T, b: T): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  const keysA = Object.keys(a);
  if (keysA.length !== Object.keys(b).length) return false;
  return keysA.every(
    (key) =>
      Object.prototype.hasOwnProperty.call(b, key) &&
      Object.is((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
  );
}
