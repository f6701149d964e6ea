import { describe, expect, it } from 'vitest';
import { validateDeliveriesRequest } from '@src/mocks/validateDeliveriesRequest';
import type { DeliveriesQueryState } from '@src/state/queryState';
import { toDeliveriesRequest } from '@src/state/toDeliveriesRequest';
import { parseDeliveriesState } from '@src/state/urlState/parseDeliveriesState';
import { checkQueryState } from '@src/state/validation/checkQueryState';
import { boom, listWithThrowingItem, revoked } from './hostileValues';

// Generous against a slow, shared machine: each of these reads takes a few milliseconds alone,
// tens beside a browser run (the quickest of three is taken); the old code took seconds.
const budgetMs = 500;

function expectAccepted(state: DeliveriesQueryState): void {
  const body = toDeliveriesRequest(state, { timeZone: 'UTC' });
  expect(validateDeliveriesRequest(JSON.parse(JSON.stringify(body)))).toMatchObject({ ok: true });
}

/** Runs `read` once, timed; a throw fails the test with its message. */
function timed<T>(read: () => T): { result: T; ms: number } {
  const started = performance.now();
  const result = read();
  return { result, ms: performance.now() - started };
}

const badStatuses = (count: number) => 'v1_st.' + 'x.'.repeat(count);
const unknownEntries = (count: number) => 'v1' + '_z.a'.repeat(count);

// 400 KB links of bad parts overflowed the stack (a spread of every problem into one call).
describe('a huge link of bad parts', () => {
  it.each([
    [
      '200,000 bad statuses',
      badStatuses(200_000),
      /^The status “x” is not a number, so it was left out\. .* 199998 more parts were left out too\.$/,
    ],
    [
      '200,000 unknown entries',
      unknownEntries(200_000),
      /^“z\.a” is not something this page can read, so it was left out\. .* 199997 more parts were left out too\.$/,
    ],
  ])('%s: read without throwing, each part counted', (_, text, problem) => {
    const result = parseDeliveriesState(text);
    expect(result.problem).toMatch(problem);
    expectAccepted(result.state);
  });

  // Against its own fortieth, not a clock: a busy machine slows both alike, though not evenly
  // (beside stress-ng, twenty times the parts once took 160 times as long; beside CI's builds
  // and a browser, forty times 610). Read in proportion, forty times the parts take forty to a
  // few hundred times as long; read in quadratic time, sixteen hundred. The two are timed in
  // turns, so load that comes and goes falls on both.
  it.each([
    ['bad statuses', badStatuses],
    ['unknown entries', unknownEntries],
  ])('%s: forty times the parts take under 1,000 times as long', (_, link) => {
    const small = link(5_000);
    const large = link(200_000);
    parseDeliveriesState(small); // warmed: the first run also compiles
    const smallRuns: number[] = [];
    const largeRuns: number[] = [];
    for (let run = 0; run < 5; run += 1) {
      smallRuns.push(timed(() => parseDeliveriesState(small)).ms);
      largeRuns.push(timed(() => parseDeliveriesState(large)).ms);
    }
    expect(Math.min(...largeRuns)).toBeLessThan(1_000 * Math.min(...smallRuns) + 5);
  });
});

