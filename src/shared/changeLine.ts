/**
 * Changes around one that waits (for code fetched on demand), in the order a host asked them:
 * changes asked in the same task after it are held and made on it once it has come; a whole
 * change (a reset, another view) replaces it, so it never lands. Changes asked later, by
 * another event, are made at once. No React here.
 *
 * @example
 * ```ts
 * const line = changeLine();
 * line.wait(loadFiltersCheck(), (check) => enterView(view, check));
 * line.now(() => sortBy(byCode)); // in the same handler: made on the view once it is entered
 * line.now(() => reset(), true); // whole: the view never lands
 * ```
 */
export function changeLine() {
  let turn = 0;
  let held: (() => void)[] | undefined;
  const now = (change: () => void, whole?: boolean) => {
    if (whole) {
      turn += 1;
      held = undefined;
    }
    if (held) held.push(change);
    else change();
  };
  /** Makes `change` once `ready` settles, with its value (none if it failed), unless replaced. */
  const wait = <T>(ready: Promise<T>, change: (value?: T) => void) => {
    const mine = ++turn;
    const line: (() => void)[] = (held = []);
    // The task that asked for it is over: what comes later is made at once.
    queueMicrotask(() => {
      if (held === line) held = undefined;
    });
    const land = (value?: T) => {
      if (mine !== turn) return;
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
