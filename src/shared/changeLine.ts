/**
 * Changes kept in the order they were made around one that waits (for code fetched on demand):
 * while one waits, each change after it is made at once and also kept in line; once every one
 * that waits has come, the line is made again in order, so what waited lands where it was asked.
 * No React here.
 *
 * @example
 * ```ts
 * const line = changeLine();
 * line.wait(loadFiltersCheck(), (check) => enterView(view, check));
 * line.now(() => sortBy(byCode)); // sorts now, and again on the view once it is entered
 * ```
 */
export function changeLine() {
  let waiting: { changes: (() => void)[]; count: number } | undefined;
  const now = (change: () => void) => {
    // Made again through `now`: a change that waits again keeps the rest in line behind it.
    waiting?.changes.push(() => now(change));
    change();
  };
  /** Makes `change` once `ready` settles, with its value (none if it failed), in line. */
  const wait = <T>(ready: Promise<T>, change: (value?: T) => void) => {
    const line = (waiting ??= { changes: [], count: 0 });
    let value: T | undefined;
    line.count += 1;
    line.changes.push(() => change(value));
    const settle = (settled?: T) => {
      value = settled;
      if (--line.count > 0) return;
      waiting = undefined;
      for (const made of line.changes) made();
    };
    ready.then(settle, () => settle());
  };
  return { now, wait };
}

/** A line of changes: see {@link changeLine}. */
export type ChangeLine = ReturnType<typeof changeLine>;
