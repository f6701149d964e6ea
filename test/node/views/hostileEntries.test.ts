import { describe, expect, it } from 'vitest';
import { parseSavedView } from '@src/views/logic/parseSavedView';
import { readViewListing } from '@src/views/logic/readViewListing';
import { checkViewName, normalizeViewName, sameViewName } from '@src/views/logic/viewName';
import { maxViewProblems } from '@src/views/logic/capViewProblems';
import { viewProblems } from '@src/views/logic/viewProblems';
import { savedView } from './fixtures';
import { inEnglish } from './englishViewProblems';

const good = savedView('Late pallets');
/** A view whose status filter holds 200,000 nulls: about 1 MB, which localStorage keeps. */
const oversized = {
  ...savedView('Oversized'),
  state: { ...good.state, filters: { status: Array<null>(200_000).fill(null) } },
};
/** An entry a host store answered that throws when its state is read. */
const throwing = {
  ...savedView('Throwing'),
  get state(): never {
    throw new Error('The host object broke.');
  },
};

// Generous against a slow machine; reading one entry per item takes well under this.
const readBudgetMs = 2_000;

describe('a listing with one hostile entry beside good ones', () => {
  it('lists the good view and the oversized one without its filter, in bounded time', () => {
    const started = performance.now();
    const listing = readViewListing([good, oversized]);
    expect(performance.now() - started).toBeLessThan(readBudgetMs);
    expect(listing.views.map((view) => view.name)).toEqual(['Late pallets', 'Oversized']);
    expect(listing.dropped).toBe(0);
    expect(listing.views[1]!.state.filters.status).toEqual([]);
    // 200,000 bad statuses: the first 4,100 are read and named, the rest in one sentence;
    // the listing shows a handful, the last one counting the others.
    const problems = inEnglish(viewProblems(listing.views[1]!));
    expect(problems).toHaveLength(maxViewProblems);
    expect(problems.at(-1)).toBe(
      `${4_100 + 1 - maxViewProblems + 1} more parts of the view were left out.`,
    );
  });

  it('drops and counts an entry that throws while read, and lists the rest', () => {
    const listing = readViewListing([good, throwing, savedView('Berlin')]);
    expect(listing.views.map((view) => view.name)).toEqual(['Late pallets', 'Berlin']);
    expect(listing.dropped).toBe(1);
  });
});

describe('view names with format characters and piled-up marks', () => {
  it('drops bidi controls but not joiners, so a name cannot reverse its message', () => {
    expect(checkViewName('\u202Egnp.exe', [])).toEqual({ ok: true, name: 'gnp.exe' });
    for (const control of ['\u202A', '\u202B', '\u202D', '\u2066', '\u2067', '\u2068', '\u200F']) {
      expect(normalizeViewName(`Late${control} pallets\u2069`)).toBe('Late pallets');
    }
    // Still one name with the plain one, as before.
    expect(sameViewName('\u202ELate pallets', 'late pallets')).toBe(true);
    expect(checkViewName('\u2067\u2069', [])).toEqual({ ok: false, problem: { kind: 'empty' } });
    // The joiners of emoji and Persian words are format characters too, and stay.
    expect(normalizeViewName('Team 👩‍👩‍👧')).toBe('Team 👩‍👩‍👧');
    expect(normalizeViewName('می\u200Cخواهم')).toBe('می\u200Cخواهم');
  });

  it('keeps at most 3 combining marks on a character', () => {
    expect(normalizeViewName(`q${'\u0301\u0302\u0303\u0304'.repeat(25)}ed`)).toBe(
      'q\u0301\u0302\u0303ed',
    );
    // Thai with a vowel and a tone mark is left as it is.
    expect(normalizeViewName('กี่')).toBe('กี่');
  });

  it('stores a listed name without bidi controls or a pile of marks', () => {
    const entry = { ...good, name: `x\u202E${'\u0301'.repeat(100_000)}` };
    expect(parseSavedView(entry)?.name).toBe('x\u0301\u0301\u0301');
    expect(readViewListing([entry]).views.map((view) => view.name)).toEqual([
      'x\u0301\u0301\u0301',
    ]);
  });
});
