import { describe, expect, it } from 'vitest';
import type { AdvancedFilter } from '@src/api/types';
import { validateDeliveriesRequest } from '@src/mocks/validateDeliveriesRequest';
import { defaultQueryState, type DeliveriesQueryState } from '@src/state/queryState';
import { toDeliveriesRequest } from '@src/state/toDeliveriesRequest';
import { parseDeliveriesState } from '@src/state/urlState/parseDeliveriesState';
import { checkQueryState } from '@src/state/validation/checkQueryState';
import { gridQueryLimits } from '@src/state/validation/gridQueryLimits';
import { defaultDeliveryColumns } from '@src/state/columns/defaultDeliveryColumns';
import { readViewListing } from '@src/views/logic/readViewListing';
import { viewProblems } from '@src/views/logic/viewProblems';
import { savedView } from '../views/fixtures';
import { inEnglish } from '../views/englishViewProblems';

/** The limits of a grid with its default props, in Berlin. */
const timeZone = 'Europe/Berlin';
const gridLimits = gridQueryLimits({
  pageSizeOptions: [10, 25, 50, 100],
  maxSearchLength: 200,
  sortKeys: defaultDeliveryColumns.map((column) => column.id),
  timeZone,
});

/** The body the grid would send for `state`, as the reference backend judges it. */
function verdict(state: DeliveriesQueryState, zone = timeZone) {
  return validateDeliveriesRequest(toDeliveriesRequest(state, { timeZone: zone }));
}

const row = (patch: Partial<AdvancedFilter>): AdvancedFilter => ({
  selectedFiled: 'duQty',
  condition: 0,
  operator: 'greaterThan',
  data: '10',
  rowType: 'number',
  ...patch,
});

const long = 'x'.repeat(300);

