import type { DeliveriesViewStorageErrorKind } from './DeliveriesViewStorageError';
import type { SavedDeliveriesView } from '../types';

/**
 * Why a store could not give every saved view:
 * - `unreadable`: what it holds is not saved views (damaged data, an unknown format);
 * - `newer-version`: a newer version of the library wrote it, so this one leaves it untouched;
 * - `unavailable`: the browser refuses access (private browsing, blocked site data).
 *
 * @example
 * ```ts
 * const listing: DeliveriesViewListing = { views: [], problem: 'unavailable' };
 * ```
 */
export type DeliveriesViewStoreProblem = 'unreadable' | 'newer-version' | 'unavailable';

/**
 * What {@link DeliveriesViewStorage.list} answers when it has more to say than the views.
 * `views` are checked again on the way in: an entry that is not a valid saved view is left out
 * and counted, so a store may hand over what it holds as it is.
 *
 * @example
 * ```ts
 * const listing: DeliveriesViewListing = { views: [], problem: 'unreadable' };
 * ```
 */
export interface DeliveriesViewListing {
  views: readonly unknown[];
  problem?: DeliveriesViewStoreProblem;
  /**
   * Views the store gave an id of their own because an earlier one had theirs (shown as a
   * note). Views listed with an id an earlier one has are left out, and the note says so.
   */
  repaired?: number;
  /**
   * Views this page saved that are not stored (another tab wrote over them and writing them
   * again failed), each with why: shown as a note until a later write stores them.
   */
  unsaved?: readonly DeliveriesViewUnsaved[];
}

/**
 * A view saved here that the store could not keep, by name, with why (see
 * {@link DeliveriesViewListing.unsaved}).
 *
 * @example
 * ```ts
 * const unsaved: DeliveriesViewUnsaved = { name: 'Late pallets', kind: 'quota' };
 * ```
 */
export interface DeliveriesViewUnsaved {
  name: string;
  kind: DeliveriesViewStorageErrorKind;
}

/**
 * What `list()` may answer: the stored entries as they are, or a listing that also says why
 * some are missing.
 *
 * @example
 * ```ts
 * const answer: DeliveriesViewListAnswer = await fetch('/api/views').then((r) => r.json());
 * ```
 */
export type DeliveriesViewListAnswer = readonly unknown[] | DeliveriesViewListing;

/**
 * What a write was based on: the `savedAt` of the stored view the person changed (as listed),
 * or `null` when the view must not exist yet (a new view, or "Undo" of a delete). A store that
 * checks it refuses a write whose base is no longer what it holds, by throwing
 * `new DeliveriesViewStorageError('conflict')`: the person sees why, and the list is read again,
 * so a change made in another tab or by another person is never overwritten unseen. Over HTTP
 * it maps onto a conditional request (`If-Match` with an ETag from `savedAt`, or
 * `If-None-Match: *`) answered by 412.
 *
 * @example
 * ```ts
 * const base: DeliveriesViewWriteBase = { savedAt: '2026-11-02T08:30:00.000Z' };
 * ```
 */
export interface DeliveriesViewWriteBase {
  savedAt: string | null;
}

/**
 * Where saved views live. One method per operation, so a server-side store maps them onto
 * `GET /views`, `PUT /views/{id}` and `DELETE /views/{id}` and two tabs never overwrite each
 * other's whole list. Each method may answer at once or with a promise; a rejection (or a
 * throw) shows as an alert, with the `Error`'s `message` as its reason, so throw messages a
 * person can read. Ids are made by the component (random UUIDs), so `put` creates and updates.
 *
 * Writes pass a {@link DeliveriesViewWriteBase}: a store that checks it never overwrites a change
 * made elsewhere since the person's list was read; one that ignores it lets the last write win.
 *
 * Keep one store per component: it is read on mount (give the component a new `key` to switch).
 *
 * @example
 * ```ts
 * const serverViews: DeliveriesViewStorage = {
 *   list: () => fetch('/api/views').then((answer) => answer.json()),
 *   put: async (view, base) => {
 *     const answer = await fetch(`/api/views/${view.id}`, {
 *       method: 'PUT',
 *       body: JSON.stringify(view),
 *       headers: base?.savedAt ? { 'If-Match': `"${base.savedAt}"` } : { 'If-None-Match': '*' },
 *     });
 *     if (answer.status === 412) throw new DeliveriesViewStorageError('conflict');
 *     if (!answer.ok) throw new Error('The server did not keep the view.');
 *   },
 *   remove: async (id) => {
 *     await fetch(`/api/views/${id}`, { method: 'DELETE' });
 *   },
 * };
 * ```
 */
export interface DeliveriesViewStorage {
  /** Every saved view: an array, or a {@link DeliveriesViewListing} that also says what went wrong. */
  list(): DeliveriesViewListAnswer | Promise<DeliveriesViewListAnswer>;
  /** Creates the view, or replaces the one with its `id`; `base`: what the change was made from. */
  put(view: SavedDeliveriesView, base?: DeliveriesViewWriteBase): void | Promise<void>;
  /**
   * Deletes the view with this `id`; an unknown id is not an error. `base`: the `savedAt` of the
   * view as listed (a view changed since is not deleted unseen).
   */
  remove(id: string, base?: DeliveriesViewWriteBase): void | Promise<void>;
  /** Optional: calls `onChange` when the views change elsewhere (another tab); returns an unsubscribe. */
  subscribe?(onChange: () => void): () => void;
}
