/**
 * Changes around one that waits (for code fetched on demand), in the order a host asked them:
 * changes asked in the same task after it are held and made on it once it has come; a whole
 * change (a reset, another view) replaces it, so it never lands. Changes asked later, by
 * another event, are made at once; the last of them asked to be kept (a person's search, words
 * that mean the same on any list) is made again on it once it lands. No React here.
 *
 * @example
 * ```ts
 * const line = changeLine();
 * line.wait(loadFiltersCheck(), (check) => enterView(view, check));
 * line.now(() => sortBy(byCode)); // in the same handler: made on the view once it is entered
 * line.now(() => search('acme'), false, true); // later: made now, and again on the view
 * line.now(() => reset(), true); // whole: the view never lands
 * ```
 */
export function changeLine() {
  // The change that waits, by what its task asks after it; a whole change or another that waits
  // replaces it, and it never lands.
  let waiting: (() => void)[] | undefined;
  // What that task asks: held, not made at once.
  let held: (() => void)[] | undefined;
  // The last change a later event asked to keep: made on it after what its task asked.
  let kept: (() => void) | undefined;
  const now = (change: () => void, whole?: boolean, keep?: boolean) => {
    if (whole) waiting = held = undefined;
    if (held) held.push(change);
    else {
      change();
      if (keep) kept = change;
    }
  };
  /** Makes `change` once `ready` settles, with its value (none if it failed), unless replaced. */
  const wait = <T>(ready: Promise<T>, change: (value?: T) => void) => {
    kept = undefined;
    const line: (() => void)[] = (waiting = held = []);
    // The task that asked for it is over: what comes later is made at once.
    queueMicrotask(() => {
      if (held === line) held = undefined;
    });
    const land = (value?: T) => {
      if (waiting !== line) return;
      if (kept) line.push(kept);
      change(value);
      // Through `now`: if what landed waits again, the rest is held behind it.
      for (const made of line) now(made);
    };
    ready.then(land, () => land());
  };
  return { now, wait };
}

/** Changes around one that waits: see {@link changeLine}. */
export type ChangeLine = ReturnType<typeof changeLine>;