// Each link was read whole before and made a request the server refuses.
describe('the link door: parseDeliveriesState leaves out what the server refuses, and says so', () => {
  it.each<[string, string, Partial<DeliveriesQueryState>, string]>([
    [
      'a date in year 0000',
      'v1_if.0000-06-01_st.4',
      { filters: { status: [4] } },
      'The “inserted from” date “0000-06-01” is not a day from 0001-01-02 to 9999-12-30, so it was left out.',
    ],
    [
      'the first day of year 0001 (year 0000 in UTC east of Greenwich)',
      'v1_rf.0001-01-01',
      { filters: {} },
      'The “requested from” date “0001-01-01” is not a day from 0001-01-02 to 9999-12-30, so it was left out.',
    ],
    [
      'the last day of 9999 (year 10000 in UTC west of Greenwich)',
      'v1_it.9999-12-31',
      { filters: {} },
      'The “inserted to” date “9999-12-31” is not a day from 0001-01-02 to 9999-12-30, so it was left out.',
    ],
    [
      'an instant whose offset takes it into year 0000',
      'v1_if.0001-01-01T0030+0100',
      { filters: {} },
      'The “inserted from” date “0001-01-01T00:30+01:00” is not an instant in the years 0001 to 9999, so it was left out.',
    ],
    [
      'a 300-character quick search',
      `v1_q.${long}_p.2`,
      { pageNumber: 2 },
      `The quick search “${'x'.repeat(40)}…” is longer than 200 characters, so it was left out.`,
    ],
    [
      'a courier id of 0, a fraction and a negative',
      'v1_co.0.1*.5.-3.11',
      { filters: { courierIds: [11] } },
      'The courier “0” is not a whole number of 1 or more, so it was left out. ' +
        'The courier “1.5” is not a whole number of 1 or more, so it was left out. ' +
        'The courier “-3” is not a whole number of 1 or more, so it was left out.',
    ],
    [
      'an id past the safe integers',
      'v1_id.9007199254740993',
      { filters: { deliveryIds: [] } },
      'The delivery ID “9007199254740992” is not a whole number of 1 or more, so it was left out.',
    ],
    [
      'a tag of 101 characters',
      `v1_tg.${'t'.repeat(101)}.fragile`,
      { filters: { tags: ['fragile'] } },
      `The tag “${'t'.repeat(40)}…” is longer than 100 characters, so it was left out.`,
    ],
    [
      'a range that ends before it starts',
      'v1_if.2026-11-02_it.2026-11-01_st.4',
      { filters: { status: [4] } },
      'The “inserted from” date “2026-11-02” is later than the “inserted to” date “2026-11-01”, so both were left out.',
    ],
    [
      'an advanced row joined by 0.5, one without a value and one with “ten” for a number',
      'v1_a.0*.5.duQty.number.greaterThan.1_a.0.code.string.contains._a.1.duQty.number.lessThan.ten_a.0.duQty.number.lessThan.9',
      { filters: { advancedFilters: [row({ operator: 'lessThan', data: '9' })] } },
      'Advanced filter 1 has the join “0.5”, which is not one this grid knows, so it was left out. ' +
        'Advanced filter 2 has no value to compare with, so it was left out. ' +
        'Advanced filter 3 compares with “ten”, which is not a number, so it was left out.',
    ],
    [
      'an advanced date row in year 0000',
      'v1_a.0.insertTime.date.before.0000-01-01',
      { filters: { advancedFilters: [] } },
      'Advanced filter 1 compares with a date: “0000-01-01” is not a day from 0001-01-02 to 9999-12-30, so it was left out.',
    ],
  ])('%s', (_, link, kept, problem) => {
    const parsed = parseDeliveriesState(link, { timeZone });
    expect(parsed).toStrictEqual({ state: { ...defaultQueryState, ...kept }, problem });
    expect(verdict(parsed.state)).toMatchObject({ ok: true });
  });

  it('gives the server at most 1000 ids, 500 tags and 100 advanced rows, and says so', () => {
    const ids = Array.from({ length: 1001 }, (_, index) => index + 1);
    const tags = Array.from({ length: 501 }, (_, index) => `t${index}`);
    const rows = Array.from({ length: 101 }, () => 'a.0.duQty.number.greaterThan.1');
    const parsed = parseDeliveriesState(
      `v1_id.${ids.join('.')}_tg.${tags.join('.')}_${rows.join('_')}`,
    );
    expect(parsed.state.filters.deliveryIds).toHaveLength(1000);
    expect(parsed.state.filters.tags).toHaveLength(500);
    expect(parsed.state.filters.advancedFilters).toHaveLength(100);
    expect(parsed.problem).toBe(
      'There are 1001 delivery ID values, more than the 1000 the server takes, so only the first 1000 were kept. ' +
        'There are 501 tags, more than the 500 the server takes, so only the first 500 were kept. ' +
        'There are 101 advanced filters, more than the 100 the server takes, so only the first 100 were kept.',
    );
    expect(verdict(parsed.state)).toMatchObject({ ok: true });
  });

  it('checks the sort and the advanced vocabulary, the library’s unless the host gives its own', () => {
    const link =
      'v1_o.colour.asc_a.0.colour.string.contains.red_a.0.duQty.string.contains.1_a.0.code.string.greaterThan.x_a.2.code.string.contains.x';
    // Without the host's vocabulary the library's is checked: the same as the default grid's.
    expect(parseDeliveriesState(link)).toStrictEqual(parseDeliveriesState(link, gridLimits));
    const parsed = parseDeliveriesState(link, gridLimits);
    expect(parsed).toStrictEqual({
      state: { ...defaultQueryState, filters: { advancedFilters: [] } },
      problem:
        'The sort on “colour” is not one this grid offers, so the list is not sorted. ' +
        'Advanced filter 1 tests the field “colour”, which this grid does not offer, so it was left out. ' +
        'Advanced filter 2 treats the field “duQty” as “string”, not “number”, so it was left out. ' +
        '2 more parts were left out too.',
    });
    expect(verdict(parsed.state)).toMatchObject({ ok: true });
  });
});

describe('the saved-view door: a stored view keeps what the server accepts, and says what not', () => {
  it.each<[string, Record<string, unknown>, Partial<DeliveriesQueryState>, string]>([
    [
      '“not a date” as a date',
      { filters: { insertFrom: 'not a date', status: [4] } },
      { filters: { status: [4] } },
      'The “inserted from” date “not a date” is not a date, so it was left out.',
    ],
    [
      'a page size of 1e9',
      { pageSize: 1e9 },
      {},
      'The page size “1000000000” is not a whole number from 1 to 1000, so 25 rows a page are shown.',
    ],
    [
      'a 300-character search',
      { quickSearch: long },
      {},
      `The quick search “${'x'.repeat(40)}…” is longer than 200 characters, so it was left out.`,
    ],
    [
      'a date in year 0000',
      { filters: { insertTo: '0000-06-01T00:00:00.000Z' } },
      { filters: {} },
      'The “inserted to” date “0000-06-01T00:00:00.000Z” is not an instant in the years 0001 to 9999, so it was left out.',
    ],
    [
      'a status of -1',
      { filters: { status: [-1, 0] } },
      { filters: { status: [0] } },
      'The status “-1” is not a whole number of 0 or more, so it was left out.',
    ],
  ])('%s', (_, state, kept, problem) => {
    const stored = savedView('Late pallets', {
      state: { ...defaultQueryState, ...state } as never,
    });
    const [view] = readViewListing([stored]).views;
    expect(view?.state).toStrictEqual({ ...defaultQueryState, ...kept });
    expect(inEnglish(viewProblems(view!))).toStrictEqual([problem]);
    expect(verdict(view!.state)).toMatchObject({ ok: true });
  });
});

