import { useState } from 'react';

/** A value kept across renders: read while rendering, written once a commit has drawn it. */
export interface LastCommitted<T> {
  read(): T;
  /** Call from an effect or an event, never while rendering: a render may be thrown away. */
  write(value: T): void;
}

/**
 * What a render worked out and the renders after it keep (widths drawn, words said), written
 * after the commit without a render of its own. State set then would render the whole grid
 * again, and before paint when the answer came in a synchronous render, as react-query's do.
 *
 * @example
 * ```ts
 * const said = useLastCommitted<string | null>(null);
 * const text = answered ? `${count} deliveries` : said.read();
 * useClientLayoutEffect(() => said.write(text));
 * ```
 */
export function useLastCommitted<T>(initial: T): LastCommitted<T> {
  const [kept] = useState(() => {
    let value = initial;
    return {
      read: () => value,
      write: (next: T) => {
        value = next;
      },
    };
  });
  return kept;
}
