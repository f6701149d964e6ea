import { createExternalStore } from '../../shared/externalStore';

/**
 * Moving among the page's rows by their keys (`grid.rowKeys`), not their places on screen: the
 * default body, a headless host's list and a card layout move alike, and the row holding the
 * tab stop stays the same delivery when a refresh or a sort moves it.
 *
 * @example
 * ```tsx
 * const active = useDeliveriesGridSelector(grid.navigation, (key) => key);
 * <li tabIndex={key === active ? 0 : -1} onFocus={() => grid.navigation.setActive(key)}
 *   onKeyDown={(e) => { const to = grid.navigation.target(key, e.key, 10); if (to) focusCard(to); }} />;
 * ```
 */
export interface DeliveriesRowNavigation {
  /** The key of the row in the tab order: the last one focused while it is on the page. */
  get: () => string | null;
  subscribe: (listener: () => void) => () => void;
  /**
   * The row a key moves to from the row `from`: ArrowDown and ArrowUp by one, PageDown and
   * PageUp by `pageRows` (the rows in view), Home and End to the ends; `null` for another key.
   */
  target: (from: string, key: string, pageRows: number) => string | null;
  /** A row took focus: it holds the tab stop from now on. */
  setActive: (rowKey: string) => void;
}

/** The navigation with what its owner feeds it: the page's keys as each render has them. */
export interface RowNavigationInternals extends DeliveriesRowNavigation {
  follow: (rowKeys: readonly string[]) => void;
  notify: () => void;
}

/** The index a key moves to among `count` rows from `from`, or `null` when it is not a move. */
export function targetIndex(key: string, from: number, count: number, pageRows: number) {
  const last = count - 1;
  const page = Math.max(1, pageRows);
  switch (key) {
    case 'ArrowDown':
      return Math.min(from + 1, last);
    case 'ArrowUp':
      return Math.max(from - 1, 0);
    case 'PageDown':
      return Math.min(from + page, last);
    case 'PageUp':
      return Math.max(from - page, 0);
    case 'Home':
      return 0;
    case 'End':
      return last;
    default:
      return null;
  }
}

/**
 * Which row holds the tab stop on a new page: the one that held it, wherever it is now; if it
 * left the page, the row in its place (a page turn keeps the place); the first at first.
 */
export function activeKeyOn(
  rowKeys: readonly string[],
  held: { key: string | null; index: number },
): string | null {
  if (rowKeys.length === 0) return null;
  if (held.key !== null && rowKeys.includes(held.key)) return held.key;
  return rowKeys[Math.max(0, Math.min(held.index, rowKeys.length - 1))]!;
}

export function createRowNavigation(rowKeys: readonly string[]): RowNavigationInternals {
  let keys = rowKeys;
  let held = { key: null as string | null, index: 0 };
  const active = createExternalStore(activeKeyOn(keys, held));
  return {
    get: active.get,
    subscribe: active.subscribe,
    target: (from, key, pageRows) => {
      const at = keys.indexOf(from);
      if (at < 0) return null;
      const to = targetIndex(key, at, keys.length, pageRows);
      return to === null ? null : keys[to]!;
    },
    setActive: (rowKey) => {
      const index = keys.indexOf(rowKey);
      if (index < 0) return;
      held = { key: rowKey, index };
      active.set(rowKey);
    },
    follow: (next) => {
      if (next === keys) return;
      keys = next;
      const key = activeKeyOn(keys, held);
      held = { key: held.key, index: key === null ? held.index : keys.indexOf(key) };
      active.publish(key);
    },
    notify: active.notify,
  };
}
