import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readViewListing } from '@src/views/logic/readViewListing';
import { DeliveriesViewStorageError } from '@src/views/storage/DeliveriesViewStorageError';
import { localStorageViews } from '@src/views/storage/localStorageViews';
import {
  readStoredViews,
  storedViewsVersion,
  writeStoredViews,
} from '@src/views/storage/storedViewsFormat';
import { savedView } from './fixtures';

/** A `Storage` in memory; `setItem` can be made to throw. */
function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  const storage = {
    failWith: undefined as unknown,
    getItem: (key: string) => items.get(key) ?? null,
    setItem(key: string, value: string) {
      if (storage.failWith) throw storage.failWith;
      items.set(key, value);
    },
    removeItem: (key: string) => void items.delete(key),
    items,
  };
  return storage;
}

const key = 'deliveries-table:views';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the stored format', () => {
  it('is versioned JSON and reads back', () => {
    const views = [savedView('Late pallets')];
    const text = writeStoredViews(views);
    expect(JSON.parse(text)).toEqual({ version: storedViewsVersion, views });
    expect(storedViewsVersion).toBe(1);
    expect(readStoredViews(text)).toEqual({ views });
  });

  it.each([
    ['nothing stored', null, { views: [] }],
    ['text that is not JSON', '{"version":1,', { views: [], problem: 'unreadable' }],
    ['a bare array', '[]', { views: [], problem: 'unreadable' }],
    ['no version', '{"views":[]}', { views: [], problem: 'unreadable' }],
    ['an older version', '{"version":0,"views":[]}', { views: [], problem: 'unreadable' }],
    ['views that are not a list', '{"version":1,"views":{}}', { views: [], problem: 'unreadable' }],
    ['a newer version', '{"version":2,"views":[{}]}', { views: [], problem: 'newer-version' }],
  ])('reads %s', (_, text, listing) => {
    expect(readStoredViews(text)).toEqual(listing);
  });
});

