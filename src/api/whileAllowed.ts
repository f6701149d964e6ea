/**
 * `work`, or a rejection with `signal`'s reason as soon as it aborts (at once if it already
 * has): for waits the signal cannot stop itself, such as a host's `headers()` or the body of
 * a response from a `fetch` that ignores its signal.
 *
 * @example
 * ```ts
 * const text = await whileAllowed(response.text(), signal);
 * ```
 */
export function whileAllowed<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  return Promise.race([
    work,
    new Promise<never>((_, reject) => {
      const stop = () => reject(signal.reason as Error);
      if (signal.aborted) stop();
      signal.addEventListener('abort', stop);
    }),
  ]);
}
