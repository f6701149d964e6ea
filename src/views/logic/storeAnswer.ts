/** How long a store's list or write may take before the person is told it did not answer. */
export const storeAnswerMs = 15_000;

/** A store's promise that had not settled after {@link storeAnswerMs}. */
export class ViewStoreNoAnswer extends Error {}

/**
 * What a store's call gives, or a rejection with {@link ViewStoreNoAnswer} once it has taken
 * {@link storeAnswerMs}: a host's store that never answers leaves "Loading…" or "Saving…" with
 * an alert and "Retry", not up for good.
 *
 * @example
 * ```ts
 * const listed = await answeredInTime(store.list());
 * ```
 */
export function answeredInTime<T>(work: T | PromiseLike<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ViewStoreNoAnswer()), storeAnswerMs);
  });
  return Promise.race([Promise.resolve(work), late]).finally(() => clearTimeout(timer));
}
