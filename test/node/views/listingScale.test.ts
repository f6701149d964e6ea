import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  maxListedViews,
  readViewListing,
  unlistedNameKeys,
} from '@src/views/logic/readViewListing';
import { listEntries } from '@src/views/logic/viewList';
import { reviewOwnWrites, type OwnViewWrite } from '@src/views/storage/ownWrites';
import { normalizeViewName, viewNameKey } from '@src/views/logic/viewName';
import { savedView } from './fixtures';

afterEach(() => {
  vi.restoreAllMocks();
});

/** `count` stored views, the `i`-th named `name(i)`, each with its own id. */
const storedViews = (count: number, name: (i: number) => string) =>
  Array.from({ length: count }, (_, i) => ({ ...savedView(name(i)), id: `view-${i}` }));

/** How long reading `entries` as a listing takes, in ms, and what it listed. */
function timedRead(entries: unknown[]) {
  const started = performance.now();
  const listing = readViewListing(entries);
  return { ms: performance.now() - started, listing };
}

// Generous against a busy machine (30-120 ms beside other work); a quadratic or cubic read of
// these lists takes minutes.
const readBudgetMs = 2_000;

describe('reading a long list of saved views', () => {
  it('lists the last 500 of 10,000 views with one name, renamed apart, in under 2 s', () => {
    const { ms, listing } = timedRead(storedViews(10_000, () => 'Mine'));
    expect(ms).toBeLessThan(readBudgetMs);
    expect(listing.views).toHaveLength(maxListedViews);
    expect(listing.views.slice(0, 3).map((view) => view.name)).toEqual([
      'Mine',
      'Mine (2)',
      'Mine (3)',
    ]);
    expect(listing.views.at(-1)!.name).toBe('Mine (500)');
    expect(listing).toMatchObject({ dropped: 0, unlisted: 9_500 });
  });

  it('lists the last 500 of 10,000 distinct names, the latest saved, in under 2 s', () => {
    const { ms, listing } = timedRead(storedViews(10_000, (i) => `View ${i}`));
    expect(ms).toBeLessThan(readBudgetMs);
    // In the store's order: a view saved now, appended, is listed.
    expect(listing.views.map((view) => view.name)).toEqual(
      Array.from({ length: maxListedViews }, (_, i) => `View ${9_500 + i}`),
    );
    expect(listing).toMatchObject({ dropped: 0, unlisted: 9_500 });
    // The names left out are keyed when a name is checked, in one pass.
    const started = performance.now();
    const keys = unlistedNameKeys(listing.unlistedEntries!);
    expect(performance.now() - started).toBeLessThan(readBudgetMs);
    expect([
      keys.size,
      keys.has(viewNameKey('VIEW 42')),
      keys.has(viewNameKey('View 9500')),
    ]).toEqual([9_500, true, false]);
    // A list that fits says nothing is unlisted.
    expect(readViewListing(storedViews(maxListedViews, (i) => `View ${i}`))).not.toHaveProperty(
      'unlisted',
    );
  });

  it('reads each name a bounded number of times, however many views share it', () => {
    // Every name check goes through `normalize`: count them rather than time them.
    const normalize = vi.spyOn(String.prototype, 'normalize');
    const entries = storedViews(150, () => 'Mine');
    const listing = readViewListing(entries);
    expect(listing.views.at(-1)!.name).toBe('Mine (150)');
    expect(normalize.mock.calls.length).toBeLessThan(entries.length * 10);
  });

  it('leaves 10,000 repeats of one id out without reading each one', () => {
    const normalize = vi.spyOn(String.prototype, 'normalize');
    const repeats = storedViews(10_000, () => 'Mine').map((view) => ({ ...view, id: 'one' }));
    const listing = readViewListing(repeats);
    expect(listing).toEqual({
      views: [expect.objectContaining({ id: 'one' })],
      dropped: 0,
      repeated: 9_999,
    });
    expect(normalize.mock.calls.length).toBeLessThan(100);
  });
});

