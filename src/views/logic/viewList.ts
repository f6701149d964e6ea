import type { SavedDeliveriesView } from '../types';

/**
 * The views with `view` in place of the one with its id, or added when its id is new.
 *
 * @example
 * ```ts
 * const next = upsertView(views, { ...views[0], name: 'Late pallets' }); // a rename
 * ```
 */
export function upsertView(
  views: readonly SavedDeliveriesView[],
  view: SavedDeliveriesView,
): SavedDeliveriesView[] {
  const at = views.findIndex((existing) => existing.id === view.id);
  if (at === -1) return [...views, view];
  return views.map((existing, index) => (index === at ? view : existing));
}

/**
 * The views without the one with this id.
 *
 * @example
 * ```ts
 * const next = removeView(views, 'view-1');
 * ```
 */
export function removeView(
  views: readonly SavedDeliveriesView[],
  id: string,
): SavedDeliveriesView[] {
  return views.filter((view) => view.id !== id);
}

// One collator for every comparison (`localeCompare` with options builds one per call), made
// on the first sort rather than while the grid's code loads.
let names: Intl.Collator | undefined;
const byName = (a: SavedDeliveriesView, b: SavedDeliveriesView) =>
  (names ??= new Intl.Collator(undefined, { sensitivity: 'base', numeric: true })).compare(
    a.name,
    b.name,
  ) || a.id.localeCompare(b.id);

/** A row of the list: a saved view, or one just deleted that can still be restored. */
export interface ViewListEntry {
  view: SavedDeliveriesView;
  deleted: boolean;
}

/**
 * The list as a person reads it, by name (numbers in order, case ignored); views deleted
 * while the list is open keep their place so "Undo" sits where the view was.
 *
 * @example
 * ```ts
 * listEntries(views, recentlyDeleted).map((entry) => entry.view.name); // ['Berlin', 'Late pallets']
 * ```
 */
export function listEntries(
  views: readonly SavedDeliveriesView[],
  deleted: readonly SavedDeliveriesView[] = [],
): ViewListEntry[] {
  const liveIds = new Set(views.map((view) => view.id));
  return [
    ...views.map((view) => ({ view, deleted: false })),
    ...deleted.filter((view) => !liveIds.has(view.id)).map((view) => ({ view, deleted: true })),
  ].sort((a, b) => byName(a.view, b.view));
}
