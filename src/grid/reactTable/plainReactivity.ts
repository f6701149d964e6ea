import type { TableFeatures } from '@tanstack/react-table';

/** The bindings table-core asks its host framework for (`features.coreReactivityFeature`). */
export type TableReactivity = NonNullable<TableFeatures['coreReactivityFeature']>;

type Listener<T> = (value: T) => void;

/** Values handed to whoever subscribed, each call a fresh set so a listener may unsubscribe. */
function listeners<T>() {
  const set = new Set<Listener<T>>();
  return {
    notify: (value: T) => {
      for (const listener of [...set]) listener(value);
    },
    subscribe: (observer: Listener<T> | { next?: Listener<T> }) => {
      const listener: Listener<T> =
        typeof observer === 'function' ? observer : (value) => observer.next?.(value);
      set.add(listener);
      return { unsubscribe: () => void set.delete(listener) };
    },
  };
}

/**
 * Reactivity without a store library, for a table that holds no state of its own: the grid's
 * react-table instance has columns and headers only (sorting, paging, selection and layout are
 * the model's), so its atoms never change after the options are set in render. Plain boxes do
 * what react-table's adapter does with TanStack Store and use-sync-external-store, at none of
 * their bytes. Writable atoms notify on `set`; derived ones re-read on `get` (kept while equal)
 * and notify their subscribers on `commit`.
 *
 * @example
 * ```ts
 * constructTable({ features: { coreReactivityFeature: plainReactivity(), ...features }, columns, data });
 * ```
 */
export function plainReactivity(): TableReactivity {
  const committed = listeners<void>();
  const bindings = {
    createOptionsStore: false,
    wrapExternalAtoms: false,
    addSubscription: () => {},
    schedule: (run: () => void) => queueMicrotask(run),
    batch: (run: () => void) => run(),
    untrack: <T>(read: () => T) => read(),
    commit: () => committed.notify(),
    createWritableAtom: <T>(initial: T, options?: { compare?: (a: T, b: T) => boolean }) => {
      let value = initial;
      const subscribers = listeners<T>();
      const compare = options?.compare ?? Object.is;
      return {
        get: () => value,
        set: (next: T | ((previous: T) => T)) => {
          const updated =
            typeof next === 'function' ? (next as (previous: T) => T)(value) : (next as T);
          if (compare(value, updated)) return;
          value = updated;
          subscribers.notify(value);
        },
        subscribe: subscribers.subscribe,
      };
    },
    createReadonlyAtom: <T>(read: () => T, options?: { compare?: (a: T, b: T) => boolean }) => {
      const compare = options?.compare ?? Object.is;
      let held: { value: T } | undefined;
      const get = () => {
        const next = read();
        if (!held || !compare(held.value, next)) held = { value: next };
        return held.value;
      };
      const subscribers = listeners<T>();
      committed.subscribe(() => subscribers.notify(get()));
      return { get, subscribe: subscribers.subscribe };
    },
  };
  return bindings as unknown as TableReactivity;
}