describe('the props door: the grid checks `state` and `initialState` within its own limits', () => {
  it.each<[string, unknown, Partial<DeliveriesQueryState>, string]>([
    [
      'a sort on a column the grid does not have',
      { orderBy: { key: 'colour', order: 'asc' } },
      {},
      'The sort on “colour” is not one this grid offers, so the list is not sorted.',
    ],
    [
      'an unknown advanced operator',
      { filters: { advancedFilters: [row({ operator: 'about' })] } },
      { filters: { advancedFilters: [] } },
      'Advanced filter 1 has the operator “about”, which is not one for “number” fields, so it was left out.',
    ],
    [
      'a page number of 0',
      { pageNumber: 0 },
      {},
      'The page “0” is not a page number (1 or more), so the first page is shown.',
    ],
    [
      'filters that are not an object',
      { filters: 'late' },
      {},
      'The filters “late” are not a set of filters, so none were used.',
    ],
    [
      'a state that is not an object',
      42,
      {},
      'The settings “42” are not a set of settings, so none were used.',
    ],
  ])('%s', (_, input, kept, problem) => {
    const checked = checkQueryState(input, gridLimits);
    expect(checked).toStrictEqual({
      state: { ...defaultQueryState, ...kept },
      problems: [problem],
    });
    expect(verdict(checked.state)).toMatchObject({ ok: true });
  });

  it('allows the page sizes the host offers beyond 1000, and a longer search when it does', () => {
    const limits = gridQueryLimits({
      pageSizeOptions: [50, 5000],
      maxSearchLength: 400,
      sortKeys: [],
      timeZone,
    });
    expect(checkQueryState({ pageSize: 5000, quickSearch: long }, limits).problems).toEqual([]);
  });

  it('names a part the state has no place for, and uses the rest', () => {
    const checked = checkQueryState(
      { pagesize: 50, pageSize: 10, search: 'acme', filters: {} },
      gridLimits,
    );
    expect(checked.state).toStrictEqual({ ...defaultQueryState, pageSize: 10 });
    expect(checked.problems).toEqual([
      "The setting “pagesize” is not a part of the grid's state (pageNumber, pageSize, quickSearch, orderBy, filters), so it was left out.",
      "The setting “search” is not a part of the grid's state (pageNumber, pageSize, quickSearch, orderBy, filters), so it was left out.",
    ]);
    // A Proxy that will not list its keys: each known part is still read.
    const silent = new Proxy(
      { pageSize: 50 },
      {
        ownKeys() {
          throw new Error('no keys');
        },
      },
    );
    expect(checkQueryState(silent, gridLimits)).toStrictEqual({
      state: { ...defaultQueryState, pageSize: 50 },
      problems: [],
    });
  });

  it('a state the server accepts comes back equal, with no problem', () => {
    const state: DeliveriesQueryState = {
      pageNumber: 3,
      pageSize: 50,
      quickSearch: ' acme ',
      orderBy: { key: 'insertTime', order: 'desc' },
      filters: {
        insertFrom: '0001-01-02',
        insertTo: '9999-12-30T23:59',
        status: [0, 4],
        tags: ['fragile', ' '],
        advancedFilters: [
          row({}),
          row({
            selectedFiled: 'insertTime',
            rowType: 'date',
            operator: 'before',
            data: '2026-11-01',
          }),
        ],
      },
    };
    expect(checkQueryState(state, gridLimits)).toStrictEqual({ state, problems: [] });
    for (const zone of ['Pacific/Kiritimati', 'Pacific/Pago_Pago', 'UTC']) {
      expect(verdict(state, zone)).toMatchObject({ ok: true });
    }
  });
});
