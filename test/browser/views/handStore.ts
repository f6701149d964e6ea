import { expect } from 'vitest';
import type { DeliveriesViewStorage } from '@src/views/storage/viewStorage';
import type { SavedDeliveriesView } from '@src/views/types';
import { deferred } from '../../deferred';

/** One call to the store, waiting until the test settles it. */
export interface HandCall {
  op: 'list' | 'put' | 'remove';
  /** What `list` read when it was called (a server reads when the request arrives). */
  snapshot: SavedDeliveriesView[];
  view?: SavedDeliveriesView;
  id?: string;
  /** Applies the write (if any) to what the store holds, then answers. */
  settle(): void;
  fail(error: Error): void;
  settled: boolean;
}

/**
 * A server-side store that holds views and answers every call only when the test says so:
 * `list` reads what is held when it is called, `put` and `remove` change it when settled.
 * `changeElsewhere` plays another tab or person changing the views, with a change notification.
 */
export function handStore(initial: readonly SavedDeliveriesView[] = []) {
  const held = new Map(initial.map((view) => [view.id, view]));
  const calls: HandCall[] = [];
  const listeners = new Set<() => void>();

  function record(call: Omit<HandCall, 'settle' | 'fail' | 'settled'>, apply: () => void) {
    const answer = deferred<void>();
    const made: HandCall = {
      ...call,
      settled: false,
      settle() {
        apply();
        made.settled = true;
        answer.resolve();
      },
      fail(error) {
        made.settled = true;
        answer.reject(error);
      },
    };
    calls.push(made);
    return answer.promise;
  }

  const storage: DeliveriesViewStorage = {
    list() {
      const snapshot = [...held.values()];
      return record({ op: 'list', snapshot }, () => {}).then(() => snapshot);
    },
    put: (view) => record({ op: 'put', view, snapshot: [] }, () => held.set(view.id, view)),
    remove: (id) => record({ op: 'remove', id, snapshot: [] }, () => held.delete(id)),
    subscribe(onChange) {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
  };

  return {
    storage,
    calls,
    /** The names of the views the store holds, sorted. */
    heldNames: () => [...held.values()].map((view) => view.name).sort(),
    /** The operations called so far, in order. */
    ops: () => calls.map((call) => call.op),
    changeElsewhere(view: SavedDeliveriesView) {
      held.set(view.id, view);
      listeners.forEach((listener) => listener());
    },
    /** Waits for call number `count` (from 1), checks its operation and gives it back. */
    async call(count: number, op: HandCall['op']) {
      await expect.poll(() => calls.length).toBeGreaterThanOrEqual(count);
      const made = calls[count - 1]!;
      expect(made.op).toBe(op);
      return made;
    },
  };
}
