/**
 * A promise the test settles from outside: a slow server's answer, a host's slow action.
 *
 * @example
 * ```ts
 * const slow = deferred<string | void>();
 * run({ work: () => slow.promise });
 * slow.resolve('Done.');
 * ```
 */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}
