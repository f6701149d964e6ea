import { act, renderHook } from '@testing-library/react';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultSavedViewsMessages } from '@src/views/messages';
import { useSavedViews } from '@src/views/useSavedViews';
import { handStore } from './handStore';
import { storedView } from './viewsHost';

/** What may happen next: a person here writes, someone elsewhere writes, or the store answers. */
type Step =
  | { kind: 'save' }
  | { kind: 'remove'; pick: number }
  | { kind: 'elsewhere'; pick: number }
  | { kind: 'answer'; pick: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.constant({ kind: 'save' as const }),
  fc.record({ kind: fc.constant('remove' as const), pick: fc.nat(9) }),
  fc.record({ kind: fc.constant('elsewhere' as const), pick: fc.nat(2) }),
  fc.record({ kind: fc.constant('answer' as const), pick: fc.nat(9) }),
);

// A macrotask: every promise chain already resolved (the hook's answers and reloads) has run.
const settleReact = () => act(() => new Promise<void>((done) => setTimeout(done, 0)));

describe('the saved views model, whatever the order of answers', () => {
  it('never shows a list without a write the store has acknowledged, and ends with what it holds', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 16 }), async (steps) => {
        const server = handStore([storedView('Berlin')]);
        const hook = renderHook(() => useSavedViews(server.storage, defaultSavedViewsMessages));
        // Our views: id → whether the store acknowledged it is there (true) or gone (false).
        const acknowledged = new Map<string, boolean>();
        const inFlight = new Set<string>();
        let saves = 0;
        const track = (id: string, there: boolean, written: Promise<boolean>) => {
          inFlight.add(id);
          void written.then((stored) => {
            inFlight.delete(id);
            if (stored) acknowledged.set(id, there);
          });
        };
        const shownIds = () => new Set(hook.result.current.views.map((view) => view.id));
        try {
          await settleReact();
          for (const next of steps) {
            const model = hook.result.current;
            if (next.kind === 'save' && model.phase === 'ready') {
              saves += 1;
              const view = storedView(`Mine ${saves}`);
              act(() => track(view.id, true, model.save(view, 'Saved.')));
            } else if (next.kind === 'remove') {
              const mine = model.views.filter((view) => view.name.startsWith('Mine'));
              const view = mine[next.pick % Math.max(mine.length, 1)];
              if (view) act(() => track(view.id, false, model.remove(view)));
            } else if (next.kind === 'elsewhere') {
              act(() => server.changeElsewhere(storedView(['Acme', 'Hub', 'Dock'][next.pick]!)));
            } else if (next.kind === 'answer') {
              const waiting = server.calls.filter((call) => !call.settled);
              act(() => waiting[next.pick % Math.max(waiting.length, 1)]?.settle());
            }
            await settleReact();
            const shown = shownIds();
            for (const [id, there] of acknowledged) {
              if (!inFlight.has(id)) expect(shown.has(id)).toBe(there);
            }
          }
          // Everything still waiting is answered, oldest first, until nothing waits.
          for (let round = 0; round < 50; round += 1) {
            const waiting = server.calls.find((call) => !call.settled);
            if (!waiting) break;
            act(() => waiting.settle());
            await settleReact();
          }
          expect(hook.result.current.views.map((view) => view.name).sort()).toEqual(
            server.heldNames(),
          );
        } finally {
          hook.unmount();
        }
      }),
      { numRuns: 120, seed: 2206 },
    );
  });
});
