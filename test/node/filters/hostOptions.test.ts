import { describe, expect, it } from 'vitest';
import type { Delivery } from '@src/api/types';
import { cellFilterChoice } from '@src/filters/logic/cellFilterChoice';
import {
  nameFromLoader,
  rememberNames,
  usableOption,
  type FilterOption,
  type FilterOptionLoader,
} from '@src/filters/logic/types';

// Options as a host's API's JSON gives them, typed as the grid's only by a cast.
const given = (value: unknown, label: unknown) => ({ value, label }) as unknown as FilterOption;

describe("a host's filter option as the filters use it", () => {
  it('reads an id given as text as its number, and a missing label as the id', () => {
    expect(usableOption(given('11', 'DHL'))).toEqual({ value: 11, label: 'DHL' });
    expect(usableOption(given(' 7 ', null))).toEqual({ value: 7, label: '7' });
    expect(usableOption(given(99, undefined))).toEqual({ value: 99, label: '99' });
  });

  it('keeps what it cannot read as an id for the check to name, and a sound option as it is', () => {
    const sound = given(11, 'DHL');
    expect(usableOption(sound)).toBe(sound);
    expect(usableOption(given('11a', 'DHL')).value).toBe('11a');
    expect(usableOption(given('-3', 'DHL')).value).toBe('-3');
  });

  it('lets a cell filter by a courier whose id the host gave as text', () => {
    const delivery = { courierCode: 'DHL' } as Delivery;
    const filterOptions = { couriers: [given('11', 'DHL'), given('12', 'UPS')] };
    const context = { statusOptions: [], filterOptions, filters: {} };
    expect(cellFilterChoice('courierCode', delivery, context)?.only).toEqual({ courierIds: [11] });
  });

  it('keeps the names a loader offered, by the loader, for the chips', () => {
    const couriers: FilterOptionLoader = { load: async () => [] };
    const other: FilterOptionLoader = { load: async () => [] };
    rememberNames(couriers, [{ value: 11, label: 'DHL' }]);
    expect([nameFromLoader(couriers, 11), nameFromLoader(couriers, 12)]).toEqual([
      'DHL',
      undefined,
    ]);
    expect(nameFromLoader(other, 11)).toBeUndefined();
  });
});
