import { describe, expect, it } from 'vitest';
import { defaultQueryState, type DeliveriesQueryState } from '@src/state/queryState';
import { toDeliveriesRequest } from '@src/state/toDeliveriesRequest';
import { parseDeliveriesState } from '@src/state/urlState/parseDeliveriesState';
import { serializeDeliveriesState } from '@src/state/urlState/serializeDeliveriesState';
import { checkQueryState } from '@src/state/validation/checkQueryState';
import { readDeliveriesView } from '@src/views/logic/parseDeliveriesView';
import { deliveriesQueryKey } from '@src/query/deliveriesQueryKey';
import type { DatePreset } from '@src/state/relativeDates/relativeBound';

const newYork = 'America/New_York';
const lastWeekOfInserts = (filters: DeliveriesQueryState['filters']): DeliveriesQueryState => ({
  ...defaultQueryState,
  filters,
});
const last7 = lastWeekOfInserts({ insertFrom: 'last7Days', insertTo: 'last7Days', status: [4] });
const earlyShift: DatePreset = {
  id: 'earlyShift',
  label: 'Early shift',
  range: ({ today }) => ({ from: `${today}T06:00`, to: `${today}T13:59` }),
};

describe('a preset in the request', () => {
  it("resolves at `now` in the grid's zone, so the same state moves with the clock", () => {
    const monday = toDeliveriesRequest(last7, {
      timeZone: newYork,
      now: Date.parse('2026-11-02T15:00:00Z'),
    });
    const friday = toDeliveriesRequest(last7, {
      timeZone: newYork,
      now: Date.parse('2026-11-06T15:00:00Z'),
    });
    expect(monday.filters).toEqual({
      insertFrom: '2026-10-26T04:00:00.000Z',
      insertTo: '2026-11-02T04:59:59.999Z',
      status: [4],
    });
    expect(friday.filters).toEqual({
      insertFrom: '2026-10-30T04:00:00.000Z',
      insertTo: '2026-11-06T04:59:59.999Z',
      status: [4],
    });
  });

  it('gives the same query key all day and a new one after midnight in the zone', () => {
    const keyAt = (iso: string) =>
      JSON.stringify(
        deliveriesQueryKey(
          { baseUrl: '/gateway' },
          toDeliveriesRequest(last7, { timeZone: newYork, now: Date.parse(iso) }),
        ),
      );
    // 00:01 and 23:59 on 5 November in New York (EST, UTC−5).
    expect(keyAt('2026-11-05T05:01:00Z')).toBe(keyAt('2026-11-06T04:59:00Z'));
    expect(keyAt('2026-11-06T05:00:00Z')).not.toBe(keyAt('2026-11-06T04:59:00Z'));
  });

  it("resolves a host's preset, and refuses one it is not given", () => {
    const state = lastWeekOfInserts({ insertFrom: 'earlyShift', insertTo: 'earlyShift' });
    const now = Date.parse('2026-11-28T12:00:00Z');
    expect(
      toDeliveriesRequest(state, { timeZone: 'Europe/Warsaw', now, datePresets: [earlyShift] })
        .filters,
    ).toEqual({
      insertFrom: '2026-11-28T05:00:00.000Z',
      insertTo: '2026-11-28T12:59:59.999Z',
    });
    expect(() => toDeliveriesRequest(state, { timeZone: 'Europe/Warsaw', now })).toThrow(
      RangeError,
    );
  });
});