// Each of these threw out of checkQueryState, or took seconds, before.
describe('checkQueryState with a host object that throws or is huge', () => {
  it.each<[string, () => unknown, string]>([
    [
      'a page size getter that throws',
      () => ({
        pageSize: 50,
        get pageNumber() {
          return boom();
        },
      }),
      'The page could not be read, so the first page is shown.',
    ],
    [
      'a Proxy whose get throws',
      () => new Proxy({}, { get: boom }),
      'The page size could not be read, so 25 rows a page are shown.',
    ],
    ['a revoked Proxy', revoked, 'The settings could not be read, so none were used.'],
    [
      'revoked filters',
      () => ({ filters: revoked() }),
      'The filters could not be read, so none were used.',
    ],
    [
      'filters whose ownKeys throws',
      () => ({ filters: new Proxy({ status: [4] }, { ownKeys: boom }), quickSearch: 'acme' }),
      '',
    ],
    [
      'a status list whose item getter throws',
      () => ({ filters: { status: listWithThrowingItem() } }),
      'A status value could not be read, so it was left out.',
    ],
    [
      'a sort with a toJSON of 10^8 characters',
      () => ({ orderBy: { key: 'colour', order: 'up', toJSON: () => 'z'.repeat(1e8) } }),
      'The sort “an object” is not a column and “asc” or “desc” (such as “insertTime.desc”), so the list is not sorted.',
    ],
    [
      'a sparse status list of 10^7 holes',
      () => ({ filters: { status: new Array(1e7) } }),
      'The 10,000,000 status values are more than this grid reads, so only the first 4,100 were read.',
    ],
    [
      '10^6 invalid delivery ids',
      () => ({ filters: { deliveryIds: new Array<string>(1e6).fill('x') } }),
      'The 1,000,000 delivery ID values are more than this grid reads, so only the first 4,100 were read.',
    ],
    [
      '10^6 valid statuses',
      () => ({ filters: { status: Array.from({ length: 1e6 }, (_, index) => index) } }),
      'There are 1000000 status values, more than the 1000 the server takes, so only the first 1000 were kept.',
    ],
    [
      'a 50 MB quick search',
      () => ({ quickSearch: 'a'.repeat(5e7) }),
      `The quick search “${'a'.repeat(40)}…” is longer than 200 characters, so it was left out.`,
    ],
    [
      'a page size that is a list of 10^7 holes',
      () => ({ pageSize: new Array(1e7) }),
      'The page size “a list of 10,000,000 items” is not a whole number from 1 to 1000, so 25 rows a page are shown.',
    ],
  ])('%s: no throw, the part named, a valid request', (_, make, problem) => {
    const input = make();
    const { result } = timed(() => checkQueryState(input));
    // The quickest of three: load that comes and goes (a browser file beside this one) falls on
    // one read, not on all; unbounded work is slow on each.
    const ms = Math.min(...[0, 1, 2].map(() => timed(() => checkQueryState(input)).ms));
    if (problem === '') expect(result.problems).toEqual([]);
    else expect(result.problems).toContain(problem);
    // A guard against unbounded work: each part is read no further than its limit allows.
    expect(result.problems.length).toBeLessThanOrEqual(4_101);
    expectAccepted(result.state);
    expect(ms).toBeLessThan(budgetMs);
  });

  it('keeps what can be read beside a part that throws', () => {
    const { state, problems } = checkQueryState({
      pageSize: 50,
      quickSearch: 'acme',
      get orderBy() {
        return boom();
      },
      filters: {
        status: [1, 4],
        get tags() {
          return boom();
        },
      },
    });
    expect(state).toMatchObject({ pageSize: 50, quickSearch: 'acme', filters: { status: [1, 4] } });
    expect(problems).toEqual([
      'The sort could not be read, so the list is not sorted.',
      'The tag filter could not be read, so it was left out.',
    ]);
  });

  it('names 20 of 10^5 unknown filters and counts the rest', () => {
    const filters = Object.fromEntries(Array.from({ length: 1e5 }, (_, index) => [`f${index}`, 1]));
    // No time bound: listing the keys is the host object's own cost (0.4 s for a million).
    const { problems } = checkQueryState({ filters });
    expect(problems).toHaveLength(21);
    expect(problems[0]).toBe('The filter “f0” is not one this grid knows, so it was left out.');
    expect(problems[20]).toBe('99,980 more filters this grid does not know were left out.');
  });

  it('drops only the advanced row whose parts throw', () => {
    const good = {
      selectedFiled: 'duQty',
      condition: 0,
      operator: 'greaterThan',
      data: '10',
      rowType: 'number',
    };
    const { state, problems } = checkQueryState({
      filters: { advancedFilters: [new Proxy(good, { get: boom }), good] },
    });
    expect(state.filters.advancedFilters).toEqual([good]);
    expect(problems).toEqual(['Advanced filter 1 could not be read, so it was left out.']);
  });

  it('gives the defaults and a problem when the limits break the check itself', () => {
    const sortKeys = new Proxy<string[]>([], { get: boom });
    const { state, problems } = checkQueryState(
      { pageSize: 50, orderBy: { key: 'code', order: 'asc' } },
      { sortKeys },
    );
    expect(state.orderBy).toBeNull();
    expect(problems).toEqual(['The settings could not be read, so none were used.']);
  });

  it('reads a link with options that throw as if none were given', () => {
    const options = new Proxy({}, { get: boom, ownKeys: boom });
    expect(parseDeliveriesState('v1_p.2', options)).toMatchObject({
      state: { pageNumber: 2 },
      problem: null,
    });
  });

  it('falls back to the library limits when the limits throw', () => {
    const limits = new Proxy({}, { ownKeys: boom, get: boom });
    expect(checkQueryState({ pageSize: 50 }, limits).state.pageSize).toBe(50);
  });
});
