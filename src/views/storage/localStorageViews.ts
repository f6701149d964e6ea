import {
  DeliveriesViewStorageError,
  type DeliveriesViewStorageErrorKind,
} from './DeliveriesViewStorageError';
import { ownWriteId, redoOwnWrite, reviewOwnWrites, type OwnViewWrite } from './ownWrites';
import { checkStoredBase, putStoredEntry, removeStoredEntry, storedSavedAt } from './storedEntries';
import { readStoredViews, writeStoredViews } from './storedViewsFormat';
import { viewsChangeFeed } from './viewsChangeFeed';
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

// Other tabs' copies catch up within milliseconds: a few seconds of writes are plenty.
const rememberedWrites = 50;
const rememberedMs = 10_000;

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
 * of the same key on this page (a second grid) right after each write. Browsers do not make
 * localStorage atomic across tabs: when another tab's write is seen to have lost one of this
 * store's recent writes (its copy had not caught up), the write is made again.
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
  const update = (change: (entries: readonly unknown[]) => readonly unknown[]) => {
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
    feed.notifyPage();
  };

  // This store's recent writes, while other tabs' copies may lag behind (see reviewOwnWrites).
  let journal: OwnViewWrite[] = [];
  const remember = (write: OwnViewWrite) => {
    // Only the latest write of a view counts: an earlier one made again would undo it.
    const others = journal.filter((earlier) => ownWriteId(earlier) !== ownWriteId(write));
    journal = [...others, write].slice(-rememberedWrites);
  };

  // Writes undone by a lagging tab that could not be made again (storage full): kept, listed
  // as `unsaved`, and tried again with each later write here or change elsewhere.
  let unsaved: { write: OwnViewWrite; kind: DeliveriesViewStorageErrorKind }[] = [];
  const redoWrites = (writes: readonly OwnViewWrite[]) => {
    if (writes.length === 0) return;
    try {
      update((entries) => writes.reduce(redoOwnWrite, entries));
      unsaved = [];
    } catch (error) {
      const kind = error instanceof DeliveriesViewStorageError ? error.kind : 'unavailable';
      unsaved = writes.map((write) => ({ write, kind }));
    }
  };
  // The unsaved writes and `newer` ones, one per view, the latest winning.
  const withUnsaved = (newer: readonly OwnViewWrite[]) => {
    const ids = new Set(newer.map(ownWriteId));
    return [
      ...unsaved.map(({ write }) => write).filter((write) => !ids.has(ownWriteId(write))),
      ...newer,
    ];
  };

  const feed = viewsChangeFeed(key, (event) => {
    // Cleared or removed on purpose in another tab: nothing of ours to restore.
    if (event.key === null || event.newValue === null) {
      journal = [];
      unsaved = [];
      return;
    }
    const recent = journal.filter((write) => Date.now() - write.at < rememberedMs);
    const { redo, keep } = reviewOwnWrites(recent, event.oldValue, event.newValue);
    journal = keep;
    redoWrites(withUnsaved(redo));
  });

  const ownWrite = (write: OwnViewWrite) => {
    remember(write);
    // A newer write of the same view replaces its unsaved one; the others get another chance.
    unsaved = unsaved.filter((earlier) => ownWriteId(earlier.write) !== ownWriteId(write));
    redoWrites(withUnsaved([]));
  };

  return {
    list(): DeliveriesViewListing {
      const listing = readAll();
      const names = unsaved.flatMap(({ write, kind }) =>
        write.op === 'put' ? [{ name: write.view.name, kind }] : [],
      );
      return names.length > 0 ? { ...listing, unsaved: names } : listing;
    },
    put(view, base) {
      let before: unknown = null;
      update((entries) => {
        checkStoredBase(entries, view.id, base);
        before = storedSavedAt(entries, view.id);
        return putStoredEntry(entries, view);
      });
      ownWrite({ at: Date.now(), before, op: 'put', view });
    },
    remove(id, base) {
      let before: unknown = null;
      update((entries) => {
        checkStoredBase(entries, id, base, true);
        before = storedSavedAt(entries, id);
        return removeStoredEntry(entries, id);
      });
      ownWrite({ at: Date.now(), before, op: 'remove', id });
    },
    subscribe: feed.subscribe,
  };
}
