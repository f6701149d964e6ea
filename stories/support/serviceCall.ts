/**
 * Waits as a host's service would; settles early (rejecting) when `signal` aborts, as it does
 * when the person presses "Cancel".
 *
 * @example
 * ```ts
 * run: async (selection, { signal }) => serviceCall(600, signal),
 * ```
 */
export function serviceCall(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });
}
