import { describe, expect, it } from 'vitest';
import { createSavedView } from '@src/views/logic/createSavedView';
import { failureReason } from '@src/views/logic/failureReason';
import { parseDeliveriesView, readDeliveriesView } from '@src/views/logic/parseDeliveriesView';
import { parseSavedView } from '@src/views/logic/parseSavedView';
import { readViewListing } from '@src/views/logic/readViewListing';
import { viewProblems } from '@src/views/logic/viewProblems';
import { listEntries, removeView, upsertView } from '@src/views/logic/viewList';
import {
  checkViewName,
  maxViewNameLength,
  normalizeViewName,
  sameViewName,
} from '@src/views/logic/viewName';
import { withDefaults } from '@src/shared/withDefaults';
import { checkColumnSettings } from '@src/state/columns/checkColumnSettings';
import { defaultSavedViewsMessages as messages } from '@src/views/messages';
import { DeliveriesViewStorageError } from '@src/views/storage/DeliveriesViewStorageError';
import { viewNameError } from '@src/views/viewNameError';
import { latePalletsView, savedView } from './fixtures';
import { inEnglish } from './englishViewProblems';

const views = [savedView('Late pallets'), savedView('Berlin Nord')];

describe('view names', () => {
  it('trims, makes inner white space one space and normalises Unicode', () => {
    expect(normalizeViewName('  Late \t pallets\n')).toBe('Late pallets');
    expect(normalizeViewName('Cafe\u0301')).toBe('Café');
  });

  it('compares names ignoring case but not accents', () => {
    expect(sameViewName('late PALLETS', 'Late pallets')).toBe(true);
    expect(sameViewName('Café', 'Cafe')).toBe(false);
  });

  it.each([
    ['', { kind: 'empty' }, 'Name the view.'],
    ['   ', { kind: 'empty' }, 'Name the view.'],
    ['x'.repeat(maxViewNameLength + 1), { kind: 'tooLong', max: 80 }, 'Use at most 80 characters.'],
  ])('refuses %j', (raw, problem, message) => {
    const check = checkViewName(raw, views);
    expect(check).toEqual({ ok: false, problem });
    if (!check.ok) expect(viewNameError(check.problem, messages)).toBe(message);
  });

  it('refuses a name another view has, ignoring case, and names that view', () => {
    const check = checkViewName(' LATE pallets ', views);
    expect(check).toEqual({ ok: false, problem: { kind: 'taken', existing: views[0] } });
    if (!check.ok) {
      expect(viewNameError(check.problem, messages)).toBe('A view named “Late pallets” exists.');
    }
  });

  it('accepts 80 characters (counted as characters, not UTF-16 units) and a new name', () => {
    expect(checkViewName('🚚'.repeat(80), views).ok).toBe(true);
    expect(checkViewName('  Hamburg   Hafen ', views)).toEqual({ ok: true, name: 'Hamburg Hafen' });
  });

  it('lets the view being renamed keep its name or change its case', () => {
    expect(checkViewName('late pallets', views, views[0]!.id)).toEqual({
      ok: true,
      name: 'late pallets',
    });
    expect(checkViewName('berlin nord', views, views[0]!.id).ok).toBe(false);
  });
});

describe('the list of views', () => {
  it('adds a view with a new id and replaces the one with the same id', () => {
    const added = upsertView(views, savedView('Hamburg'));
    expect(added.map((view) => view.name)).toEqual(['Late pallets', 'Berlin Nord', 'Hamburg']);
    const renamed = upsertView(added, { ...views[0]!, name: 'Very late pallets' });
    expect(renamed.map((view) => view.name)).toEqual([
      'Very late pallets',
      'Berlin Nord',
      'Hamburg',
    ]);
    expect(views.map((view) => view.name)).toEqual(['Late pallets', 'Berlin Nord']);
  });

  it('removes by id and leaves an unknown id alone', () => {
    expect(removeView(views, views[0]!.id)).toEqual([views[1]]);
    expect(removeView(views, 'nope')).toEqual(views);
  });

  it('lists by name (case ignored, numbers in order) with deleted views in their place', () => {
    const list = [savedView('view 10'), savedView('View 9'), savedView('apples')];
    const entries = listEntries(list, [views[0]!, list[0]!]);
    expect(entries.map(({ view, deleted }) => [view.name, deleted])).toEqual([
      ['apples', false],
      ['Late pallets', true],
      ['View 9', false],
      ['view 10', false],
    ]);
  });
});

