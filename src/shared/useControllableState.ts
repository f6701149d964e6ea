import { useCallback, useRef, useState } from 'react';
import { useClientLayoutEffect } from './useClientLayoutEffect';

/**
 * A new value, or a function of the current one (as with `useState`).
 *
 * @example
 * ```ts
 * grid.actions.setState((state) => ({ ...state, pageSize: 50 }));
 * ```
 */
export type StateUpdate<T> = T | ((current: T) => T);

/**
 * One piece of state that the host may own (`prop` + `onChange`) or leave to the component
 * (`defaultProp`), as Radix primitives do. `onChange` hears every change in both modes.
 *
 * @example
 * ```ts
 * const [state, setState] = useControllableState({
 *   prop: props.state,
 *   defaultProp: () => ({ ...defaultQueryState, ...props.initialState }),
 *   onChange: props.onStateChange,
 * });
 * ```
 */
export function useControllableState<T>({
  prop,
  defaultProp,
  onChange,
}: {
  prop?: T | undefined;
  defaultProp: T | (() => T);
  onChange?: ((value: T) => void) | undefined;
}): [T, (update: StateUpdate<T>) => void] {
  const [uncontrolledValue, setUncontrolledValue] = useState(defaultProp);
  const isControlled = prop !== undefined;
  const value = isControlled ? prop : uncontrolledValue;

  // The setter stays stable and reads the latest value, the host's own (`undefined`: none) and
  // the callback from here.
  const rendered = { value, prop, onChange };
  const latest = useRef(rendered);
  useClientLayoutEffect(() => {
    latest.current = rendered;
  });

  const setValue = useCallback((update: StateUpdate<T>) => {
    const current = latest.current;
    const next = typeof update === 'function' ? (update as (value: T) => T)(current.value) : update;
    if (Object.is(next, current.value)) return;
    // Two updates in one event chain on each other instead of both starting from the render's
    // value. A host that refuses one renders nothing: after the event, the next change starts
    // from what the host shows again, never carrying the refused one with it.
    current.value = next;
    if (current.prop !== undefined) queueMicrotask(() => (current.value = current.prop as T));
    else setUncontrolledValue(() => next);
    current.onChange?.(next);
  }, []);

  return [value, setValue];
}
