import { describe, expect, it } from 'vitest';
import type { AdvancedFilter } from '@src/api/types';
import { validateDeliveriesRequest } from '@src/mocks/validateDeliveriesRequest';
import { defaultQueryState, type DeliveriesQueryState } from '@src/state/queryState';
import { toDeliveriesRequest } from '@src/state/toDeliveriesRequest';
import { parseDeliveriesState } from '@src/state/urlState/parseDeliveriesState';
import type { QueryStateLimits } from '@src/state/validation/queryStateLimits';
import { parseDeliveriesView, readDeliveriesView } from '@src/views/logic/parseDeliveriesView';
import { inEnglish } from '../views/englishViewProblems';

// The headless path: URL state or a view → toDeliveriesRequest → useDeliveries, no grid between.
function verdict(state: DeliveriesQueryState) {
  return validateDeliveriesRequest(JSON.parse(JSON.stringify(toDeliveriesRequest(state))));
}

const row = (patch: Partial<AdvancedFilter> = {}): AdvancedFilter => ({
  selectedFiled: 'duQty',
  condition: 0,
  operator: 'equals',
  data: '1',
  rowType: 'number',
  ...patch,
});

// Each case was read whole before, and the reference backend refused the request built from it.
const refused: [string, string, Partial<DeliveriesQueryState>, string][] = [
  [
    'a join of 2',
    'v1_a.2.duQty.number.equals.1_a.0.duQty.number.equals.1',
    { filters: { advancedFilters: [row()] } },
    'Advanced filter 1 has the join “2”, which is not one this grid knows, so it was left out.',
  ],
  [
    'a field no default column has',
    'v1_a.0.foo.number.equals.1',
    { filters: { advancedFilters: [] } },
    'Advanced filter 1 tests the field “foo”, which this grid does not offer, so it was left out.',
  ],
  [
    'a text field read as a number',
    'v1_a.0.code.number.equals.1',
    { filters: { advancedFilters: [] } },
    'Advanced filter 1 treats the field “code” as “number”, not “string”, so it was left out.',
  ],
  [
    'an operator number rows do not have',
    'v1_a.0.duQty.number.like.1',
    { filters: { advancedFilters: [] } },
    'Advanced filter 1 has the operator “like”, which is not one for “number” fields, so it was left out.',
  ],
  [
    'a sort on a field that is not a Delivery field',
    'v1_o.foo.asc_p.2',
    { pageNumber: 2 },
    'The sort on “foo” is not one this grid offers, so the list is not sorted.',
  ],
];

describe('a link read without the host’s vocabulary is checked against the library’s', () => {
  it.each(refused)('%s', (_, link, kept, problem) => {
    const parsed = parseDeliveriesState(link);
    expect(parsed).toStrictEqual({ state: { ...defaultQueryState, ...kept }, problem });
    expect(verdict(parsed.state)).toMatchObject({ ok: true });
  });

  it('keeps what the library offers: every default sort key, field, operator and join', () => {
    const link =
      'v1_o.customerBusinessPartnerName.desc_a.0.palletQty.number.lessThanOrEqual.3' +
      '_a.1.warehouseName.string.startsWith.Ber_a.0.insertTime.date.after.2026-11-01';
    const parsed = parseDeliveriesState(link);
    expect(parsed.problem).toBeNull();
    expect(parsed.state.orderBy).toStrictEqual({
      key: 'customerBusinessPartnerName',
      order: 'desc',
    });
    expect(parsed.state.filters.advancedFilters).toHaveLength(3);
    expect(verdict(parsed.state)).toMatchObject({ ok: true });
  });
});

describe('a host’s own vocabulary replaces the library’s', () => {
  const hostVocabulary: QueryStateLimits = {
    sortKeys: ['insertedAt'],
    advancedFilterFields: [{ value: 'region', label: 'Region', rowType: 'string' }],
    advancedFilterOperators: { string: [{ value: 'is', label: 'is' }] },
    advancedFilterJoins: [{ value: 7, label: 'AND NOT' }],
  };

  it('keeps the host’s sort key, field, operator and join', () => {
    const parsed = parseDeliveriesState(
      'v1_o.insertedAt.desc_a.7.region.string.is.north',
      hostVocabulary,
    );
    expect(parsed).toStrictEqual({
      state: {
        ...defaultQueryState,
        orderBy: { key: 'insertedAt', order: 'desc' },
        filters: {
          advancedFilters: [
            row({
              selectedFiled: 'region',
              condition: 7,
              operator: 'is',
              data: 'north',
              rowType: 'string',
            }),
          ],
        },
      },
      problem: null,
    });
  });

  it('leaves out the library’s defaults the host replaced', () => {
    const parsed = parseDeliveriesState(
      'v1_o.insertTime.desc_a.0.region.string.is.north',
      hostVocabulary,
    );
    expect(parsed.state.orderBy).toBeNull();
    expect(parsed.problem).toBe(
      'The sort on “insertTime” is not one this grid offers, so the list is not sorted. ' +
        'Advanced filter 1 has the join “0”, which is not one this grid knows, so it was left out.',
    );
  });

  it('keeps the defaults for a vocabulary a host’s JavaScript gives as something else', () => {
    const broken = { sortKeys: 'insertTime', advancedFilterOperators: null } as never;
    const parsed = parseDeliveriesState('v1_o.insertTime.desc_a.0.duQty.number.like.1', broken);
    expect(parsed.state.orderBy).toStrictEqual({ key: 'insertTime', order: 'desc' });
    expect(parsed.problem).toBe(
      'Advanced filter 1 has the operator “like”, which is not one for “number” fields, so it was left out.',
    );
  });
});

describe('a view read without the host’s vocabulary is checked against the library’s', () => {
  const looseView = {
    state: {
      ...defaultQueryState,
      orderBy: { key: 'foo', order: 'asc' },
      filters: {
        advancedFilters: [
          row({ selectedFiled: 'foo', condition: 5, operator: 'x' }),
          row({ condition: 5 }),
          row({ operator: 'x' }),
          row(),
        ],
      },
    },
    columns: { order: [], hidden: [], widths: {} },
    density: 'compact',
  };

  it('leaves out the loose sort and rows, names each, and the request is accepted', () => {
    const view = parseDeliveriesView(looseView);
    expect(view?.state).toStrictEqual({
      ...defaultQueryState,
      filters: { advancedFilters: [row()] },
    });
    expect(verdict(view!.state)).toMatchObject({ ok: true });
    expect(inEnglish(readDeliveriesView(looseView).problems)).toStrictEqual([
      'The sort on “foo” is not one this grid offers, so the list is not sorted.',
      'Advanced filter 1 has the join “5”, which is not one this grid knows, so it was left out.',
      'Advanced filter 2 has the join “5”, which is not one this grid knows, so it was left out.',
      'Advanced filter 3 has the operator “x”, which is not one for “number” fields, so it was left out.',
    ]);
  });

  it('keeps a host’s own sort key when the host gives it', () => {
    const view = parseDeliveriesView(
      { ...looseView, state: { orderBy: { key: 'foo', order: 'asc' } } },
      { sortKeys: ['foo'] },
    );
    expect(view?.state.orderBy).toStrictEqual({ key: 'foo', order: 'asc' });
  });
});