describe('localStorageViews', () => {
  it('lists nothing and throws nothing on a server (no window)', () => {
    vi.stubGlobal('window', undefined);
    const storage = localStorageViews();
    expect(storage.list()).toEqual({ views: [] });
    expect(() => storage.put(savedView('A'))).toThrow(DeliveriesViewStorageError);
    expect(storage.subscribe?.(() => {})).toBeTypeOf('function');
  });

  it('puts, replaces and removes under its key', () => {
    const memory = memoryStorage();
    vi.stubGlobal('window', { localStorage: memory });
    const storage = localStorageViews();
    const late = savedView('Late pallets');
    storage.put(late);
    storage.put(savedView('Berlin'));
    storage.put({ ...late, name: 'Very late pallets' });
    storage.remove('id-berlin');
    storage.remove('unknown');
    expect(JSON.parse(memory.items.get(key)!)).toEqual({
      version: 1,
      views: [{ ...late, name: 'Very late pallets' }],
    });
    expect(localStorageViews('other').list()).toEqual({ views: [] });
  });

  it('lists garbage entries for the reader to drop, and keeps them stored through a write', () => {
    const late = savedView('Late pallets');
    const damaged = [{ id: 'x', name: 3 }, 'junk'];
    const memory = memoryStorage({
      [key]: JSON.stringify({ version: 1, views: [late, ...damaged] }),
    });
    vi.stubGlobal('window', { localStorage: memory });
    const storage = localStorageViews();
    expect(readViewListing(storage.list())).toEqual({ views: [late], dropped: 2 });
    storage.remove('nothing');
    storage.put(savedView('Berlin'));
    // Another version may have written them: a write here only changes the view it names.
    expect(JSON.parse(memory.items.get(key)!).views).toEqual([
      late,
      ...damaged,
      savedView('Berlin'),
    ]);
    storage.put({ ...late, name: 'Very late' });
    storage.remove('x');
    expect(JSON.parse(memory.items.get(key)!).views).toEqual([
      { ...late, name: 'Very late' },
      'junk',
      savedView('Berlin'),
    ]);
  });

  it('gives a view stored under an earlier one’s id its own, the same on every read', () => {
    const late = { ...savedView('Late pallets'), id: 'view-1' };
    const berlin = { ...savedView('Berlin'), id: 'view-1' };
    // A third view already holds the id a repeat would get first: the repeat takes the next.
    const taken = { ...savedView('Taken'), id: 'view-1~2' };
    const text = JSON.stringify({ version: 1, views: [late, 'junk', berlin, taken] });
    expect(readStoredViews(text)).toEqual({
      views: [late, 'junk', { ...berlin, id: 'view-1~3' }, taken],
      repaired: 1,
    });
    expect(readStoredViews(text)).toEqual(readStoredViews(text));
  });

  it('lists views that shared an id each on its own, and a write stores their ids', () => {
    const late = { ...savedView('Late pallets'), id: 'view-1' };
    const berlin = { ...savedView('Berlin'), id: 'view-1' };
    const memory = memoryStorage({ [key]: JSON.stringify({ version: 1, views: [late, berlin] }) });
    vi.stubGlobal('window', { localStorage: memory });
    const storage = localStorageViews();
    const repairedBerlin = { ...berlin, id: 'view-1~2' };
    expect(readViewListing(storage.list())).toEqual({
      views: [late, repairedBerlin],
      dropped: 0,
      repaired: 1,
    });
    // Deleting one deletes that one: the other is kept, under its own id from now on.
    storage.remove('view-1', { savedAt: late.savedAt });
    expect(JSON.parse(memory.items.get(key)!).views).toEqual([repairedBerlin]);
    expect(storage.list()).toEqual({ views: [repairedBerlin] });
  });

  it('replaces unreadable text on the next write', () => {
    const memory = memoryStorage({ [key]: 'garbage' });
    vi.stubGlobal('window', { localStorage: memory });
    const storage = localStorageViews();
    expect(storage.list()).toEqual({ views: [], problem: 'unreadable' });
    storage.put(savedView('A'));
    expect(JSON.parse(memory.items.get(key)!).views).toHaveLength(1);
  });

  it('never overwrites views written by a newer version', () => {
    const newer = '{"version":2,"views":[{"anything":true}]}';
    const memory = memoryStorage({ [key]: newer });
    vi.stubGlobal('window', { localStorage: memory });
    const storage = localStorageViews();
    expect(storage.list()).toEqual({ views: [], problem: 'newer-version' });
    expect(() => storage.put(savedView('A'))).toThrow(
      expect.objectContaining({ kind: 'newer-version' }),
    );
    expect(() => storage.remove('A')).toThrow(DeliveriesViewStorageError);
    expect(memory.items.get(key)).toBe(newer);
  });

  it('says the storage is full when the quota is exceeded', () => {
    const memory = memoryStorage();
    memory.failWith = new DOMException('exceeded the quota', 'QuotaExceededError');
    vi.stubGlobal('window', { localStorage: memory });
    expect(() => localStorageViews().put(savedView('A'))).toThrow(
      expect.objectContaining({ kind: 'quota' }),
    );
  });

  it('says storage is unavailable when the browser refuses access (private mode, blocked data)', () => {
    vi.stubGlobal('window', {
      get localStorage(): Storage {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
    const storage = localStorageViews();
    expect(storage.list()).toEqual({ views: [], problem: 'unavailable' });
    expect(() => storage.put(savedView('A'))).toThrow(
      expect.objectContaining({ kind: 'unavailable' }),
    );
  });

  it('hears other tabs change its key (or clear everything), and stops when unsubscribed', () => {
    const target = new EventTarget();
    vi.stubGlobal('window', {
      localStorage: memoryStorage(),
      addEventListener: target.addEventListener.bind(target),
      removeEventListener: target.removeEventListener.bind(target),
    });
    const onChange = vi.fn();
    const unsubscribe = localStorageViews().subscribe!(onChange);
    const storageEvent = (changedKey: string | null) =>
      Object.assign(new Event('storage'), { key: changedKey });
    target.dispatchEvent(storageEvent(key));
    target.dispatchEvent(storageEvent('something-else'));
    target.dispatchEvent(storageEvent(null));
    expect(onChange).toHaveBeenCalledTimes(2);
    unsubscribe();
    target.dispatchEvent(storageEvent(key));
    expect(onChange).toHaveBeenCalledTimes(2);
  });
});

describe('two tabs over one localStorage', () => {
  it('tells another store of the same key on this page after each write, until unsubscribed', async () => {
    vi.stubGlobal('window', {
      localStorage: memoryStorage(),
      addEventListener: () => {},
      removeEventListener: () => {},
    });
    const [toolbar, sidebar, otherKey] = [
      localStorageViews(),
      localStorageViews(),
      localStorageViews('other'),
    ];
    const heard = { sidebar: 0, otherKey: 0 };
    const unsubscribe = sidebar.subscribe!(() => (heard.sidebar += 1));
    otherKey.subscribe!(() => (heard.otherKey += 1));
    toolbar.put(savedView('Late pallets'));
    expect(heard.sidebar).toBe(0); // after the write returns, not inside it
    await Promise.resolve();
    expect(heard).toEqual({ sidebar: 1, otherKey: 0 });
    unsubscribe();
    unsubscribe();
    toolbar.remove('id-late-pallets');
    await Promise.resolve();
    expect(heard).toEqual({ sidebar: 1, otherKey: 0 });
  });

  it('refuses a write based on a view another tab changed, deleted or created since', () => {
    const late = savedView('Late pallets');
    const memory = memoryStorage({ [key]: writeStoredViews([late]) });
    vi.stubGlobal('window', { localStorage: memory });
    const [first, second] = [localStorageViews(), localStorageViews()];
    const conflict = expect.objectContaining({ kind: 'conflict' });
    const listed = { savedAt: late.savedAt };

    const theirs = {
      ...late,
      density: 'comfortable' as const,
      savedAt: '2026-11-25T09:00:00.000Z',
    };
    second.put(theirs, listed);
    expect(() => first.put({ ...late, name: 'Very late' }, listed)).toThrow(conflict);
    expect(() => first.remove(late.id, listed)).toThrow(conflict);
    expect(JSON.parse(memory.items.get(key)!).views).toEqual([theirs]);

    first.remove(late.id, { savedAt: theirs.savedAt });
    first.remove(late.id, { savedAt: theirs.savedAt }); // already gone: nothing to refuse
    expect(() => second.put({ ...theirs, name: 'Late' }, { savedAt: theirs.savedAt })).toThrow(
      conflict,
    );
    first.put(late, { savedAt: null }); // "Undo": it must not exist
    expect(() => second.put(theirs, { savedAt: null })).toThrow(conflict);
    expect(JSON.parse(memory.items.get(key)!).views).toEqual([late]);
  });

  type TabWrite =
    | { tab: 'first' | 'second'; op: 'put'; id: string; name: string }
    | { tab: 'first' | 'second'; op: 'remove'; id: string }
    | { tab: 'newer'; op: 'put'; id: string; name: string };
  const ids = ['a', 'b', 'c', 'd'];
  const tabWrite: fc.Arbitrary<TabWrite> = fc.oneof(
    fc.record({
      tab: fc.constantFrom('first' as const, 'second' as const),
      op: fc.constant('put' as const),
      id: fc.constantFrom(...ids),
      name: fc.constantFrom('Late pallets', 'Berlin', 'Acme'),
    }),
    fc.record({
      tab: fc.constantFrom('first' as const, 'second' as const),
      op: fc.constant('remove' as const),
      id: fc.constantFrom(...ids),
    }),
    fc.record({
      tab: fc.constant('newer' as const),
      op: fc.constant('put' as const),
      id: fc.constantFrom(...ids),
      name: fc.constantFrom('Spacious', 'Wide'),
    }),
  );

  it('loses no tab’s write, whatever the order, even one this version cannot read', () => {
    fc.assert(
      fc.property(fc.array(tabWrite, { maxLength: 30 }), (writes) => {
        const memory = memoryStorage();
        vi.stubGlobal('window', { localStorage: memory });
        // Each tab has its own store; neither hears the other before writing.
        const tabs = { first: localStorageViews(), second: localStorageViews() };
        const expected = new Map<string, unknown>();
        for (const write of writes) {
          if (write.tab === 'newer') {
            // A newer version's tab: a density this one does not know, its own read and write.
            const entry = { ...savedView(write.name, { id: write.id }), density: 'spacious' };
            const text = memory.getItem(key);
            const views = (text ? JSON.parse(text).views : []) as { id: string }[];
            const at = views.findIndex((view) => view.id === write.id);
            if (at === -1) views.push(entry);
            else views[at] = entry;
            memory.setItem(key, JSON.stringify({ version: 1, views }));
            expected.set(write.id, entry);
          } else if (write.op === 'put') {
            const view = savedView(write.name, { id: write.id });
            tabs[write.tab].put(view);
            expected.set(write.id, view);
          } else {
            tabs[write.tab].remove(write.id);
            expected.delete(write.id);
          }
          const stored = memory.getItem(key);
          expect(stored ? JSON.parse(stored).views : []).toEqual([...expected.values()]);
        }
      }),
      { numRuns: 200, seed: 2211 },
    );
  });
});
