import type { Delivery } from '../../api/types';
import type { PageIdentity } from '../../state/identity/pageIdentity';
import { keysOf, knowKeys, type CodesSelection } from './tickedRows';

/**
 * What a ticked selection is known to hold of one page: every row of `page` but the ones whose
 * keys are in `except` (keys of that page). Known for the selections made here, so that "Select
 * all on this page" and ticks on that page are read without counting 10,000 rows again.
 */
export interface PageCover {
  page: PageIdentity;
  except: ReadonlySet<string>;
}

/**
 * A set of held keys shared by selections made one from another: right for the selections of
 * its current version, and moved on in place by a tick, which so touches only its own keys.
 */
interface KeyLine {
  keys: Set<string>;
  version: number;
}

/** The line and version of a selection's keys off its cover page. */
export interface HeldOthers {
  line: KeyLine;
  version: number;
}

/** What is known of a selection beside its lists: each true for good (a selection is a value). */
export interface SelectionFacts {
  /** What it holds of one page, counted without reading the page's rows. */
  cover?: PageCover;
  /** Its keys off its cover page (all of them without one), when worked out. */
  others?: HeldOthers;
  /** How many of its rows have a key that is not their code (`keys` is written when any). */
  repeats?: number;
  /** How many rows of a page it holds: the header checkbox without counting them. */
  shown?: { page: PageIdentity; held: number };
  /** Its deliveries pair with its codes index by index (one made here always does). */
  paired?: boolean;
}

const facts = new WeakMap<CodesSelection, SelectionFacts>();
const pageKeys = new WeakMap<PageIdentity, ReadonlySet<string>>();

/**
 * Whether a key is one of the page's rows' (a row of another page with it is that row): the
 * page's keys as a set, made once per page, when a covered page is first read from another.
 *
 * @example
 * ```ts
 * pageHasKey(page)('DLV-1~2'); // the page has a second row with code DLV-1
 * ```
 */
export function pageHasKey(page: PageIdentity): (key: string) => boolean {
  let keys = pageKeys.get(page);
  if (!keys) pageKeys.set(page, (keys = new Set(page.keys)));
  return (key) => keys.has(key);
}

/** What is known of a selection (an empty record for one not seen before). */
export function factsOf(selection: CodesSelection): SelectionFacts {
  let known = facts.get(selection);
  if (!known) facts.set(selection, (known = {}));
  return known;
}

/** Records a selection made here from rows whose keys are known (no need to count them). */
export function recordMade(
  selection: CodesSelection,
  keys: readonly string[],
  known: SelectionFacts,
): CodesSelection {
  knowKeys(selection, keys);
  facts.set(selection, { ...known, paired: true });
  return selection;
}

/** A fresh, empty line: a selection that holds nothing off its cover page. */
export function noOthers(): HeldOthers {
  return { line: { keys: new Set(), version: 0 }, version: 0 };
}

/** The selection's keys off its cover page, worked out once (then a line moved on by ticks). */
function othersOf(selection: CodesSelection): HeldOthers {
  const known = factsOf(selection);
  const held = known.others;
  if (held && held.line.version === held.version) return held;
  // Not known, or its line moved on with a later selection: read from its own keys, once.
  const cover = known.cover;
  const onCover = cover && pageHasKey(cover.page);
  const keys = onCover ? keysOf(selection).filter((key) => !onCover(key)) : keysOf(selection);
  known.others = { line: { keys: new Set(keys), version: 0 }, version: 0 };
  return known.others;
}

/**
 * Whether the selection holds a row's key: from its cover for a key of the cover page, else
 * from its other keys. Each call costs one or two set reads, whatever is held.
 *
 * @example
 * ```ts
 * heldTest(selection)('DLV-1~2'); // the second row with code DLV-1 on its page is ticked
 * ```
 */
export function heldTest(selection: CodesSelection): (key: string) => boolean {
  const cover = factsOf(selection).cover;
  // The cover page's key set is made when a key is first read here, after a page turn.
  let onCover: ((key: string) => boolean) | undefined;
  let held = othersOf(selection);
  return (key) => {
    if (cover && (onCover ??= pageHasKey(cover.page))(key)) return !cover.except.has(key);
    // A later selection moved the line on: this one's keys are read again from its lists.
    if (held.line.version !== held.version) held = othersOf(selection);
    return held.line.keys.has(key);
  };
}

/**
 * The selection's other keys with `added` and without `removed`, for the selection made from it:
 * its line moved on in place (the selection it came from reads its own lists again, if asked).
 */
export function othersAfter(
  selection: CodesSelection,
  added: readonly string[],
  removed: readonly string[],
): HeldOthers {
  const held = othersOf(selection);
  if (added.length === 0 && removed.length === 0) return held;
  const { line } = held;
  for (const key of removed) line.keys.delete(key);
  for (const key of added) line.keys.add(key);
  line.version += 1;
  return { line, version: line.version };
}

/** How many of the selection's rows have a key that is not their code: counted once. */
export function repeatsOf(selection: CodesSelection): number {
  const known = factsOf(selection);
  if (known.repeats === undefined) {
    const keys = keysOf(selection);
    let repeats = 0;
    selection.codes.forEach((code, index) => {
      if (keys[index] !== code) repeats += 1;
    });
    known.repeats = repeats;
  }
  return known.repeats;
}

/**
 * Whether the selection's deliveries pair with its codes index by index (a host's may come in
 * another order, or fewer): known for one made here, read once for another.
 */
export function pairedByIndex(
  selection: CodesSelection,
  idOf: (delivery: Delivery) => string,
): boolean {
  const known = factsOf(selection);
  known.paired ??= readsPaired(selection, idOf);
  return known.paired;
}

function readsPaired(selection: CodesSelection, idOf: (delivery: Delivery) => string): boolean {
  const { codes, deliveries } = selection;
  if (deliveries.length !== codes.length) return false;
  try {
    return deliveries.every((delivery, index) => idOf(delivery) === codes[index]);
  } catch {
    // A host's getRowId that throws on a delivery: the rows are counted one by one instead.
    return false;
  }
}
