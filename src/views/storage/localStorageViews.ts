import { DeliveriesViewStorageError } from './DeliveriesViewStorageError';
import { checkStoredBase, putStoredEntry, removeStoredEntry } from './storedEntries';
import { readStoredViews, writeStoredViews } from './storedViewsFormat';
import type { DeliveriesViewListing, DeliveriesViewStorage } from './viewStorage';

/** The browser's localStorage; `undefined` on a server; throws when the browser refuses it. */
function browserStorage(): Storage | undefined {
  if (typeof window === 'undefined') return undefined;
  try {
    return window.localStorage ?? undefined;
  } catch (error) {
    // Blocked site data and some private modes throw a SecurityError on mere access.
    throw new DeliveriesViewStorageError('unavailable', { cause: error });
  }
}

// Subscribers in this page, by key: the `storage` event reaches only the other tabs.
const pageSubscribers = new Map<string, Set<() => void>>();

const isQuotaError = (error: unknown) =>
  error instanceof DOMException &&
  (error.name === 'QuotaExceededError' ||
    error.name === 'NS_ERROR_DOM_QUOTA_REACHED' ||
    error.code === 22);

/**
 * Saved views in the browser's `localStorage` under `key`, as `{ version: 1, views: [...] }`:
 * the default store of `DeliveriesSavedViews`. Safe everywhere:
 * - on a server (no `window`) it lists nothing and throws on nothing;
 * - text that is not the format lists no views with `problem: 'unreadable'`, and the next save
 *   replaces it; entries that are not valid views are left out of the list, and kept stored;
 * - each write is one operation (put or remove by id) applied to the stored list as read in the
 *   same synchronous step, never a list read earlier: another tab's views are not overwritten;
 *   a view another tab changed or deleted since it was listed is refused (`'conflict'`);
 * - a format written by a newer version lists nothing (`'newer-version'`) and is never
 *   overwritten: writes throw a {@link DeliveriesViewStorageError};
 * - a browser that refuses storage lists nothing (`'unavailable'`); writes throw, as does a full
 *   quota (`'quota'`).
 * Other tabs' changes reach `subscribe` through the `storage` event; those of another store
 * of the same key on this page (a second grid) right after each write.
 *
 * @example
 * ```tsx
 * <DeliveriesSavedViews current={current} onApply={apply} storage={localStorageViews('ops:views')} />
 * ```
 */
export function localStorageViews(key = 'deliveries-table:views'): DeliveriesViewStorage {
  const readAll = (): DeliveriesViewListing => {
    try {
      const storage = browserStorage();
      return storage ? readStoredViews(storage.getItem(key)) : { views: [] };
    } catch {
      return { views: [], problem: 'unavailable' };
    }
  };

  // Read and write in one synchronous step, so nothing written since the last list is lost.
  const update = (change: (entries: readonly unknown[]) => unknown[]) => {
    const storage = browserStorage();
    if (!storage) throw new DeliveriesViewStorageError('unavailable');
    const listing = readAll();
    if (listing.problem === 'newer-version' || listing.problem === 'unavailable') {
      throw new DeliveriesViewStorageError(listing.problem);
    }
    const next = writeStoredViews(change(listing.views));
    try {
      storage.setItem(key, next);
    } catch (error) {
      throw new DeliveriesViewStorageError(isQuotaError(error) ? 'quota' : 'unavailable', {
        cause: error,
      });
    }
    // Other lists of this key on the page (a second grid) hear it, after this write returns.
    const subscribers = [...(pageSubscribers.get(key) ?? [])];
    queueMicrotask(() => subscribers.forEach((onChange) => onChange()));
  };

  return {
    list: readAll,
    put: (view, base) =>
      update((entries) => {
        checkStoredBase(entries, view.id, base);
        return putStoredEntry(entries, view);
      }),
    remove: (id, base) =>
      update((entries) => {
        checkStoredBase(entries, id, base, true);
        return removeStoredEntry(entries, id);
      }),
    subscribe(onChange) {
      if (typeof window === 'undefined') return () => {};
      const listener = (event: StorageEvent) => {
        // `key` is null when another tab cleared the whole store.
        if (event.key === key || event.key === null) onChange();
      };
      // Its own Set entry, so one callback subscribed twice unsubscribes once each.
      const subscriber = () => onChange();
      const onPage = pageSubscribers.get(key) ?? new Set();
      pageSubscribers.set(key, onPage.add(subscriber));
      window.addEventListener('storage', listener);
      return () => {
        window.removeEventListener('storage', listener);
        onPage.delete(subscriber);
        if (onPage.size === 0 && pageSubscribers.get(key) === onPage) pageSubscribers.delete(key);
      };
    },
  };
}
