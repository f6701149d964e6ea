import { describe, expect, it } from 'vitest';
import { deliveryFilterKeys } from '@src/api/types';
import { emptyFilterFormValues } from '@src/filters/logic/emptyFilterFormValues';
import { defaultFilterPanelMessages } from '@src/filters/messages';
import { dateRangeFields, filterFields } from '@src/state/filterFields';
import { filterFieldOf } from '@src/state/filterFieldOf';
import { filterFieldKeys } from '@src/state/filterFieldKeys';
import { filterEntries, stateKeys } from '@src/state/urlState/linkFormat';
import { filterStateKeys } from '@src/state/filterStateKeys';

describe('the filter-field registry', () => {
  it('names every field of the contract once, in the order of the request', () => {
    expect(filterFields.map((field) => field.id)).toEqual([...deliveryFilterKeys]);
  });

  it('gives each field and range a link key of its own, apart from the state keys', () => {
    const keys = [
      ...filterFields.map((field) => filterFieldKeys[field.id][0]),
      ...dateRangeFields.map((range) => filterFieldKeys[range.id][0]),
      ...Object.values(stateKeys).filter((key) => key !== stateKeys.advancedFilter),
    ];
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('pairs each date bound with its partner in the same range, from inclusive at the start', () => {
    for (const range of dateRangeFields) {
      const from = filterFieldOf(range.from);
      const to = filterFieldOf(range.to);
      expect([from.partner, from.edge, from.range]).toEqual([range.to, 'start', range.id]);
      expect([to.partner, to.edge, to.range]).toEqual([range.from, 'end', range.id]);
    }
  });

  it('has a label in the messages for every field and range', () => {
    for (const { labelKey } of [...filterFields, ...dateRangeFields]) {
      expect(defaultFilterPanelMessages[labelKey], labelKey).toEqual(expect.any(String));
    }
  });

  it('drives the link entries and the empty draft', () => {
    // The status exclusion has an entry of its own beside the status (it is no contract field).
    expect(filterEntries.map((entry) => entry.field)).toEqual(
      filterStateKeys.filter((key) => key !== 'advancedFilters'),
    );
    const blank = emptyFilterFormValues();
    for (const field of filterFields) {
      expect(blank[field.id], field.id).toEqual(field.kind === 'dateBound' ? '' : []);
    }
  });
});
