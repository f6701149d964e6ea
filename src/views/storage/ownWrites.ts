import type { SavedDeliveriesView } from '../types';
import { putStoredEntry, removeStoredEntry, storedSavedAt } from './storedEntries';
import { readStoredViews } from './storedViewsFormat';

/**
 * A write this store made at `at` (ms), with the version it replaced or deleted (`savedAt` as
 * stored, `null` for none), remembered while other tabs' copies may lag behind.
 */
export type OwnViewWrite = { at: number; before: unknown } & (
  { op: 'put'; view: SavedDeliveriesView } | { op: 'remove'; id: string }
);

/**
 * The id of the view a write is about.
 *
 * @example
 * ```ts
 * ownWriteId({ at: 0, before: null, op: 'remove', id: 'view-1' }); // 'view-1'
 * ```
 */
export const ownWriteId = (write: OwnViewWrite) => (write.op === 'put' ? write.view.id : write.id);

/** What to do with one remembered write, given another tab's write. */
function review(
  write: OwnViewWrite,
  oldEntries: readonly unknown[],
  newEntries: readonly unknown[],
) {
  const ours = write.op === 'put' ? write.view.savedAt : null;
  const now = storedSavedAt(newEntries, ownWriteId(write));
  if (now === ours) return 'keep';
  // Ours is gone: deleted on purpose by a tab that had it, else wiped out by one that did not.
  if (now === null)
    return storedSavedAt(oldEntries, ownWriteId(write)) === ours ? 'forget' : 'redo';
  // The version ours replaced or deleted is back: written from a copy that never had ours.
  if (now === write.before) return 'redo';
  return 'forget'; // another tab wrote the view its own way: its decision
}

/**
 * Sorts this store's recent writes after another tab wrote `newText` over what its copy held
 * (`oldText`). Browsers do not make localStorage atomic across tabs: a tab whose copy has not
 * caught up with a write here can write its whole list without it. A write of ours undone that
 * way is to be made again (`redo`); one that tab deleted or changed knowing of it is its
 * decision (forgotten); the others stay remembered (`keep`, with `redo`), as a third tab may lag.
 *
 * @example
 * ```ts
 * const { redo, keep } = reviewOwnWrites(journal, event.oldValue, event.newValue);
 * ```
 */
export function reviewOwnWrites(
  journal: readonly OwnViewWrite[],
  oldText: string | null,
  newText: string | null,
): { redo: OwnViewWrite[]; keep: OwnViewWrite[] } {
  const redo: OwnViewWrite[] = [];
  const keep: OwnViewWrite[] = [];
  if (journal.length === 0) return { redo, keep };
  // Parsed once for the whole journal: each text may hold hundreds of views.
  const [oldEntries, newEntries] = [readStoredViews(oldText).views, readStoredViews(newText).views];
  for (const write of journal) {
    const verdict = review(write, oldEntries, newEntries);
    if (verdict === 'redo') redo.push(write);
    if (verdict !== 'forget') keep.push(write);
  }
  return { redo, keep };
}

/**
 * The stored entries with `write` made again, unless that is done already or another tab has
 * since written the view its own way (its decision). For a write undone by a lagging tab.
 *
 * @example
 * ```ts
 * update((entries) => redo.reduce(redoOwnWrite, entries));
 * ```
 */
export function redoOwnWrite(entries: readonly unknown[], write: OwnViewWrite): readonly unknown[] {
  const now = storedSavedAt(entries, ownWriteId(write));
  if (now !== null && now !== write.before) return entries;
  return write.op === 'put'
    ? putStoredEntry(entries, write.view)
    : removeStoredEntry(entries, write.id);
}
