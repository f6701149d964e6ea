import { describe, expect, it } from 'vitest';
import type { DeliveriesRequest, DeliveryFilters } from '@src/api/types';
import type { DeliveriesQueryState } from '@src/state/queryState';
import {
  toDeliveriesRequest,
  type ToDeliveriesRequestOptions,
} from '@src/state/toDeliveriesRequest';
import { isValidWallClockOrInstant, wallClockToUtc } from '@src/state/zonedTime';

const base: DeliveriesQueryState = {
  pageNumber: 1,
  pageSize: 25,
  quickSearch: '',
  orderBy: null,
  filters: {},
};

const state = (patch: Partial<DeliveriesQueryState>): DeliveriesQueryState => ({
  ...base,
  ...patch,
});
const withFilters = (filters: DeliveryFilters): DeliveriesQueryState => state({ filters });
const utc: ToDeliveriesRequestOptions = { timeZone: 'UTC' };

describe('toDeliveriesRequest: paging, search and sorting', () => {
  it.each<[string, DeliveriesQueryState, ToDeliveriesRequestOptions, DeliveriesRequest]>([
    ['first page, base 1 by default', base, {}, { pageNumber: 1, pageSize: 25, quickSearch: '' }],
    [
      'third page, base 1',
      state({ pageNumber: 3 }),
      { pageNumberBase: 1 },
      { pageNumber: 3, pageSize: 25, quickSearch: '' },
    ],
    [
      'first page, base 0',
      base,
      { pageNumberBase: 0 },
      { pageNumber: 0, pageSize: 25, quickSearch: '' },
    ],
    [
      'third page, base 0',
      state({ pageNumber: 3, pageSize: 50 }),
      { pageNumberBase: 0 },
      { pageNumber: 2, pageSize: 50, quickSearch: '' },
    ],
    [
      'quick search trimmed',
      state({ quickSearch: '  acme gmbh \t' }),
      {},
      { pageNumber: 1, pageSize: 25, quickSearch: 'acme gmbh' },
    ],
    [
      'blank quick search sent as empty',
      state({ quickSearch: '   ' }),
      {},
      { pageNumber: 1, pageSize: 25, quickSearch: '' },
    ],
    [
      'orderBy kept',
      state({ orderBy: { key: 'insertTime', order: 'desc' } }),
      {},
      {
        pageNumber: 1,
        pageSize: 25,
        quickSearch: '',
        orderBy: { key: 'insertTime', order: 'desc' },
      },
    ],
    [
      'orderBy key overridden per column',
      state({ orderBy: { key: 'customerBusinessPartnerName', order: 'asc' } }),
      { orderKeys: { customerBusinessPartnerName: 'customerName' } },
      {
        pageNumber: 1,
        pageSize: 25,
        quickSearch: '',
        orderBy: { key: 'customerName', order: 'asc' },
      },
    ],
    [
      'orderKeys for other columns leave the key alone',
      state({ orderBy: { key: 'status', order: 'asc' } }),
      { orderKeys: { customerBusinessPartnerName: 'customerName' } },
      { pageNumber: 1, pageSize: 25, quickSearch: '', orderBy: { key: 'status', order: 'asc' } },
    ],
  ])('%s', (_name, input, options, expected) => {
    const request = toDeliveriesRequest(input, options);
    expect(request).toStrictEqual(expected);
    expect(JSON.stringify(request)).toBe(JSON.stringify(expected));
  });

  it('always sends pageNumber, pageSize and quickSearch first, then orderBy, then filters', () => {
    const request = toDeliveriesRequest(
      {
        filters: { status: [1] },
        orderBy: { order: 'asc', key: 'code' },
        quickSearch: 'x',
        pageSize: 10,
        pageNumber: 2,
      },
      utc,
    );
    expect(Object.keys(request)).toEqual([
      'pageNumber',
      'pageSize',
      'quickSearch',
      'orderBy',
      'filters',
    ]);
    expect(Object.keys(request.orderBy ?? {})).toEqual(['key', 'order']);
  });
});

