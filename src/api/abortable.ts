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
