// Type tests of date presets, checked by `npm run typecheck`: what hosts write must compile.
import { expectTypeOf } from 'vitest';
import {
  toDeliveriesRequest,
  type DatePreset,
  type DeliveriesFilterState,
  type DeliveriesQueryState,
  type DeliveriesTableProps,
  type DeliveryFilters,
} from '@src/index';

const earlyShift: DatePreset = {
  id: 'earlyShift',
  label: 'Early shift',
  range: ({ today, addDays, firstDayOfWeek, now, timeZone }) => {
    expectTypeOf(addDays(today, -1)).toEqualTypeOf<string>();
    expectTypeOf(firstDayOfWeek).toEqualTypeOf<number>();
    expectTypeOf(now).toEqualTypeOf<Date>();
    expectTypeOf(timeZone).toEqualTypeOf<string | undefined>();
    return { from: `${today}T06:00`, to: `${today}T13:59` };
  },
};

// The grid takes the host's presets with its other filter options.
expectTypeOf({ filters: { datePresets: [earlyShift] } }).toExtend<Partial<DeliveriesTableProps>>();

// A preset's id is a date bound of the filter state; the request's filters still fit it, so a
// host that held `DeliveryFilters` compiles as before.
const filters: DeliveriesFilterState = { insertFrom: 'last7Days', insertTo: 'last7Days' };
declare const contractFilters: DeliveryFilters;
expectTypeOf(contractFilters).toExtend<DeliveriesFilterState>();
expectTypeOf<DeliveriesQueryState['filters']>().toEqualTypeOf<DeliveriesFilterState>();

// `now`, `locale` and the presets go to the request's mapping.
declare const state: DeliveriesQueryState;
toDeliveriesRequest(
  { ...state, filters },
  { timeZone: 'America/New_York', now: Date.now(), locale: 'en-US', datePresets: [earlyShift] },
);

// @ts-expect-error a preset needs its label
const unnamed: DatePreset = { id: 'x', range: ({ today }) => ({ from: today, to: today }) };
void unnamed;