describe('toDeliveriesRequest: filters', () => {
  it.each<[string, DeliveryFilters]>([
    ['no filters', {}],
    [
      'empty arrays',
      {
        status: [],
        deliveryIds: [],
        courierIds: [],
        customerIds: [],
        unitIds: [],
        warehouseIds: [],
        tags: [],
        advancedFilters: [],
      },
    ],
    [
      'empty and blank date strings',
      { insertFrom: '', insertTo: '  ', requestedFrom: '', requestedTo: '' },
    ],
    ['undefined fields', { insertFrom: undefined, status: undefined, tags: undefined }],
    ['only blank tags', { tags: ['', '  '] }],
    ['only non-finite ids', { deliveryIds: [Number.NaN, Number.POSITIVE_INFINITY] }],
  ])('leaves filters out when they are all empty: %s', (_name, filters) => {
    const request = toDeliveriesRequest(withFilters(filters), utc);
    expect(request).toStrictEqual({ pageNumber: 1, pageSize: 25, quickSearch: '' });
    expect('filters' in request).toBe(false);
  });

  it.each<[string, DeliveryFilters, DeliveryFilters]>([
    [
      'insertFrom (day start)',
      { insertFrom: '2026-11-01' },
      { insertFrom: '2026-11-01T00:00:00.000Z' },
    ],
    [
      'insertTo (day end, inclusive)',
      { insertTo: '2026-11-30' },
      { insertTo: '2026-11-30T23:59:59.999Z' },
    ],
    [
      'requestedFrom (minute start)',
      { requestedFrom: '2026-11-01T08:30' },
      { requestedFrom: '2026-11-01T08:30:00.000Z' },
    ],
    [
      'requestedTo (minute end, inclusive)',
      { requestedTo: '2026-11-01T17:45' },
      { requestedTo: '2026-11-01T17:45:59.999Z' },
    ],
    ['status sorted and de-duplicated', { status: [3, 1, 3, 2] }, { status: [1, 2, 3] }],
    [
      'deliveryIds sorted numerically',
      { deliveryIds: [100, 20, 3] },
      { deliveryIds: [3, 20, 100] },
    ],
    ['courierIds', { courierIds: [7, 7] }, { courierIds: [7] }],
    ['customerIds', { customerIds: [42, 5] }, { customerIds: [5, 42] }],
    ['unitIds', { unitIds: [0] }, { unitIds: [0] }],
    ['warehouseIds', { warehouseIds: [9, 8, 9] }, { warehouseIds: [8, 9] }],
    ['non-finite ids dropped', { courierIds: [2, Number.NaN, 1] }, { courierIds: [1, 2] }],
    [
      'tags trimmed, blank dropped, de-duplicated, sorted',
      { tags: [' fragile', 'cold ', '', 'fragile', '  '] },
      { tags: ['cold', 'fragile'] },
    ],
    [
      'advanced rows kept in order',
      {
        advancedFilters: [
          {
            selectedFiled: 'duQty',
            condition: 0,
            operator: 'greaterThan',
            data: '10',
            rowType: 'number',
          },
          {
            selectedFiled: 'code',
            condition: 1,
            operator: 'contains',
            data: 'DLV',
            rowType: 'string',
          },
        ],
      },
      {
        advancedFilters: [
          {
            selectedFiled: 'duQty',
            condition: 0,
            operator: 'greaterThan',
            data: '10',
            rowType: 'number',
          },
          {
            selectedFiled: 'code',
            condition: 1,
            operator: 'contains',
            data: 'DLV',
            rowType: 'string',
          },
        ],
      },
    ],
    [
      'advanced date row sent as UTC',
      {
        advancedFilters: [
          {
            selectedFiled: 'insertTime',
            condition: 0,
            operator: 'after',
            data: '2026-11-01T12:00',
            rowType: 'date',
          },
        ],
      },
      {
        advancedFilters: [
          {
            selectedFiled: 'insertTime',
            condition: 0,
            operator: 'after',
            data: '2026-11-01T12:00:00.000Z',
            rowType: 'date',
          },
        ],
      },
    ],
    [
      'ISO instants in filters kept exactly, "to" included',
      { insertFrom: '2026-11-01T06:00:00+02:00', insertTo: '2026-11-02T10:00:00.000Z' },
      { insertFrom: '2026-11-01T04:00:00.000Z', insertTo: '2026-11-02T10:00:00.000Z' },
    ],
    [
      'only the non-empty fields of a mixed set',
      { insertFrom: '', status: [2], deliveryIds: [], tags: ['x'], advancedFilters: [] },
      { status: [2], tags: ['x'] },
    ],
  ])('%s', (_name, filters, expected) => {
    const request = toDeliveriesRequest(withFilters(filters), utc);
    expect(request.filters).toStrictEqual(expected);
  });

  it('sends the filters in the contract order and advanced rows with their keys in order', () => {
    const request = toDeliveriesRequest(
      withFilters({
        advancedFilters: [
          { rowType: 'string', data: 'a', operator: 'equals', condition: 0, selectedFiled: 'code' },
        ],
        tags: ['t'],
        warehouseIds: [1],
        unitIds: [1],
        customerIds: [1],
        courierIds: [1],
        deliveryIds: [1],
        status: [1],
        requestedTo: '2026-01-02',
        requestedFrom: '2026-01-01',
        insertTo: '2026-01-02',
        insertFrom: '2026-01-01',
      }),
      utc,
    );
    expect(Object.keys(request.filters ?? {})).toEqual([
      'insertFrom',
      'insertTo',
      'requestedFrom',
      'requestedTo',
      'status',
      'deliveryIds',
      'courierIds',
      'customerIds',
      'unitIds',
      'warehouseIds',
      'tags',
      'advancedFilters',
    ]);
    expect(Object.keys(request.filters?.advancedFilters?.[0] ?? {})).toEqual([
      'selectedFiled',
      'condition',
      'operator',
      'data',
      'rowType',
    ]);
  });

  it('gives identical JSON for equal states built in different orders', () => {
    const one: DeliveriesQueryState = {
      pageNumber: 2,
      pageSize: 50,
      quickSearch: 'acme',
      orderBy: { key: 'code', order: 'asc' },
      filters: { status: [2, 1], tags: ['b', 'a'], insertFrom: '2026-11-01', courierIds: [5, 4] },
    };
    const other: DeliveriesQueryState = {
      filters: {
        courierIds: [4, 5, 4],
        insertFrom: '2026-11-01',
        tags: ['a', ' b'],
        status: [1, 2],
      },
      orderBy: { order: 'asc', key: 'code' },
      quickSearch: ' acme ',
      pageSize: 50,
      pageNumber: 2,
    };
    const options = { timeZone: 'Europe/Berlin' };
    expect(JSON.stringify(toDeliveriesRequest(other, options))).toBe(
      JSON.stringify(toDeliveriesRequest(one, options)),
    );
    expect(JSON.stringify(toDeliveriesRequest(one, options))).toBe(
      '{"pageNumber":2,"pageSize":50,"quickSearch":"acme","orderBy":{"key":"code","order":"asc"},' +
        '"filters":{"insertFrom":"2026-10-31T23:00:00.000Z","status":[1,2],"courierIds":[4,5],"tags":["a","b"]}}',
    );
  });

  it('does not change the state it maps', () => {
    const filters: DeliveryFilters = { status: [3, 1], tags: [' b', 'a'] };
    toDeliveriesRequest(withFilters(filters), utc);
    expect(filters).toStrictEqual({ status: [3, 1], tags: [' b', 'a'] });
  });

  it.each([['2026-02-30'], ['2026-13-01'], ['01/11/2026'], ['2026-11-01T25:00'], ['tomorrow']])(
    'rejects the invalid date %s with a RangeError naming it',
    (value) => {
      expect(() => toDeliveriesRequest(withFilters({ insertFrom: value }), utc)).toThrow(
        RangeError,
      );
      expect(() => toDeliveriesRequest(withFilters({ insertTo: value }), utc)).toThrow(value);
    },
  );
});

