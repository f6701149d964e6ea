import type { TableFeatures } from '@tanstack/react-table';

/** The bindings table-core asks its host framework for (`features.coreReactivityFeature`). */
export type TableReactivity = NonNullable<TableFeatures['coreReactivityFeature']>;

type Compare<T> = ((a: T, b: T) => boolean) | undefined;

// Nothing to hear: see plainReactivity.
const silent = { unsubscribe: () => {} };
const subscribe = () => silent;

/**
 * Reactivity without a store library, for a table that holds no state of its own: the grid's
 * react-table instance has columns and headers only (sorting, paging, selection and layout are
 * the model's), and its options are set in render, so no atom ever changes in a way anyone must
 * hear. Plain boxes do what react-table's adapter does with TanStack Store and
 * use-sync-external-store, at none of their bytes; a subscription is accepted and never called.
 *
 * @example
 * ```ts
 * constructTable({ features: { ...features, coreReactivityFeature: plainReactivity() }, columns, data });
 * ```
 */
export function plainReactivity(): TableReactivity {
  const bindings = {
    createOptionsStore: false,
    wrapExternalAtoms: false,
    addSubscription: () => {},
    schedule: (run: () => void) => queueMicrotask(run),
    batch: (run: () => void) => run(),
    untrack: <T>(read: () => T) => read(),
    createWritableAtom: <T>(initial: T) => {
      let value = initial;
      return {
        get: () => value,
        set: (next: T | ((previous: T) => T)) => {
          value = typeof next === 'function' ? (next as (previous: T) => T)(value) : next;
        },
        subscribe,
      };
    },
    // Read again on every get, the last value kept while equal (react-table's snapshots).
    createReadonlyAtom: <T>(read: () => T, options?: { compare?: Compare<T> }) => {
      const same = options?.compare ?? Object.is;
      let held: { value: T } | undefined;
      const get = () => {
        const next = read();
        if (!held || !same(held.value, next)) held = { value: next };
        return held.value;
      };
      return { get, subscribe };
    },
  };
  return bindings as unknown as TableReactivity;
}
