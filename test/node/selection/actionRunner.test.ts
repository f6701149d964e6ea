import { describe, expect, it } from 'vitest';
import { createActionRunner } from '@src/selection/logic/actionRunner';
import { deferred } from '../../deferred';

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the action runner', () => {
  it('runs one at a time: a second is refused and the first goes on', async () => {
    const runner = createActionRunner();
    const slow = deferred<string | void>();
    let signal: AbortSignal | undefined;
    expect(runner.run({ label: 'Hand over', work: (s) => ((signal = s), slow.promise) })).toBe(
      true,
    );
    expect(runner.run({ label: 'Print', work: () => undefined })).toBe(false);
    expect(runner.get()).toEqual({
      status: { phase: 'running', label: 'Hand over' },
      refused: { label: 'Print', running: 'Hand over' },
      elsewhere: null,
    });
    expect(signal?.aborted).toBe(false);
    slow.resolve('Handed over.');
    await settled();
    expect(runner.get()).toEqual({
      status: { phase: 'done', label: 'Hand over', message: 'Handed over.' },
      refused: null,
      elsewhere: null,
    });
  });

  it('waits for every export that says it runs, each ending only its own', () => {
    const runner = createActionRunner();
    const selected = {};
    const matching = {};
    runner.setBusyElsewhere('Export selected (CSV)', selected);
    // An export starting late (its part mounted meanwhile) and one saying it is idle free nothing.
    runner.setBusyElsewhere(null, matching);
    expect(runner.get().elsewhere).toBe('Export selected (CSV)');
    runner.setBusyElsewhere('Export all matching (CSV)', matching);
    runner.setBusyElsewhere(null, selected);
    expect(runner.get().elsewhere).toBe('Export all matching (CSV)');
    expect(runner.refuse('Archive')).toBe(true);
    expect(runner.get().refused).toEqual({
      label: 'Archive',
      running: 'Export all matching (CSV)',
    });
    runner.setBusyElsewhere(null, matching);
    expect(runner.get()).toEqual({ status: { phase: 'idle' }, refused: null, elsewhere: null });
    expect(runner.refuse('Archive')).toBe(false);
  });

  it('waits for an export, cancels at once, retries the last job, and ends unreadable failures', async () => {
    const runner = createActionRunner();
    runner.setBusyElsewhere('Export selected (CSV)');
    expect(runner.run({ label: 'Print', work: () => undefined })).toBe(false);
    expect(runner.get().refused).toEqual({ label: 'Print', running: 'Export selected (CSV)' });
    runner.setBusyElsewhere(null);
    expect(runner.get()).toMatchObject({ refused: null, elsewhere: null });

    const slow = deferred<string | void>();
    runner.run({ label: 'Archive', work: () => slow.promise });
    runner.cancel();
    expect(runner.get().status).toEqual({ phase: 'cancelled', label: 'Archive' });
    slow.resolve('late');
    await settled();
    expect(runner.get().status).toEqual({ phase: 'cancelled', label: 'Archive' });

    const hostile = new Proxy(
      {},
      {
        getPrototypeOf() {
          throw new Error('no');
        },
      },
    );
    let tries = 0;
    runner.run({
      label: 'Sync',
      work: () => (tries++ === 0 ? Promise.reject(hostile) : Promise.resolve('Synced.')),
    });
    await settled();
    expect(runner.get().status).toEqual({ phase: 'failed', label: 'Sync', reason: null });
    runner.retry();
    await settled();
    expect(runner.get().status).toEqual({ phase: 'done', label: 'Sync', message: 'Synced.' });
    runner.dismiss();
    expect(runner.get().status).toEqual({ phase: 'idle' });
    // Dismissing what is already idle tells no one: a new selection's first tick renders less.
    let heard = 0;
    runner.subscribe(() => (heard += 1));
    runner.dismiss();
    expect(heard).toBe(0);
  });
});