describe('wallClockToUtc: time zones and daylight saving', () => {
  it.each<[string, string, 'start' | 'end', string]>([
    // Europe/Berlin: CET +01:00 in winter, CEST +02:00 in summer.
    ['2026-01-15', 'Europe/Berlin', 'start', '2026-01-14T23:00:00.000Z'],
    ['2026-01-15', 'Europe/Berlin', 'end', '2026-01-15T22:59:59.999Z'],
    ['2026-07-01', 'Europe/Berlin', 'start', '2026-06-30T22:00:00.000Z'],
    ['2026-07-01', 'Europe/Berlin', 'end', '2026-07-01T21:59:59.999Z'],
    // The day clocks go forward (29 March 2026) is 23 hours long.
    ['2026-03-29', 'Europe/Berlin', 'start', '2026-03-28T23:00:00.000Z'],
    ['2026-03-29', 'Europe/Berlin', 'end', '2026-03-29T21:59:59.999Z'],
    // The day clocks go back (25 October 2026) is 25 hours long.
    ['2026-10-25', 'Europe/Berlin', 'start', '2026-10-24T22:00:00.000Z'],
    ['2026-10-25', 'Europe/Berlin', 'end', '2026-10-25T22:59:59.999Z'],
    // 02:30 does not exist on 29 March: it moves forward to 03:30 CEST.
    ['2026-03-29T02:30', 'Europe/Berlin', 'start', '2026-03-29T01:30:00.000Z'],
    // 02:30 happens twice on 25 October: first occurrence for start, second for end.
    ['2026-10-25T02:30', 'Europe/Berlin', 'start', '2026-10-25T00:30:00.000Z'],
    ['2026-10-25T02:30', 'Europe/Berlin', 'end', '2026-10-25T01:30:59.999Z'],
    // America/New_York: EST -05:00, EDT -04:00 (8 March and 1 November 2026).
    ['2026-01-15', 'America/New_York', 'start', '2026-01-15T05:00:00.000Z'],
    ['2026-07-04T09:15', 'America/New_York', 'start', '2026-07-04T13:15:00.000Z'],
    ['2026-07-04T09:15', 'America/New_York', 'end', '2026-07-04T13:15:59.999Z'],
    ['2026-03-08', 'America/New_York', 'end', '2026-03-09T03:59:59.999Z'],
    ['2026-11-01', 'America/New_York', 'end', '2026-11-02T04:59:59.999Z'],
    ['2026-11-01T01:30', 'America/New_York', 'start', '2026-11-01T05:30:00.000Z'],
    ['2026-11-01T01:30', 'America/New_York', 'end', '2026-11-01T06:30:59.999Z'],
    // UTC, seconds given and explicit instants are taken exactly.
    ['2026-11-01', 'UTC', 'end', '2026-11-01T23:59:59.999Z'],
    ['2024-02-29', 'UTC', 'start', '2024-02-29T00:00:00.000Z'],
    ['2026-11-01T08:30:15', 'UTC', 'end', '2026-11-01T08:30:15.000Z'],
    ['2026-11-01T08:30:15', 'Asia/Kolkata', 'start', '2026-11-01T03:00:15.000Z'],
    ['2026-11-01T08:30:00.000Z', 'Europe/Berlin', 'end', '2026-11-01T08:30:00.000Z'],
    ['2026-11-01T08:30:00-05:00', 'Europe/Berlin', 'start', '2026-11-01T13:30:00.000Z'],
    ['2026-11-01T08:30+0530', 'UTC', 'end', '2026-11-01T03:00:00.000Z'],
  ])('%s in %s (%s) is %s', (value, timeZone, bound, expected) => {
    expect(wallClockToUtc(value, timeZone, bound)).toBe(expected);
  });

  it('uses the runtime zone when none is given', () => {
    const expected = new Date(2026, 6, 1, 0, 0, 0, 0).toISOString();
    expect(wallClockToUtc('2026-07-01', undefined, 'start')).toBe(expected);
  });

  it('maps date filters in the grid time zone', () => {
    const request = toDeliveriesRequest(
      withFilters({ insertFrom: '2026-07-01', insertTo: '2026-07-31' }),
      { timeZone: 'America/New_York' },
    );
    expect(request.filters).toStrictEqual({
      insertFrom: '2026-07-01T04:00:00.000Z',
      insertTo: '2026-08-01T03:59:59.999Z',
    });
  });

  it.each<[string, boolean]>([
    ['2026-02-28', true],
    ['2024-02-29', true],
    ['2026-02-29', false],
    ['2026-02-30', false],
    ['2026-04-31', false],
    ['2026-11-01T23:59', true],
    ['2026-11-01T24:00', false],
    ['2026-11-01T08:30:60', false],
    ['2026-11-01T08:30:00.123Z', true],
    ['2026-11-01T08:30:00+25:00', false],
    ['2026-11-01Z', false],
    ['', false],
  ])('isValidWallClockOrInstant(%j) is %s', (value, valid) => {
    expect(isValidWallClockOrInstant(value)).toBe(valid);
  });
});
