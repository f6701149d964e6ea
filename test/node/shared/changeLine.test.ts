import { describe, expect, it } from 'vitest';
import { changeLine } from '@src/shared/changeLine';

/** A promise the test settles by hand. */
function later<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((yes, no) => ((resolve = yes), (reject = no)));
  return { promise, resolve, reject };
}
/** The end of the task: its microtasks have run. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

describe('changeLine', () => {
  it('makes a change at once while nothing waits', async () => {
    const line = changeLine();
    const made: string[] = [];
    line.now(() => made.push('sort'));
    expect(made).toEqual(['sort']);
    const check = later<string>();
    line.wait(check.promise, (value) => made.push(`view with ${value}`));
    check.resolve('check');
    await nextTask();
    // The sort came before the view: it is not made again.
    expect(made).toEqual(['sort', 'view with check']);
  });

  it('holds what the same task asks after a waiting change, and makes it on it, in order', async () => {
    const line = changeLine();
    const made: string[] = [];
    const check = later<string>();
    line.wait(check.promise, (value) => made.push(`view with ${value}`));
    line.now(() => made.push('sort'));
    line.now(() => made.push('page 2'));
    expect(made).toEqual([]);
    check.resolve('check');
    await nextTask();
    expect(made).toEqual(['view with check', 'sort', 'page 2']);
  });

  it('makes what a later event asks while it waits at once, and the last kept again on it', async () => {
    const line = changeLine();
    const made: string[] = [];
    const check = later<string>();
    line.wait(check.promise, (value) => made.push(`view with ${value}`));
    line.now(() => made.push('sort'));
    await nextTask();
    // A person types while the view's check loads: each search shows at once, and the last is
    // made on the view; a page turned on the old list means nothing on it.
    line.now(() => made.push('search a'), false, true);
    line.now(() => made.push('page 2'));
    line.now(() => made.push('search ab'), false, true);
    expect(made).toEqual(['search a', 'page 2', 'search ab']);
    check.resolve('check');
    await nextTask();
    expect(made.slice(3)).toEqual(['view with check', 'sort', 'search ab']);
    // Landed: what comes next is made once.
    line.now(() => made.push('search abc'), false, true);
    expect(made.slice(6)).toEqual(['search abc']);
  });

  it('keeps nothing from before a later view, nor past a whole change', async () => {
    const line = changeLine();
    const made: string[] = [];
    const first = later<string>();
    const second = later<string>();
    line.wait(first.promise, () => made.push('first view'));
    await nextTask();
    line.now(() => made.push('search a'), false, true);
    line.wait(second.promise, () => made.push('second view'));
    await nextTask();
    line.now(() => made.push('search b'), false, true);
    first.resolve('check');
    second.resolve('check');
    await nextTask();
    expect(made).toEqual(['search a', 'search b', 'second view', 'search b']);
    const third = later<string>();
    line.wait(third.promise, () => made.push('third view'));
    await nextTask();
    line.now(() => made.push('search c'), false, true);
    line.now(() => made.push('plain view'), true);
    third.resolve('check');
    await nextTask();
    expect(made.slice(4)).toEqual(['search c', 'plain view']);
  });

  it('drops a waiting change and what it held once a whole change comes, in the task or later', async () => {
    const line = changeLine();
    const made: string[] = [];
    const first = later<string>();
    line.wait(first.promise, () => made.push('first view'));
    line.now(() => made.push('sort'));
    line.now(() => made.push('reset'), true);
    expect(made).toEqual(['reset']);
    const second = later<string>();
    line.wait(second.promise, () => made.push('second view'));
    await nextTask();
    line.now(() => made.push('plain view'), true);
    first.resolve('check');
    second.resolve('check');
    await nextTask();
    expect(made).toEqual(['reset', 'plain view']);
  });

  it('gives a change whose wait failed nothing, and still makes what it held', async () => {
    const line = changeLine();
    const made: string[] = [];
    const check = later<string>();
    line.wait(check.promise, (value) => made.push(`view with ${String(value)}`));
    line.now(() => made.push('sort'));
    check.reject(new Error('chunk failed'));
    await nextTask();
    expect(made).toEqual(['view with undefined', 'sort']);
  });

  it('keeps what it held behind a change that waits again as it lands', async () => {
    const line = changeLine();
    const made: string[] = [];
    const words = later<string>();
    const filters = later<string>();
    line.wait(words.promise, () => {
      made.push('columns');
      line.wait(filters.promise, () => made.push('filters'));
    });
    line.now(() => made.push('sort'));
    words.resolve('words');
    await nextTask();
    expect(made).toEqual(['columns']);
    filters.resolve('filters');
    await nextTask();
    expect(made).toEqual(['columns', 'filters', 'sort']);
  });
});
