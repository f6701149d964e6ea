/**
 * The first item of each key, in order; the same list where no key repeats (so a memo or a
 * layout keyed by it holds).
 *
 * @example
 * ```ts
 * firstOfEach([{ id: 'a' }, { id: 'a' }], (item) => item.id); // [{ id: 'a' }]
 * ```
 */
export function firstOfEach<T>(items: readonly T[], keyOf: (item: T) => unknown): readonly T[] {
  const seen = new Set<unknown>();
  const kept = items.filter((item) => !seen.has(keyOf(item)) && Boolean(seen.add(keyOf(item))));
  return kept.length === items.length ? items : kept;
}