describe('creating a saved view', () => {
  it('stamps a new id, the name and the time; replacing keeps the id', () => {
    const now = new Date('2026-11-03T10:00:00.000Z');
    const first = createSavedView(latePalletsView, 'Late pallets', { now });
    const second = createSavedView(latePalletsView, 'Late pallets', { now });
    expect(first.id).not.toBe(second.id);
    expect(first).toEqual({
      ...latePalletsView,
      id: first.id,
      name: 'Late pallets',
      savedAt: now.toISOString(),
    });
    expect(createSavedView(latePalletsView, 'X', { id: 'kept' }).id).toBe('kept');
  });
});

describe('reading a stored view', () => {
  it('copies a valid view with its known fields only, on page 1', () => {
    const stored = { ...latePalletsView, extra: 'dropped', state: { ...latePalletsView.state } };
    const view = parseDeliveriesView(stored);
    expect(view).toEqual({
      ...latePalletsView,
      state: { ...latePalletsView.state, pageNumber: 1 },
    });
    expect(view?.state.filters).not.toBe(latePalletsView.state.filters);
    expect(view?.state.filters.advancedFilters?.[0]).not.toBe(
      latePalletsView.state.filters.advancedFilters?.[0],
    );
  });

  it('reads a missing sort as none and missing filters as none', () => {
    const { pageNumber, pageSize, quickSearch } = latePalletsView.state;
    const state = { pageNumber, pageSize, quickSearch };
    expect(parseDeliveriesView({ ...latePalletsView, state })?.state).toEqual({
      pageNumber: 1,
      pageSize: 50,
      quickSearch: 'acme',
      orderBy: null,
      filters: {},
    });
  });

  const broken: [string, unknown][] = [
    ['no state', { ...latePalletsView, state: undefined }],
    ['a state that is not an object', { ...latePalletsView, state: 'acme' }],
    ['an unknown density', { ...latePalletsView, density: 'cosy' }],
    ['no columns', { ...latePalletsView, columns: null }],
    ['an array', [latePalletsView]],
  ];
  it.each(broken)('refuses a view with %s', (_, value) => {
    expect(parseDeliveriesView(value)).toBeUndefined();
  });

  const withState = (patch: Record<string, unknown>) => ({
    ...latePalletsView,
    state: { ...latePalletsView.state, ...patch },
  });
  const withFilters = (filters: Record<string, unknown>) => withState({ filters });
  const withWidths = (widths: Record<string, unknown>) => ({
    ...latePalletsView,
    columns: { ...latePalletsView.columns, widths },
  });
  // Each view is kept without the part the server would refuse, and that part is named.
  it.each<[string, unknown, Record<string, unknown>, string]>([
    [
      'a zero page size',
      withState({ pageSize: 0 }),
      { pageSize: 25 },
      'The page size “0” is not a whole number from 1 to 1000, so 25 rows a page are shown.',
    ],
    [
      'a page size of 1e9',
      withState({ pageSize: 1e9 }),
      { pageSize: 25 },
      'The page size “1000000000” is not a whole number from 1 to 1000, so 25 rows a page are shown.',
    ],
    [
      'a fractional page size',
      withState({ pageSize: 2.5 }),
      { pageSize: 25 },
      'The page size “2.5” is not a whole number from 1 to 1000, so 25 rows a page are shown.',
    ],
    [
      'a numeric search',
      withState({ quickSearch: 1 }),
      { quickSearch: '' },
      'The quick search “1” is not text, so it was left out.',
    ],
    [
      'a 300-character search',
      withState({ quickSearch: 'x'.repeat(300) }),
      { quickSearch: '' },
      `The quick search “${'x'.repeat(40)}…” is longer than 200 characters, so it was left out.`,
    ],
    [
      'an unknown sort order',
      withState({ orderBy: { key: 'code', order: 'up' } }),
      { orderBy: null },
      'The sort “{"key":"code","order":"up"}” is not a column and “asc” or “desc” (such as “insertTime.desc”), so the list is not sorted.',
    ],
    [
      '“not a date” as a date',
      withFilters({ insertFrom: 'not a date', status: [4] }),
      { filters: { status: [4] } },
      'The “inserted from” date “not a date” is not a date, so it was left out.',
    ],
    [
      'a date in year 0000',
      withFilters({ requestedTo: '0000-06-01' }),
      { filters: {} },
      'The “requested to” date “0000-06-01” is not a day from 0001-01-02 to 9999-12-30, so it was left out.',
    ],
    [
      'a date that is not text',
      withFilters({ insertTo: 20261101 }),
      { filters: {} },
      'The “inserted to” date “20261101” is not a date, so it was left out.',
    ],
    [
      'status as text',
      withFilters({ status: '1' }),
      { filters: {} },
      'The status list “1” is not a list, so it was left out.',
    ],
    [
      'an id that is not a number',
      withFilters({ courierIds: [11, null] }),
      { filters: { courierIds: [11] } },
      'The courier “null” is not a whole number of 1 or more, so it was left out.',
    ],
    [
      'a tag that is not text',
      withFilters({ tags: [1, 'fragile'] }),
      { filters: { tags: ['fragile'] } },
      'The tag “1” is not text, so it was left out.',
    ],
    [
      'an advanced row without data',
      withFilters({
        advancedFilters: [
          { selectedFiled: 'code', condition: 0, operator: 'contains', rowType: 'string' },
        ],
      }),
      { filters: { advancedFilters: [] } },
      'Advanced filter 1 is missing some of its parts (join, field, type, operator and value), so it was left out.',
    ],
    [
      'an unknown filter',
      withFilters({ colour: ['red'] }),
      { filters: {} },
      'The filter “colour” is not one this grid knows, so it was left out.',
    ],
  ])('reads a view with %s, leaving that part out and naming it', (_, value, state, problem) => {
    const reading = readDeliveriesView(value);
    expect({ ...reading, problems: inEnglish(reading.problems) }).toStrictEqual({
      view: { ...latePalletsView, state: { ...latePalletsView.state, pageNumber: 1, ...state } },
      problems: [problem],
    });
  });

  it.each([
    ['a negative width', -4],
    ['a width of 1e308', 1e308],
    ['an infinite width', Infinity],
    ['a width that is not a number', '180'],
  ])('reads a view with %s at the column’s natural width, and says so', (_, width) => {
    const { view, problems } = readDeliveriesView(withWidths({ code: width, status: 120 }));
    expect(view?.columns.widths).toStrictEqual({ status: 120 });
    expect(inEnglish(problems)).toStrictEqual([
      `The width “${String(width)}” of the column “code” is not from 48 to 800 pixels, so it was left out.`,
    ]);
  });

  it('reads pinned columns, drops a pin that is neither start nor end, and says so', () => {
    const value = withWidths({});
    const columns = {
      ...(value as { columns: object }).columns,
      pinned: { code: 'start', status: 'left', duQty: 'end' },
    };
    const { view, problems } = readDeliveriesView({ ...(value as object), columns });
    expect(view?.columns.pinned).toStrictEqual({ code: 'start', duQty: 'end' });
    expect(inEnglish(problems)).toStrictEqual([
      'The pin “left” of the column “status” is neither start nor end, so the column is not pinned.',
    ]);
    // A view saved before pins reads as it was: no `pinned` at all, so it compares equal.
    expect(readDeliveriesView(value).view?.columns).not.toHaveProperty('pinned');
    expect(
      checkColumnSettings(
        { order: [], hidden: [], widths: {}, pinned: { gone: 'end', code: 'start' } },
        ['code'],
      ).settings.pinned,
    ).toStrictEqual({ code: 'start' });
  });

  it('reads columns kept before widths, and leaves out an entry that is not text, naming it', () => {
    const { view, problems } = readDeliveriesView({
      ...latePalletsView,
      columns: { order: ['status'], hidden: [1, 'tenantName'] },
    });
    expect(view?.columns).toStrictEqual({
      order: ['status'],
      hidden: ['tenantName'],
      widths: {},
    });
    expect(inEnglish(problems)).toStrictEqual([
      'The entry “1” of the hidden columns is not a column id, so it was left out.',
    ]);
  });

  it('refuses a saved view without an id, with an empty or long name or a bad date', () => {
    const good = savedView('Late pallets');
    expect(parseSavedView(good)).toEqual(good);
    expect(parseSavedView({ ...good, name: '  Late   pallets ' })?.name).toBe('Late pallets');
    expect(parseSavedView({ ...good, id: '' })).toBeUndefined();
    expect(parseSavedView({ ...good, name: ' ' })).toBeUndefined();
    expect(parseSavedView({ ...good, name: 'x'.repeat(81) })).toBeUndefined();
    expect(parseSavedView({ ...good, savedAt: 'yesterday' })).toBeUndefined();
    expect(parseSavedView('Late pallets')).toBeUndefined();
  });
});

