/**
 * A value outside React that parts subscribe to (`useStoreSelector`), as MUI X's `apiRef`
 * state and TanStack's atoms are: a change renders only the parts whose slice changed.
 *
 * @example
 * ```ts
 * const store = createExternalStore({ count: 0 });
 * store.set({ count: 1 }); // listeners hear it
 * ```
 */
export interface ExternalStore<T> {
  get: () => T;
  subscribe: (listener: () => void) => () => void;
  /** A new value, heard at once by every listener (not from a render). */
  set: (next: T) => void;
  /**
   * A new value without telling anyone yet: the component that owns the store writes it while
   * it renders (its children then read it in the same render) and calls `notify` after commit.
   */
  publish: (next: T) => void;
  /** Tells the listeners if anything was published since they last heard. */
  notify: () => void;
}

export function createExternalStore<T>(initial: T): ExternalStore<T> {
  let value = initial;
  let heard = initial;
  const listeners = new Set<() => void>();
  const notify = () => {
    if (Object.is(heard, value)) return;
    heard = value;
    for (const listener of [...listeners])
      try {
        listener();
      } catch (error) {
        // A host's listener that throws is its own to hear; the others still hear the change.
        queueMicrotask(() => {
          throw error;
        });
      }
  };
  return {
    get: () => value,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set: (next) => {
      value = next;
      notify();
    },
    publish: (next) => {
      value = next;
    },
    notify,
  };
}
