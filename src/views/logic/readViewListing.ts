import type { DeliveriesViewStoreProblem } from '../storage/viewStorage';
import type { SavedDeliveriesView } from '../types';
import { isRecord } from './guards';
import { parseSavedView } from './parseSavedView';
import { freeViewName } from './viewName';
import { noteViewProblems, viewProblems } from './viewProblems';

/** What a store's `list()` gave, checked: the valid views, how many were left out, and why. */
export interface ReadViewListing {
  views: SavedDeliveriesView[];
  /** Entries left out because they are not valid saved views (or repeat an id). */
  dropped: number;
  problem?: DeliveriesViewStoreProblem;
}

const problems = new Set<unknown>(['unreadable', 'newer-version', 'unavailable']);

/**
 * Checks what a store's `list()` answered, an array or a listing: every entry is parsed, the
 * invalid ones and repeats of an id are counted and left out, a name already listed (case
 * ignored) gets a free one (`Late (2)`). Anything else is `unreadable`.
 *
 * @example
 * ```ts
 * readViewListing([validView, { name: 42 }]); // { views: [validView], dropped: 1 }
 * readViewListing('oops'); // { views: [], dropped: 0, problem: 'unreadable' }
 * ```
 */
export function readViewListing(answer: unknown): ReadViewListing {
  const listing = Array.isArray(answer) ? { views: answer } : answer;
  if (!isRecord(listing) || !Array.isArray(listing.views)) {
    return { views: [], dropped: 0, problem: 'unreadable' };
  }
  const views: SavedDeliveriesView[] = [];
  const seenIds = new Set<string>();
  for (const entry of listing.views as unknown[]) {
    const view = parseSavedView(entry);
    if (!view || seenIds.has(view.id)) continue;
    seenIds.add(view.id);
    // Names are unique ignoring case, as when saving: a repeat is listed under a free name.
    const name = freeViewName(view.name, views);
    const listed = name === view.name ? view : { ...view, name };
    noteViewProblems(listed, viewProblems(view));
    views.push(listed);
  }
  const read: ReadViewListing = { views, dropped: listing.views.length - views.length };
  if (problems.has(listing.problem)) read.problem = listing.problem as DeliveriesViewStoreProblem;
  return read;
}
