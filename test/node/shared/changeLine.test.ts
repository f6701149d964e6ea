import { describe, expect, it } from 'vitest';
import { changeLine } from '@src/shared/changeLine';

/** A promise the test settles by hand. */
function later<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((yes, no) => ((resolve = yes), (reject = no)));
  return { promise, resolve, reject };
}
const tick = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

describe('changeLine', () => {
  it('makes a change at once while nothing waits, and keeps nothing', async () => {
    const line = changeLine();
    const made: string[] = [];
    line.now(() => made.push('sort'));
    expect(made).toEqual(['sort']);
    const check = later<string>();
    line.wait(check.promise, (value) => made.push(`view with ${value}`));
    check.resolve('check');
    await tick();
    // The sort came before the view waited: it is not made again.
    expect(made).toEqual(['sort', 'view with check']);
  });

  it('makes what came after a waiting change at once, and again after it, in order', async () => {
    const line = changeLine();
    const made: string[] = [];
    const check = later<string>();
    line.wait(check.promise, (value) => made.push(`view with ${value}`));
    line.now(() => made.push('sort'));
    line.now(() => made.push('reset'));
    expect(made).toEqual(['sort', 'reset']);
    check.resolve('check');
    await tick();
    expect(made).toEqual(['sort', 'reset', 'view with check', 'sort', 'reset']);
    // The line is over: the next change is made once.
    line.now(() => made.push('page 2'));
    expect(made.slice(5)).toEqual(['page 2']);
  });

  it('waits for every waiting change, whichever settles first, and gives a failed one nothing', async () => {
    const line = changeLine();
    const made: string[] = [];
    const words = later<string>();
    const filters = later<string>();
    line.wait(words.promise, (value) => made.push(`columns with ${value}`));
    line.now(() => made.push('sort'));
    line.wait(filters.promise, (value) => made.push(`filters with ${value}`));
    filters.reject(new Error('chunk failed'));
    await tick();
    expect(made).toEqual(['sort']);
    words.resolve('words');
    await tick();
    expect(made).toEqual(['sort', 'columns with words', 'sort', 'filters with undefined']);
  });

  it('keeps the rest in line behind a change that waits again as the line is made', async () => {
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
    await tick();
    expect(made).toEqual(['sort', 'columns', 'sort']);
    filters.resolve('filters');
    await tick();
    expect(made).toEqual(['sort', 'columns', 'sort', 'filters', 'sort']);
  });
});
