import { useMemo } from 'react';

/**
 * `value`, or the one given before while it is equal as JSON: memos that depend on it hold
 * while a fresh but equal object arrives (a host's new array, a check's fresh copy). For small
 * plain values only: it is serialized every render.
 *
 * @example
 * ```ts
 * const columnIds = useEqualValue(columns.map((column) => column.id));
 * ```
 */
export function useEqualValue<T>(value: T): T {
  const key = JSON.stringify(value);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => value, [key]);
}
