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
 * they are (the reader checks each one); text that is not JSON, not `{ version, views }`, or
 * written by a newer version gives no views and says why.
 *
 * @example
 * ```ts
 * readStoredViews('{"version":1,"views":[]}'); // { views: [] }
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
  return { views: stored.views as unknown[] };
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
