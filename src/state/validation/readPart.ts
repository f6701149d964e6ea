/** What `readPart` gives for a part whose reading threw (a getter, a Proxy, a revoked Proxy). */
export const unreadable: unique symbol = Symbol('unreadable');

/**
 * One property of a host's object, or `unreadable` when reading it throws: a throwing getter
 * or Proxy trap must cost the grid that part, never the page.
 *
 * @example
 * ```ts
 * readPart({ pageSize: 50 }, 'pageSize'); // 50
 * readPart({ get pageSize() { throw new Error('no'); } }, 'pageSize'); // unreadable
 * ```
 */
export function readPart(source: object, key: PropertyKey): unknown {
  try {
    return (source as Record<PropertyKey, unknown>)[key];
  } catch {
    return unreadable;
  }
}

/**
 * Whether `value` is a list, or `unreadable` when even that cannot be told (a revoked Proxy).
 *
 * @example
 * ```ts
 * isListSafely([1]); // true
 * ```
 */
export function isListSafely(value: unknown): boolean | typeof unreadable {
  try {
    return Array.isArray(value);
  } catch {
    return unreadable;
  }
}
