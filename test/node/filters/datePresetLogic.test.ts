import { describe, expect, it } from 'vitest';
import {
  defaultAdvancedFilterFields,
  defaultAdvancedFilterJoins,
  defaultAdvancedFilterOperators,
} from '@src/state/advancedFilterConfig';
import type { DatePreset } from '@src/state/relativeDates/relativeBound';
import { countActiveFilters } from '@src/filters/logic/countActiveFilters';
import { describeActiveFilters } from '@src/filters/logic/describeActiveFilters';
import { filtersFromFormValues } from '@src/filters/logic/filtersFromFormValues';
import { formValuesFromFilters } from '@src/filters/logic/formValuesFromFilters';
import { customRangeChoice } from '@src/filters/logic/types';
import { validateFilterForm } from '@src/filters/logic/validateFilterForm';
import { defaultFilterPanelMessages as messages } from '@src/filters/messages';

const advanced = {
  fields: defaultAdvancedFilterFields,
  operators: defaultAdvancedFilterOperators,
  joins: defaultAdvancedFilterJoins,
};
const newYork = 'America/New_York';
// Thursday 5 November 2026, 10:00 in New York.
const now = Date.parse('2026-11-05T15:00:00Z');
const earlyShift: DatePreset = {
  id: 'earlyShift',
  label: 'Early shift',
  range: ({ today }) => ({ from: `${today}T06:00`, to: `${today}T13:59` }),
};

describe("a preset in the panel's draft", () => {
  it("shows as the range's choice, its dates what it stands for now", () => {
    const values = formValuesFromFilters(
      { insertFrom: 'last7Days', insertTo: 'last7Days', requestedFrom: '2026-11-01' },
      newYork,
      { now, locale: 'en-US' },
    );
    expect(values.ranges).toEqual({ inserted: 'last7Days', requested: customRangeChoice });
    expect([values.insertFrom, values.insertTo]).toEqual(['2026-10-29T00:00', '2026-11-04T23:59']);
  });

  it('is applied as its id on both bounds, whatever its dates show', () => {
    const values = formValuesFromFilters(
      { insertFrom: 'earlyShift', insertTo: 'earlyShift' },
      newYork,
      {
        now,
        datePresets: [earlyShift],
      },
    );
    expect(values.ranges.inserted).toBe('earlyShift');
    expect(validateFilterForm(values, { timeZone: newYork })).toEqual([]);
    expect(filtersFromFormValues(values, newYork)).toEqual({
      insertFrom: 'earlyShift',
      insertTo: 'earlyShift',
    });
  });

  it('a custom range is applied as its dates; a token on one bound alone is named', () => {
    const custom = formValuesFromFilters({ insertFrom: '2026-11-01' }, newYork);
    expect(custom.ranges.inserted).toBe(customRangeChoice);
    expect(filtersFromFormValues(custom, newYork)).toEqual({
      insertFrom: '2026-11-01T04:00:00.000Z',
    });
    const lone = formValuesFromFilters({ insertFrom: 'last7Days' }, newYork);
    expect(validateFilterForm(lone, { timeZone: newYork })).toEqual([
      { name: 'insertFrom', message: 'Inserted from is not a valid date' },
    ]);
    // A typed relative date on one bound is a bound of its own, kept relative.
    const typed = formValuesFromFilters({ insertFrom: 'yesterday', insertTo: '-7d' }, newYork);
    expect(
      validateFilterForm({ ...typed, insertTo: 'today 06:00' }, { timeZone: newYork }),
    ).toEqual([]);
    expect(filtersFromFormValues({ ...typed, insertTo: 'today 06:00' }, newYork)).toEqual({
      insertFrom: 'yesterday',
      insertTo: 'today 06:00',
    });
  });
});

describe('a preset as a chip', () => {
  it('is one chip for the range, removing both bounds, and one active filter', () => {
    const filters = { insertFrom: 'last7Days', insertTo: 'last7Days', status: [4] };
    const chips = describeActiveFilters(filters, { messages, advanced, timeZone: newYork });
    expect(chips.map(({ key, text, without }) => ({ key, text, without }))).toEqual([
      { key: 'inserted', text: 'Inserted: Last 7 days', without: { status: [4] } },
      {
        key: 'status:4',
        text: 'Status: 4',
        without: { insertFrom: 'last7Days', insertTo: 'last7Days' },
      },
    ]);
    expect(countActiveFilters(filters)).toBe(2);
  });

  it('reads a host preset by its label, and a lone token by its bound', () => {
    const texts = describeActiveFilters(
      { requestedFrom: 'earlyShift', requestedTo: 'earlyShift', insertFrom: 'today' },
      { messages, advanced, timeZone: newYork, datePresets: [earlyShift] },
    ).map((chip) => chip.text);
    expect(texts).toEqual(['Inserted from: Today', 'Requested: Early shift']);
  });
});
