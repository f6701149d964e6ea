// Not a type guard: an item of T that is an object is still a T.
const isObject = (item: unknown): boolean => typeof item === 'object' && item !== null;
const noItems: readonly never[] = [];
// One list per list given: what is keyed or memoized by it holds across renders.
const kept = new WeakMap<object, readonly unknown[]>();
// The host's list of each list made without some of its items, for the notice that names them.
const givenOf = new WeakMap<object, readonly unknown[]>();

/**
 * The items of a host's list that are objects (status options, columns): the same list where
 * all are, none where it is no list. A `null` a host's fetched list holds is left out (a
 * notice names it), not read as an item. Worked out once a list.
 *
 * @example
 * ```ts
 * objectItems([{ value: 1, label: 'Planned' }, null]); // [{ value: 1, label: 'Planned' }]
 * ```
 */
export function objectItems<T>(list: readonly T[] | undefined): readonly T[] {
  if (!Array.isArray(list)) return noItems;
  let items = kept.get(list) as readonly T[] | undefined;
  if (items === undefined) {
    const objects: readonly T[] = list.every(isObject) ? list : list.filter(isObject);
    kept.set(list, objects);
    // Not where all are: a list read again would name itself its host's.
    if (objects !== list) givenOf.set(objects, list);
    items = objects;
  }
  return items;
}

/**
 * The host's list `items` was made from by `objectItems` (what it left out included): `items`
 * itself where nothing was left out.
 *
 * @example
 * ```ts
 * givenList(objectItems(fetched)); // fetched, its `null` too
 * ```
 */
export function givenList<T>(items: readonly T[]): readonly unknown[] {
  return givenOf.get(items) ?? items;
}
