/**
 * Changes around one that waits (for code fetched on demand), in the order a host asked them:
 * changes asked in the same task after it are held and made on it once it has come; a whole
 * change (a reset, another view) replaces it, so it never lands. Changes asked later, by
 * another event (a person typing a search while a view's check loads), are made at once and
 * again on it once it lands: what came after it is not lost to it. No React here.
 *
 * @example
 * ```ts
 * const line = changeLine();
 * line.wait(loadFiltersCheck(), (check) => enterView(view, check));
 * line.now(() => sortBy(byCode)); // in the same handler: made on the view once it is entered
 * // later, another event: made now, and on the view once it is entered
 * line.now(() => search('acme'));
 * line.now(() => reset(), true); // whole: the view never lands
 * ```
 */
export function changeLine() {
  // What was asked after the change that waits, in order: made on it as it lands. Another
  // change that waits, or a whole one, puts a new line in its place (or none): it never lands.
  let line: (() => void)[] | undefined;
  // Still the task that asked for it: what it asks is held, not made at once.
  let holding = false;
  const now = (change: () => void, whole?: boolean) => {
    if (whole) line = undefined;
    line?.push(change);
    if (!line || !holding) change();
  };
  /** Makes `change` once `ready` settles, with its value (none if it failed), unless replaced. */
  const wait = <T>(ready: Promise<T>, change: (value?: T) => void) => {
    const after: (() => void)[] = (line = []);
    holding = true;
    // The task that asked for it is over: what comes later is made at once, and again on it.
    queueMicrotask(() => {
      if (line === after) holding = false;
    });
    const land = (value?: T) => {
      if (line !== after) return;
      line = undefined;
      change(value);
      // Through `now`: if what landed waits again, the rest is held behind it.
      for (const made of after) now(made);
    };
    ready.then(land, () => land());
  };
  return { now, wait };
}

/** Changes around one that waits: see {@link changeLine}. */
export type ChangeLine = ReturnType<typeof changeLine>;
