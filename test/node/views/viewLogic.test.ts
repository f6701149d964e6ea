import { describe, expect, it } from 'vitest';
import { createSavedView } from '../../../src/views/logic/createSavedView';
import { failureReason } from '../../../src/views/logic/failureReason';
import { parseDeliveriesView } from '../../../src/views/logic/parseDeliveriesView';
import { parseSavedView } from '../../../src/views/logic/parseSavedView';
import { parseViewFilters } from '../../../src/views/logic/parseViewFilters';
import { readViewListing } from '../../../src/views/logic/readViewListing';
import { listEntries, removeView, upsertView } from '../../../src/views/logic/viewList';
import {
  checkViewName,
  maxViewNameLength,
  normalizeViewName,
  sameViewName,
} from '../../../src/views/logic/viewName';
import {
  defaultSavedViewsMessages as messages,
  resolveSavedViewsMessages,
} from '../../../src/views/messages';
import { DeliveriesViewStorageError } from '../../../src/views/storage/DeliveriesViewStorageError';
import { viewNameError } from '../../../src/views/viewNameError';
import { latePalletsView, savedView } from './fixtures';

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
    ['a zero page size', { ...latePalletsView, state: { ...latePalletsView.state, pageSize: 0 } }],
    [
      'a fractional page size',
      { ...latePalletsView, state: { ...latePalletsView.state, pageSize: 2.5 } },
    ],
    [
      'a numeric search',
      { ...latePalletsView, state: { ...latePalletsView.state, quickSearch: 1 } },
    ],
    [
      'an unknown sort order',
      {
        ...latePalletsView,
        state: { ...latePalletsView.state, orderBy: { key: 'code', order: 'up' } },
      },
    ],
    ['an unknown density', { ...latePalletsView, density: 'cosy' }],
    [
      'hidden columns not strings',
      { ...latePalletsView, columns: { order: [], hidden: [1], widths: {} } },
    ],
    [
      'a negative width',
      { ...latePalletsView, columns: { order: [], hidden: [], widths: { code: -4 } } },
    ],
    ['no columns', { ...latePalletsView, columns: null }],
    ['an array', [latePalletsView]],
  ];
  it.each(broken)('refuses a view with %s', (_, value) => {
    expect(parseDeliveriesView(value)).toBeUndefined();
  });

  it.each([
    ['status as text', { status: '1' }],
    ['an id that is not a number', { courierIds: [11, null] }],
    ['a date that is not text', { insertTo: 20261101 }],
    ['a tag that is not text', { tags: [1] }],
    [
      'an advanced row without data',
      {
        advancedFilters: [
          { selectedFiled: 'code', condition: 0, operator: 'contains', rowType: 'string' },
        ],
      },
    ],
    ['an unknown filter', { colour: ['red'] }],
  ])('refuses filters with %s rather than apply part of them', (_, filters) => {
    expect(parseViewFilters(filters)).toBeUndefined();
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
  it('keeps the valid views, counts the rest and repeated ids', () => {
    const good = savedView('Late pallets');
    expect(readViewListing([good, { name: 42 }, null, good])).toEqual({
      views: [good],
      dropped: 3,
    });
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
    const merged = resolveSavedViewsMessages({ toggle: 'Ansichten', saveView: undefined });
    expect(merged.toggle).toBe('Ansichten');
    expect(merged.saveView).toBe('Save view');
    expect(merged.saved('Late pallets')).toBe('Saved “Late pallets”.');
    expect(merged.droppedViews(1)).toBe('1 saved view could not be read and was left out.');
  });
});