describe('checking what a store listed', () => {
  it('lists a name that differs only in case or spacing under a free name', () => {
    const first = savedView('Late pallets');
    const second = savedView('LATE  PALLETS', { id: 'id-2' });
    const third = savedView('late pallets', { id: 'id-3' });
    const long = savedView('x'.repeat(80), { id: 'id-4' });
    const longAgain = savedView('X'.repeat(80), { id: 'id-5' });
    const listed = readViewListing([first, second, third, long, longAgain]).views;
    expect(listed.map((view) => view.name)).toEqual([
      'Late pallets',
      'LATE PALLETS (2)',
      'late pallets (3)',
      'x'.repeat(80),
      `${'X'.repeat(76)} (2)`,
    ]);
  });

  it('keeps what reading a stored view left out for whoever applies it', () => {
    const stored = savedView('Late pallets', {
      state: { ...latePalletsView.state, pageSize: 1e9 },
    });
    const [view] = readViewListing([stored]).views;
    expect(view?.state.pageSize).toBe(25);
    expect(inEnglish(viewProblems(view!))).toEqual([
      'The page size “1000000000” is not a whole number from 1 to 1000, so 25 rows a page are shown.',
    ]);
    expect(viewProblems(savedView('Berlin'))).toEqual([]);
  });

  it('keeps the valid views, counts the rest and repeated ids', () => {
    const good = savedView('Late pallets');
    expect(readViewListing([good, { name: 42 }, null, good])).toEqual({
      views: [good],
      dropped: 2,
      repeated: 1,
    });
  });

  it('passes on how many views a store gave an id of their own', () => {
    const good = savedView('Late pallets');
    expect(readViewListing({ views: [good], repaired: 2 })).toEqual({
      views: [good],
      dropped: 0,
      repaired: 2,
    });
    // Anything but a count is not one.
    expect(readViewListing({ views: [good], repaired: '2' })).toEqual({
      views: [good],
      dropped: 0,
    });
    expect(readViewListing({ views: [good], repaired: -1 })).toEqual({ views: [good], dropped: 0 });
  });

  it('passes a listing’s problem on and calls anything else unreadable', () => {
    expect(readViewListing({ views: [], problem: 'newer-version' })).toEqual({
      views: [],
      dropped: 0,
      problem: 'newer-version',
    });
    expect(readViewListing({ views: [], problem: 'oops' })).toEqual({ views: [], dropped: 0 });
    expect(readViewListing('[]')).toEqual({ views: [], dropped: 0, problem: 'unreadable' });
    expect(readViewListing({ items: [] })).toEqual({
      views: [],
      dropped: 0,
      problem: 'unreadable',
    });
  });
});

describe('messages', () => {
  it('gives a specific reason per storage failure and the message of other errors', () => {
    expect(failureReason(new DeliveriesViewStorageError('quota'), messages)).toBe(
      'The browser’s storage for this site is full.',
    );
    expect(failureReason(new DeliveriesViewStorageError('newer-version'), messages)).toBe(
      messages.storageNewerVersion,
    );
    expect(failureReason(new DeliveriesViewStorageError('unavailable'), messages)).toBe(
      messages.storageUnavailable,
    );
    expect(failureReason(new Error('The server is down.'), messages)).toBe('The server is down.');
    expect(failureReason('nope', messages)).toBe('Try again.');
  });

  it('merges overrides over the English defaults, ignoring undefined ones', () => {
    const merged = withDefaults(messages, { toggle: 'Ansichten', saveView: undefined });
    expect(merged.toggle).toBe('Ansichten');
    expect(merged.saveView).toBe('Save view');
    expect(merged.saved('Late pallets')).toBe('Saved “Late pallets”.');
    expect(merged.droppedViews(1)).toBe('1 saved view could not be read and was left out.');
  });
});
