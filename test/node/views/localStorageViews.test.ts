import { afterEach, describe, expect, it, vi } from 'vitest';
import { readViewListing } from '../../../src/views/logic/readViewListing';
import { DeliveriesViewStorageError } from '../../../src/views/storage/DeliveriesViewStorageError';
import { localStorageViews } from '../../../src/views/storage/localStorageViews';
import {
  readStoredViews,
  storedViewsVersion,
  writeStoredViews,
} from '../../../src/views/storage/storedViewsFormat';
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

  it('lists garbage entries for the reader to drop, and drops them on the next write', () => {
    const late = savedView('Late pallets');
    const memory = memoryStorage({
      [key]: JSON.stringify({ version: 1, views: [late, { id: 'x', name: 3 }, 'junk'] }),
    });
    vi.stubGlobal('window', { localStorage: memory });
    const storage = localStorageViews();
    expect(readViewListing(storage.list())).toEqual({ views: [late], dropped: 2 });
    storage.remove('nothing');
    expect(JSON.parse(memory.items.get(key)!).views).toEqual([late]);
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
