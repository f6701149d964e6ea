import { uniqueKeysOf } from '../../state/identity/uniqueKeys';
import { isRecord } from '../logic/guards';
import type { DeliveriesViewListing } from './viewStorage';

/**
 * The version of the stored format `{ version, views }`; raise it when the shape of a view
 * changes (and read the older one in `readStoredViews`).
 *
 * @example
 * ```ts
 * JSON.parse(localStorage.getItem('deliveries-table:views')!).version === storedViewsVersion;
 * ```
 */
export const storedViewsVersion = 1;

/**
 * Reads the text a browser store holds (`null` when there is none). Entries are returned as
 * they are (the reader checks each one), but for ids: an entry whose id an earlier one has gets
 * its own (`view-1~2`, see `uniqueKeysOf`), the same on every read, so each view is listed and
 * written on its own; `repaired` counts them (the next write stores the new ids). Text that is
 * not JSON, not `{ version, views }`, or written by a newer version gives no views and says why.
 *
 * @example
 * ```ts
 * readStoredViews('{"version":1,"views":[]}'); // { views: [] }
 * readStoredViews('{"version":1,"views":[{"id":"a"},{"id":"a"}]}'); // { views: [{ id: 'a' }, { id: 'a~2' }], repaired: 1 }
 * readStoredViews('{"version":2,"views":[]}'); // { views: [], problem: 'newer-version' }
 * readStoredViews('not json'); // { views: [], problem: 'unreadable' }
 * ```
 */
export function readStoredViews(text: string | null): DeliveriesViewListing {
  if (text === null) return { views: [] };
  let stored: unknown;
  try {
    stored = JSON.parse(text);
  } catch {
    return { views: [], problem: 'unreadable' };
  }
  if (!isRecord(stored) || typeof stored.version !== 'number') {
    return { views: [], problem: 'unreadable' };
  }
  if (stored.version > storedViewsVersion) return { views: [], problem: 'newer-version' };
  if (stored.version !== storedViewsVersion || !Array.isArray(stored.views)) {
    return { views: [], problem: 'unreadable' };
  }
  return withOwnIds(stored.views as unknown[]);
}

/** The entries with an id of their own each (entries without a text id stay as they are). */
function withOwnIds(entries: readonly unknown[]): DeliveriesViewListing {
  const ids = entries.map((entry) =>
    isRecord(entry) && typeof entry.id === 'string' ? entry.id : null,
  );
  const named = ids.filter((id): id is string => id !== null);
  const keys = uniqueKeysOf(named);
  let repaired = 0;
  let at = 0;
  const views = entries.map((entry, index) => {
    if (ids[index] === null) return entry;
    const key = keys[at++]!;
    if (key === ids[index]) return entry;
    repaired += 1;
    return { ...(entry as Record<string, unknown>), id: key };
  });
  return repaired > 0 ? { views, repaired } : { views };
}

/**
 * The text to store for these entries (views, and entries kept as another version wrote them),
 * versioned.
 *
 * @example
 * ```ts
 * localStorage.setItem('deliveries-table:views', writeStoredViews(views));
 * ```
 */
export function writeStoredViews(views: readonly unknown[]): string {
  return JSON.stringify({ version: storedViewsVersion, views });
}
