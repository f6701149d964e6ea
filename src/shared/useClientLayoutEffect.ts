// eslint-disable-next-line no-restricted-imports -- the one place that picks between the two
import { useEffect, useLayoutEffect } from 'react';

/**
 * `useLayoutEffect` in the browser; `useEffect` on the server, where neither runs but React 18
 * prints a warning for every `useLayoutEffect` it renders (React 19 no longer does).
 *
 * @example
 * useClientLayoutEffect(() => {
 *   widths.current = measure(tableRef.current);
 * }, [rows]);
 */
export const useClientLayoutEffect: typeof useLayoutEffect =
  typeof document === 'undefined' ? useEffect : useLayoutEffect;
