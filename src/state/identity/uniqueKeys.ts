/** What joins an id and its occurrence in a repeat's key: `DLV-1~2` is the second `DLV-1`. */
export const repeatMark = '~';

/**
 * One unique key per id of a list, by order: the first occurrence of an id keeps it as its
 * key; each later one gets the id with its occurrence number (`DLV-1~2`, `DLV-1~3`), or the next
 * number free when the list holds that key as an id of its own. The same list always gets the
 * same keys, and a list without repeats gets its ids back.
 *
 * @example
 * ```ts
 * uniqueKeysOf(['DLV-1', 'DLV-2', 'DLV-1']); // ['DLV-1', 'DLV-2', 'DLV-1~2']
 * uniqueKeysOf(['A', 'A', 'A~2']); // ['A', 'A~3', 'A~2']
 * ```
 */
export function uniqueKeysOf(ids: readonly string[]): string[] {
  // Every id is its first occurrence's key: no repeat may take one.
  const taken = new Set(ids);
  if (taken.size === ids.length) return [...ids];
  // The occurrence number each id's next repeat tries first; none before its first occurrence.
  const next = new Map<string, number>();
  return ids.map((id) => {
    let occurrence = next.get(id);
    if (occurrence === undefined) {
      next.set(id, 2);
      return id;
    }
    let key: string;
    while (taken.has((key = `${id}${repeatMark}${occurrence}`))) occurrence += 1;
    taken.add(key);
    next.set(id, occurrence + 1);
    return key;
  });
}
