/**
 * Loads the chunk that reads server text before a file's first error, as a page that has been
 * open a while has it: on a busy runner, its first transform by the test's module runner alone
 * can outlast the client's 3 s wait for it, and the error then keeps no server text
 * (`serverTextChunkHangs.test.ts` tests that wait itself). Not for files that mock the chunk.
 *
 * @example
 * ```ts
 * beforeAll(warmServerText);
 * ```
 */
export const warmServerText = async (): Promise<void> => {
  await import('@src/api/serverText');
};
