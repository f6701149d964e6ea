/**
 * A signal that aborts when any of `signals` does, with that signal's reason. `AbortSignal.any`
 * arrived in 2023 browsers; older ones get the same behaviour by hand.
 *
 * @example
 * ```ts
 * fetch(url, { signal: anySignal(callerSignal, timeout.signal) });
 * ```
 */
export function anySignal(...signals: AbortSignal[]): AbortSignal {
  if (typeof AbortSignal.any === 'function') return AbortSignal.any(signals);
  const combined = new AbortController();
  for (const signal of signals) {
    if (signal.aborted) combined.abort(signal.reason);
    else signal.addEventListener('abort', () => combined.abort(signal.reason), { once: true });
  }
  return combined.signal;
}

/**
 * Settles as `work` does, or rejects with `signal.reason` as soon as `signal` aborts: a
 * promise that never settles (a host's `headers()`) cannot hold the request past its timeout.
 *
 * @example
 * ```ts
 * const init = await untilAborted(Promise.resolve(hostHeaders()), signal);
 * ```
 */
export function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason as Error);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason as Error);
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}
