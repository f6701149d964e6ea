import { isRecord } from '../logic/guards';
import type { SavedDeliveriesView } from '../types';
import { DeliveriesViewStorageError } from './DeliveriesViewStorageError';
import type { DeliveriesViewWriteBase } from './viewStorage';

/** The id of a stored entry, whatever else it holds; `undefined` when it has none. */
const idOf = (entry: unknown): string | undefined =>
  isRecord(entry) && typeof entry.id === 'string' ? entry.id : undefined;

/**
 * The stored entries with `view` in place of every entry with its id (once, where the first
 * was), or added at the end. Entries this version cannot read stay as they are: another tab
 * (or a newer version of the library) wrote them, and a write here must not lose them.
 *
 * @example
 * ```ts
 * putStoredEntry([{ id: 'a', future: true }, oldLate], late); // [{ id: 'a', future: true }, late]
 * ```
 */
export function putStoredEntry(entries: readonly unknown[], view: SavedDeliveriesView): unknown[] {
  let placed = false;
  const next: unknown[] = [];
  for (const entry of entries) {
    if (idOf(entry) !== view.id) next.push(entry);
    else if (!placed) {
      next.push(view);
      placed = true;
    }
  }
  if (!placed) next.push(view);
  return next;
}

/**
 * The stored entries without those with this id; every other entry stays as it is.
 *
 * @example
 * ```ts
 * removeStoredEntry([late, 'damaged'], late.id); // ['damaged']
 * ```
 */
export function removeStoredEntry(entries: readonly unknown[], id: string): unknown[] {
  return entries.filter((entry) => idOf(entry) !== id);
}

/**
 * Throws a `conflict` {@link DeliveriesViewStorageError} when the stored entry with this id is
 * not the one the write was based on: another tab changed, deleted or created it since. A
 * delete of an entry already gone is no conflict; no `base` checks nothing.
 *
 * @example
 * ```ts
 * checkStoredBase(entries, view.id, { savedAt: listed.savedAt }); // throws if changed since
 * ```
 */
export function checkStoredBase(
  entries: readonly unknown[],
  id: string,
  base: DeliveriesViewWriteBase | undefined,
  removing = false,
): void {
  if (!base) return;
  const savedAt = storedSavedAt(entries, id);
  if (savedAt === null && removing) return;
  if (savedAt !== base.savedAt) throw new DeliveriesViewStorageError('conflict');
}

/**
 * Which version of the view with this id is stored: its `savedAt` as stored (whatever it is),
 * or `null` when there is none.
 *
 * @example
 * ```ts
 * storedSavedAt([late], late.id); // '2026-11-02T08:30:00.000Z'
 * ```
 */
export function storedSavedAt(entries: readonly unknown[], id: string): unknown {
  const stored = entries.find((entry) => idOf(entry) === id);
  return isRecord(stored) ? stored.savedAt : null;
}
