/**
 * Runs `work` once the browser is idle (`requestIdleCallback`, at most 1 s away), else after a
 * task; returns a cancel. For work that must not delay a paint but should be done before it is
 * needed.
 *
 * @example
 * ```ts
 * useEffect(() => whenIdle(() => warmUpCache()), []);
 * ```
 */
export function whenIdle(work: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(work, { timeout: 1000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(work, 1);
  return () => clearTimeout(id);
}
