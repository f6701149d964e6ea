import type { serverTextReader } from './serverText';

/** How long an error waits for the chunk that reads server text before it does without it. */
const chunkWaitMs = 3000;

/**
 * {@link serverTextReader}, from a chunk loaded on the first error, or `undefined` when the
 * chunk fails to load or takes over 3 s. Without it an error keeps no server text and no cause
 * at all (fail closed): only what its kind and status say, never unredacted text.
 *
 * @example
 * ```ts
 * const reader = await loadServerText();
 * throw reader ? await reader(sentHeaders).httpError(response, endpoint) : httpStatusError(response);
 * ```
 */
export function loadServerText(): Promise<typeof serverTextReader | undefined> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, chunkWaitMs);
    import('./serverText')
      .then((chunk) => chunk.serverTextReader)
      .catch(() => undefined)
      .then((reader) => {
        clearTimeout(timer);
        resolve(reader);
      });
  });
}
