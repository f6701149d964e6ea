import type { Dispatch, SetStateAction } from 'react';
import { removeView, upsertView } from './logic/viewList';
import type { DeliveriesSavedViewsMessages } from './messages';
import type { DeliveriesViewStorage, DeliveriesViewWriteBase } from './storage/viewStorage';
import type { SavedDeliveriesView } from './types';

/** Runs one store write; resolves `true` once stored, `false` when refused (with an alert). */
export type RunViewWrite = (
  work: () => void | Promise<void>,
  onDone: () => void,
  failed: (reason: string) => string,
) => Promise<boolean>;

/** What the four writes need from `useSavedViews`. */
export interface ViewWriteContext {
  store: DeliveriesViewStorage;
  /** The views as shown: what the person based the change on. */
  views: readonly SavedDeliveriesView[];
  write: RunViewWrite;
  setViews: Dispatch<SetStateAction<SavedDeliveriesView[]>>;
  setDeleted: Dispatch<SetStateAction<SavedDeliveriesView[]>>;
  announce(text: string): void;
  messages: DeliveriesSavedViewsMessages;
}

/**
 * Save, rename, delete and restore, each as one store operation that names the version it was
 * based on (the shown view's `savedAt`, or `null` for a view that must not exist yet), so a
 * store can refuse to overwrite a change made elsewhere. The shown list follows on success.
 *
 * @example
 * ```ts
 * const { save } = savedViewWrites({ store, views, write, setViews, setDeleted, announce, messages });
 * await save(createSavedView(current, 'Late pallets'), messages.saved('Late pallets'));
 * ```
 */
export function savedViewWrites({
  store,
  views,
  write,
  setViews,
  setDeleted,
  announce,
  messages,
}: ViewWriteContext) {
  const baseOf = (id: string): DeliveriesViewWriteBase => ({
    savedAt: views.find((shown) => shown.id === id)?.savedAt ?? null,
  });
  return {
    /** Saves a new view, or replaces the shown one with its id. */
    save: (view: SavedDeliveriesView, announcement: string) =>
      write(
        () => store.put(view, baseOf(view.id)),
        () => {
          setViews((shown) => upsertView(shown, view));
          announce(announcement);
        },
        (reason) => messages.saveFailed(view.name, reason),
      ),
    rename: (view: SavedDeliveriesView, name: string) => {
      const renamed = { ...view, name, savedAt: new Date().toISOString() };
      return write(
        () => store.put(renamed, { savedAt: view.savedAt }),
        () => {
          setViews((shown) => upsertView(shown, renamed));
          announce(messages.renamed(view.name, name));
        },
        (reason) => messages.renameFailed(view.name, reason),
      );
    },
    remove: (view: SavedDeliveriesView) =>
      write(
        () => store.remove(view.id, { savedAt: view.savedAt }),
        () => {
          setViews((shown) => removeView(shown, view.id));
          setDeleted((gone) => [...removeView(gone, view.id), view]);
          announce(messages.deleted(view.name));
        },
        (reason) => messages.deleteFailed(view.name, reason),
      ),
    /** Puts a view deleted here back, unless it exists again. */
    restore: (view: SavedDeliveriesView) =>
      write(
        () => store.put(view, { savedAt: null }),
        () => {
          setViews((shown) => upsertView(shown, view));
          setDeleted((gone) => removeView(gone, view.id));
          announce(messages.restored(view.name));
        },
        (reason) => messages.restoreFailed(view.name, reason),
      ),
  };
}