describe('a preset through every door stays relative', () => {
  it('is written as a v2 link with one entry per range, and read back', () => {
    const text = serializeDeliveriesState(
      lastWeekOfInserts({ insertFrom: 'last7Days', insertTo: 'last7Days', requestedFrom: 'today' }),
    );
    expect(text).toBe('v2_in.last7Days_rf.today');
    expect(parseDeliveriesState(text)).toEqual({
      state: lastWeekOfInserts({
        insertFrom: 'last7Days',
        insertTo: 'last7Days',
        requestedFrom: 'today',
      }),
      problem: null,
    });
  });

  it('writes a state without presets as v1, which older pages read', () => {
    expect(serializeDeliveriesState(lastWeekOfInserts({ insertFrom: '2026-11-01' }))).toBe(
      'v1_if.2026-11-01',
    );
  });

  it('still reads v1 links, where a word is no date', () => {
    expect(parseDeliveriesState('v1_if.2026-11-01_st.4').state.filters).toEqual({
      insertFrom: '2026-11-01',
      status: [4],
    });
    expect(parseDeliveriesState('v1_if.last7Days')).toEqual({
      state: lastWeekOfInserts({}),
      problem: 'The “inserted from” date “last7Days” is not a date, so it was left out.',
    });
  });

  it('names a preset the grid does not know, and a range entry that holds a date', () => {
    expect(parseDeliveriesState('v2_in.lastWeak_st.4')).toEqual({
      state: lastWeekOfInserts({ status: [4] }),
      problem:
        'The “inserted from” date “lastWeak” is not a date, nor a date preset this grid knows (such as “last7Days”), so it was left out. ' +
        'The “inserted to” date “lastWeak” is not a date, nor a date preset this grid knows (such as “last7Days”), so it was left out.',
    });
    expect(parseDeliveriesState('v2_rq.2026-11-01').problem).toBe(
      'The “requested” range “2026-11-01” is not a date preset (such as “last7Days”), so it was left out.',
    );
    expect(parseDeliveriesState('v2_in.today_if.2026-11-01').problem).toBe(
      '“if” is in the link twice; the first one was used.',
    );
    expect(parseDeliveriesState('v2_it.today_in.today').problem).toBe(
      'The “inserted” range is in the link twice; the first one was used.',
    );
  });

  it("takes a host's preset only where the host gives it", () => {
    const text = 'v2_in.earlyShift';
    expect(parseDeliveriesState(text, { datePresets: [earlyShift] }).state.filters).toEqual({
      insertFrom: 'earlyShift',
      insertTo: 'earlyShift',
    });
    expect(parseDeliveriesState(text).state.filters).toEqual({});
    // A host's list with holes, or no list at all, costs nothing but its own presets.
    const holed = [null, earlyShift] as unknown as DatePreset[];
    expect(parseDeliveriesState(text, { datePresets: holed }).state.filters).toEqual({
      insertFrom: 'earlyShift',
      insertTo: 'earlyShift',
    });
    const notAList = 'earlyShift' as unknown as DatePreset[];
    expect(parseDeliveriesState('v2_in.today', { datePresets: notAList }).problem).toBeNull();
  });

  it('keeps the token in controlled state and in a saved view', () => {
    expect(checkQueryState(last7).state).toEqual(last7);
    const read = readDeliveriesView({
      state: last7,
      columns: { order: [], hidden: [], widths: {} },
      density: 'comfortable',
    });
    expect(read.view?.state.filters).toEqual(last7.filters);
    expect(read.problems).toEqual([]);
  });
});

describe('a typed relative date (`-7d`, `today 06:00`) through every door stays relative', () => {
  const typed = lastWeekOfInserts({ insertFrom: '-7d', insertTo: 'today 06:00' });

  it('is checked, kept in a link and a saved view, and resolved in the request', () => {
    expect(checkQueryState(typed)).toEqual({ state: typed, problems: [] });
    const text = serializeDeliveriesState(typed);
    expect(text.startsWith('v2_')).toBe(true);
    expect(parseDeliveriesState(text)).toEqual({ state: typed, problem: null });
    const read = readDeliveriesView({
      state: typed,
      columns: { order: [], hidden: [], widths: {} },
      density: 'comfortable',
    });
    expect(read.view?.state.filters).toEqual(typed.filters);
    // Thursday 5 November 2026 in New York: a week back is Thursday 29 October, still EDT.
    expect(
      toDeliveriesRequest(typed, { timeZone: newYork, now: Date.parse('2026-11-05T15:00:00Z') })
        .filters,
    ).toEqual({ insertFrom: '2026-10-29T04:00:00.000Z', insertTo: '2026-11-05T11:00:59.999Z' });
  });

  it('names a token that is not in its kept form', () => {
    const { state, problems } = checkQueryState(lastWeekOfInserts({ insertFrom: '-7 days' }));
    expect(state.filters).toEqual({});
    expect(problems).toEqual([
      'The “inserted from” date “-7 days” is not a date, so it was left out.',
    ]);
  });
});