describe('ordering a long list by name', () => {
  it('sorts 500 views with one collator, not one built per comparison', () => {
    // Numbers 0–499 scrambled (7919 is prime to 500), odd ones in lower case.
    const name = (i: number) => `${i % 2 ? 'view' : 'View'} ${(i * 7919) % 500}`;
    const views = readViewListing(storedViews(500, name)).views;
    // `localeCompare` with options builds a collator on each call: 500 views took 40–75 ms.
    const localeCompare = vi.spyOn(String.prototype, 'localeCompare');
    const names = listEntries(views).map((entry) => entry.view.name);
    expect(names.slice(0, 3)).toEqual(['View 0', 'view 1', 'View 2']);
    expect(names.at(-1)).toBe('view 499');
    expect(localeCompare.mock.calls.length).toBeLessThan(views.length);
  });
});

describe('another tab’s write of a long list', () => {
  it('reads its texts once for all 50 remembered writes, not twice per write', () => {
    const text = JSON.stringify({ version: 1, views: storedViews(500, (i) => `View ${i}`) });
    const journal: OwnViewWrite[] = Array.from({ length: 50 }, (_, i) => ({
      at: Date.now(),
      before: null,
      op: 'put',
      view: { ...savedView(`Mine ${i}`), id: `mine-${i}` },
    }));
    // Each parse of a full localStorage text (up to megabytes) costs milliseconds.
    const parse = vi.spyOn(JSON, 'parse');
    const { redo } = reviewOwnWrites(journal, text, text);
    expect(redo).toHaveLength(50);
    expect(parse.mock.calls.length).toBeLessThanOrEqual(2);
  });
});

describe('the key of a view name', () => {
  // The old comparison, kept as the reference: case does not count, accents do.
  const sameByCollation = (a: string, b: string) =>
    normalizeViewName(a).localeCompare(normalizeViewName(b), 'en', { sensitivity: 'accent' }) === 0;

  it('tells names apart as comparing them did: case ignored, accents, ß and dots kept', () => {
    const same = [
      ['Late pallets', 'LATE  PALLETS'],
      ['Café', 'CAFE\u0301'],
      ['ﬁle', 'FILE'],
      ['Ａcme', 'acme'],
      ['Late\u00ADpallets', 'latepallets'],
      ['ΟΔΟΣ', 'οδοσ'],
    ];
    const different = [
      ['Café', 'Cafe'],
      ['Straße', 'STRASSE'],
      ['İzmir', 'izmir'],
      ['Köln', 'Koln'],
    ];
    for (const [a, b] of same)
      expect([a, b, viewNameKey(a!) === viewNameKey(b!)]).toEqual([a, b, true]);
    for (const [a, b] of different) {
      expect([a, b, viewNameKey(a!) === viewNameKey(b!)]).toEqual([a, b, false]);
    }
  });

  it('agrees with comparing by collation on names made of letters people type', () => {
    const piece = fc.constantFrom(
      ...['a', 'A', 'b', 'B', 'e', 'E', 'é', 'É', 'e\u0301', 'ö', 'Ö', 'o', 'O', 'ß', 'ss'],
      ...['S', 'ﬁ', 'fi', 'Ａ', '²', '2', '1', ' ', '  ', '-', '_', 'ç', 'Ç', 'ł', 'Ł', 'ø'],
    );
    const parts = fc.array(piece, { minLength: 1, maxLength: 6 });
    // The second name is the first with its parts' case changed, or any other name.
    const recased = (pieces: string[], cases: boolean[]) =>
      pieces.map((part, i) => (cases[i] ? part.toUpperCase() : part.toLowerCase())).join('');
    const pair = fc.oneof(
      fc
        .tuple(parts, fc.array(fc.boolean(), { minLength: 6, maxLength: 6 }))
        .map(([pieces, cases]) => [pieces.join(''), recased(pieces, cases)] as const),
      fc.tuple(parts, parts).map(([a, b]) => [a.join(''), b.join('')] as const),
    );
    let equal = 0;
    fc.assert(
      fc.property(pair, ([a, b]) => {
        const same = sameByCollation(a, b);
        if (same) equal += 1;
        expect([a, b, viewNameKey(a) === viewNameKey(b)]).toEqual([a, b, same]);
      }),
      { numRuns: 200, seed: 2206 },
    );
    // Both answers were put to the test.
    expect(equal).toBeGreaterThan(20);
  });
});
