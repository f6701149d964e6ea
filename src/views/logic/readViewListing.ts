import type { QueryStateLimits } from '../../state/validation/queryStateLimits';
import type { DeliveriesViewStoreProblem, DeliveriesViewUnsaved } from '../storage/viewStorage';
import type { SavedDeliveriesView } from '../types';
import { isRecord } from './guards';
import { parseSavedView } from './parseSavedView';
import { maxViewNameLength, normalizeViewName, viewNameKey, viewNameRegister } from './viewName';
import { noteViewProblems, viewProblems } from './viewProblems';

/**
 * The most saved views a list shows: the last ones the store lists (the latest saved, in a
 * store that appends), so a view saved now is listed; the entries before them are not read,
 * so a store holding thousands costs the same as one holding this many.
 *
 * @example
 * ```ts
 * readViewListing(tenThousandViews).views.length === maxListedViews; // true
 * ```
 */
export const maxListedViews = 500;

/** What a store's `list()` gave, checked: the valid views, how many were left out, and why. */
export interface ReadViewListing {
  views: SavedDeliveriesView[];
  /** Entries left out because they are not valid saved views. */
  dropped: number;
  /** Entries left out because an earlier one has their id: the store must tell them apart. */
  repeated?: number;
  /** Views the store gave an id of their own (see `DeliveriesViewListing.repaired`). */
  repaired?: number;
  /** Entries not read because {@link maxListedViews} views were listed after them. */
  unlisted?: number;
  /** Those entries, unread: their names are only keyed when a name is checked against them. */
  unlistedEntries?: readonly unknown[];
  problem?: DeliveriesViewStoreProblem;
  /** Views saved here that the store could not keep (see `DeliveriesViewListing.unsaved`). */
  unsaved?: DeliveriesViewUnsaved[];
}

const problems = new Set<unknown>(['unreadable', 'newer-version', 'unavailable']);
const failureKinds = new Set<unknown>(['quota', 'unavailable', 'newer-version', 'conflict']);
// A note per unsaved view: a handful is all a person reads.
const maxUnsavedNotes = 5;

/** The well-formed `unsaved` entries of a listing, names normalised and cut to fit. */
function readUnsaved(value: unknown): DeliveriesViewUnsaved[] {
  if (!Array.isArray(value)) return [];
  const unsaved: DeliveriesViewUnsaved[] = [];
  for (const entry of value.slice(0, maxUnsavedNotes) as unknown[]) {
    if (!isRecord(entry) || typeof entry.name !== 'string' || !failureKinds.has(entry.kind))
      continue;
    const name = [...normalizeViewName(entry.name)].slice(0, maxViewNameLength).join('');
    unsaved.push({ name, kind: entry.kind as DeliveriesViewUnsaved['kind'] });
  }
  return unsaved;
}

/** One entry as a view; `undefined` when it is not one or reading it fails, so it is counted. */
function readEntry(entry: unknown, limits?: QueryStateLimits): SavedDeliveriesView | undefined {
  try {
    return parseSavedView(entry, limits);
  } catch {
    // One entry that cannot be read (a throwing getter, a stack overflow) must not hide the rest.
    return undefined;
  }
}

/** Each id's first entry, by its place: a later entry with that id is a repeat. */
function firstPlaces(entries: readonly unknown[]): Map<unknown, number> {
  const first = new Map<unknown, number>();
  entries.forEach((entry, place) => {
    if (isRecord(entry) && !first.has(entry.id)) first.set(entry.id, place);
  });
  return first;
}

/**
 * Checks what a store's `list()` answered, an array or a listing: entries are parsed from the
 * last until {@link maxListedViews} views are listed (the earlier ones are counted as
 * `unlisted`), the invalid ones (`dropped`) and repeats of an earlier entry's id (`repeated`)
 * are counted and left out, and the views are given in the store's order, a name already given
 * (case ignored) getting a free one (`Late (2)`). Anything else is `unreadable`.
 *
 * @example
 * ```ts
 * readViewListing([validView, { name: 42 }]); // { views: [validView], dropped: 1 }
 * readViewListing('oops'); // { views: [], dropped: 0, problem: 'unreadable' }
 * ```
 */
export function readViewListing(answer: unknown, limits?: QueryStateLimits): ReadViewListing {
  const listing = Array.isArray(answer) ? { views: answer } : answer;
  if (!isRecord(listing) || !Array.isArray(listing.views)) {
    return { views: [], dropped: 0, problem: 'unreadable' };
  }
  const entries = listing.views as unknown[];
  // Ids only, no parsing: a repeat is left out before the work of reading it, as writes by id
  // cannot tell the two apart (a delete would take both).
  const first = firstPlaces(entries);
  const found: SavedDeliveriesView[] = [];
  const seenIds = new Set<string>();
  let place = entries.length - 1;
  let repeated = 0;
  for (; place >= 0 && found.length < maxListedViews; place -= 1) {
    const entry = entries[place];
    if (isRecord(entry) && first.get(entry.id) !== place) {
      repeated += 1;
      continue;
    }
    const view = readEntry(entry, limits);
    if (!view) continue;
    if (seenIds.has(view.id)) {
      repeated += 1;
      continue;
    }
    seenIds.add(view.id);
    found.push(view);
  }
  const read = entries.length - 1 - place;
  // Named in the store's order, as when saving: a repeat is listed under a free name.
  const names = viewNameRegister();
  const views = found.reverse().map((view) => {
    const name = names.claim(view.name);
    const listed = name === view.name ? view : { ...view, name };
    noteViewProblems(listed, viewProblems(view));
    return listed;
  });
  const result: ReadViewListing = { views, dropped: read - views.length - repeated };
  if (repeated > 0) result.repeated = repeated;
  const { repaired } = listing;
  if (typeof repaired === 'number' && Number.isSafeInteger(repaired) && repaired > 0)
    result.repaired = repaired;
  if (read < entries.length) {
    result.unlisted = entries.length - read;
    result.unlistedEntries = entries.slice(0, entries.length - read);
  }
  if (problems.has(listing.problem)) result.problem = listing.problem as DeliveriesViewStoreProblem;
  const unsaved = readUnsaved(listing.unsaved);
  if (unsaved.length > 0) result.unsaved = unsaved;
  return result;
}

/**
 * The name keys of entries a list left out (`unlistedEntries`), so a new name is not one an
 * older view has: read when a name is first checked, not with every list.
 *
 * @example
 * ```ts
 * unlistedNameKeys([{ name: 'Late pallets' }]).has(viewNameKey('LATE PALLETS')); // true
 * ```
 */
export function unlistedNameKeys(entries: readonly unknown[]): Set<string> {
  const keys = new Set<string>();
  for (const entry of entries)
    if (isRecord(entry) && typeof entry.name === 'string') keys.add(viewNameKey(entry.name));
  return keys;
}
