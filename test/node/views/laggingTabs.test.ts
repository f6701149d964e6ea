import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { localStorageViews } from '@src/views/storage/localStorageViews';
import type { DeliveriesViewStorage } from '@src/views/storage/viewStorage';
import { savedView } from './fixtures';

const key = 'deliveries-table:views';

interface StorageChange {
  key: string;
  oldValue: string | null;
  newValue: string | null;
}

/** A tab of the site: its copy of localStorage and its code. */
interface Tab {
  inbox: StorageChange[];
  run<T>(work: () => T): T;
  store(): DeliveriesViewStorage;
  catchUp(): void;
  names(): string[];
  /** Makes this tab's writes of more than `chars` characters fail as a full quota does. */
  limitStorage(chars: number): void;
}

/**
 * One site's localStorage as browsers keep it across tabs: each tab reads and writes its own
 * copy at once; another tab's copy (and its `storage` event, with the writer's old value)
 * follows only when the test calls `catchUp`.
 */
function site() {
  const tabs: Tab[] = [];
  function openTab(): Tab {
    const copy = new Map<string, string>();
    const inbox: StorageChange[] = [];
    const target = new EventTarget();
    let quota = Infinity;
    const localStorage = {
      getItem: (name: string) => copy.get(name) ?? null,
      setItem(name: string, value: string) {
        if (value.length > quota) {
          throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        }
        const oldValue = copy.get(name) ?? null;
        copy.set(name, value);
        for (const other of tabs) {
          if (other !== tab) other.inbox.push({ key: name, oldValue, newValue: value });
        }
      },
    };
    const window = {
      localStorage,
      addEventListener: target.addEventListener.bind(target),
      removeEventListener: target.removeEventListener.bind(target),
    };
    const tab: Tab = {
      inbox,
      /** Runs `work` as this tab's code. */
      run<T>(work: () => T): T {
        vi.stubGlobal('window', window);
        return work();
      },
      /** This tab's store, listened to as a mounted list does. */
      store(): DeliveriesViewStorage {
        return tab.run(() => {
          const store = localStorageViews();
          store.subscribe!(() => {});
          return store;
        });
      },
      /** Brings the other tabs' writes into this tab's copy, each with its `storage` event. */
      catchUp() {
        while (inbox.length > 0) {
          const change = inbox.shift()!;
          tab.run(() => {
            copy.set(change.key, change.newValue!);
            target.dispatchEvent(Object.assign(new Event('storage'), change));
          });
        }
      },
      /** The names of the views this tab's copy holds, sorted. */
      names(): string[] {
        const text = copy.get(key);
        return text ? (JSON.parse(text).views as { name: string }[]).map((v) => v.name).sort() : [];
      },
      limitStorage(chars: number) {
        quota = chars;
      },
    };
    tabs.push(tab);
    return tab;
  }
  /** Every tab catches up until no write is left to deliver. */
  const settle = () => {
    for (let round = 0; tabs.some((tab) => tab.inbox.length > 0); round += 1) {
      // Tabs that keep writing each other's views back would never settle.
      expect(round).toBeLessThan(50);
      tabs.forEach((tab) => tab.catchUp());
    }
  };
  return { openTab, settle };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('tabs whose copies of localStorage lag behind', () => {
  it('saves a view again when another tab wrote over it unseen, and keeps that tab’s later changes', () => {
    const { openTab, settle } = site();
    const [first, second] = [openTab(), openTab()];
    const [here, there] = [first.store(), second.store()];

    first.run(() => here.put(savedView('Late pallets')));
    // The second tab's copy has not caught up: its write holds only its own view.
    second.run(() => there.put(savedView('Berlin')));
    expect(second.names()).toEqual(['Berlin']);

    settle();
    expect(first.names()).toEqual(['Berlin', 'Late pallets']);
    expect(second.names()).toEqual(['Berlin', 'Late pallets']);

    // Having seen them, the second tab deletes one and renames the other: those stand.
    second.run(() => there.remove(savedView('Late pallets').id));
    second.run(() => there.put({ ...savedView('Berlin'), name: 'Berlin Nord', savedAt: 'later' }));
    settle();
    expect(first.names()).toEqual(['Berlin Nord']);
    expect(second.names()).toEqual(['Berlin Nord']);
  });

  /**
   * The first tab saves "Late pallets"; the second, lagging, writes "Berlin" over it; the first
   * tab's storage holds one view, not two, so saving "Late pallets" again fails.
   */
  function overwrittenWhileFull() {
    const { openTab, settle } = site();
    const [first, second] = [openTab(), openTab()];
    const [here, there] = [first.store(), second.store()];
    let notified = 0;
    first.run(() => here.subscribe!(() => (notified += 1)));
    first.run(() => here.put(savedView('Late pallets')));
    second.run(() => there.put(savedView('Berlin')));
    first.limitStorage(JSON.stringify({ version: 1, views: [savedView('Berlin')] }).length + 50);
    first.catchUp();
    return { first, second, here, there, settle, notified: () => notified };
  }

  it('keeps a view it could not save again for a full storage, says so, and saves it once there is room', () => {
    const { first, second, here, settle, notified } = overwrittenWhileFull();
    expect(first.names()).toEqual(['Berlin']);
    expect(notified()).toBeGreaterThan(0);
    expect(first.run(() => here.list())).toMatchObject({
      views: [savedView('Berlin')],
      unsaved: [{ name: 'Late pallets', kind: 'quota' }],
    });

    // Long after the other tabs caught up, deleting "Berlin" here makes room: it is saved again.
    vi.useFakeTimers({ now: Date.now() + 60_000 });
    first.run(() => here.remove(savedView('Berlin').id));
    vi.useRealTimers();
    expect(first.names()).toEqual(['Late pallets']);
    expect(first.run(() => here.list())).not.toHaveProperty('unsaved');
    settle();
    expect(second.names()).toEqual(['Late pallets']);
  });

  it('saves such a view again when another tab’s change makes room', () => {
    const { first, second, here, there, settle } = overwrittenWhileFull();
    expect(first.names()).toEqual(['Berlin']);

    // The second tab deletes its view well after the journal of recent writes has expired.
    vi.useFakeTimers({ now: Date.now() + 60_000 });
    second.run(() => there.remove(savedView('Berlin').id));
    settle();
    vi.useRealTimers();
    expect(first.names()).toEqual(['Late pallets']);
    expect(second.names()).toEqual(['Late pallets']);
    expect(first.run(() => here.list())).not.toHaveProperty('unsaved');
  });

  it('removes a view again when another tab wrote it back without having seen the delete', () => {
    const { openTab, settle } = site();
    const [first, second] = [openTab(), openTab()];
    const [here, there] = [first.store(), second.store()];
    const late = savedView('Late pallets');

    first.run(() => here.put(late));
    settle();
    first.run(() => here.remove(late.id));
    second.run(() => there.put(savedView('Berlin')));
    settle();
    expect(first.names()).toEqual(['Berlin']);
    expect(second.names()).toEqual(['Berlin']);
  });

  it('ends with every tab holding the views saved and not deleted, whatever catches up when', () => {
    const action = fc.oneof(
      fc.record({ save: fc.nat(2) }),
      fc.record({ remove: fc.nat(2), pick: fc.nat(9) }),
      fc.record({ catchUp: fc.nat(2) }),
    );
    fc.assert(
      fc.property(fc.array(action, { maxLength: 25 }), (actions) => {
        const { openTab, settle } = site();
        const tabs = [openTab(), openTab(), openTab()];
        const stores = tabs.map((tab) => tab.store());
        const kept = new Set<string>();
        let saves = 0;
        for (const next of actions) {
          if ('save' in next) {
            const name = `View ${(saves += 1)}`;
            kept.add(name);
            tabs[next.save]!.run(() => stores[next.save]!.put(savedView(name)));
          } else if ('remove' in next) {
            // A person deletes a view their tab shows.
            const shown = tabs[next.remove]!.names();
            const name = shown[next.pick % Math.max(shown.length, 1)];
            if (name === undefined) continue;
            kept.delete(name);
            tabs[next.remove]!.run(() => stores[next.remove]!.remove(savedView(name).id));
          } else tabs[next.catchUp]!.catchUp();
        }
        settle();
        for (const tab of tabs) expect(tab.names()).toEqual([...kept].sort());
      }),
      { numRuns: 150, seed: 2212 },
    );
  });
});
