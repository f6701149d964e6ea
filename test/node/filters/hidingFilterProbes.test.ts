import { describe, expect, it } from 'vitest';
import { hidingFilterProbes } from '@src/filters/logic/hidingFilterProbes';
import type { ActiveFilterChip } from '@src/filters/logic/describeActiveFilters';
import { toDeliveriesRequest } from '@src/state/toDeliveriesRequest';
import { defaultQueryState } from '@src/state/queryState';

const chip = (tag: string): ActiveFilterChip => ({
  key: `tags:${tag}`,
  text: `Tag: ${tag}`,
  shown: `Tag: ${tag}`,
  field: 'tags',
  without: { tags: [`not-${tag}`] },
});
const requestFor = (filters: object) =>
  toDeliveriesRequest({ ...defaultQueryState, filters }, { timeZone: 'UTC' });

describe('the probes of "Which filter hides them?"', () => {
  it('asks for one row without each filter, at most eight', () => {
    const chips = Array.from({ length: 10 }, (_, index) => chip(`t${index}`));
    const { probes, total } = hidingFilterProbes(chips, requestFor);
    expect(total).toBe(10);
    expect(probes).toHaveLength(8);
    expect(probes[0]!.request).toEqual({
      pageNumber: 1,
      pageSize: 1,
      quickSearch: '',
      filters: { tags: ['not-t0'] },
    });
  });

  it('leaves out a filter set the grid cannot send', () => {
    const broken = { ...chip('x'), without: { insertFrom: 'soon' } };
    expect(
      hidingFilterProbes([broken, chip('y')], requestFor).probes.map((p) =>
        'chip' in p ? p.chip.key : p.search,
      ),
    ).toEqual(['tags:y']);
  });

  it('tries the filters without the quick search too, when there is one', () => {
    const { probes } = hidingFilterProbes([chip('y')], requestFor, {
      filters: { tags: ['y'] },
      quickSearch: ' zzzz ',
    });
    expect(probes.map((p) => ('chip' in p ? p.chip.key : `search ${p.search}`))).toEqual([
      'search zzzz',
      'tags:y',
    ]);
    expect(probes[0]!.request).toMatchObject({
      quickSearch: '',
      pageSize: 1,
      filters: { tags: ['y'] },
    });
  });
});
