import { describe, expect, it } from 'vitest';
import { validateDeliveriesRequest } from '@src/mocks';

const minimal = { pageNumber: 1, pageSize: 25, quickSearch: '' };
const withFilters = (filters: unknown) => ({ ...minimal, filters });
const row = (overrides: Record<string, unknown> = {}) => ({
  selectedFiled: 'duQty',
  condition: 0,
  operator: 'greaterThan',
  data: '10',
  rowType: 'number',
  ...overrides,
});
const withRows = (...rows: unknown[]) => withFilters({ advancedFilters: rows });
const sortKeys =
  'code, tenantName, courierCode, warehouseName, customerBusinessPartnerName, duQty, palletQty, status, insertTime';
const isoExample = '"2026-11-01T00:00:00.000Z"';

describe('validateDeliveriesRequest: valid bodies', () => {
  it.each<[string, Record<string, unknown>]>([
    ['only pageNumber, pageSize and quickSearch (rule 3)', minimal],
    ['page 0 and the largest page', { pageNumber: 0, pageSize: 1000, quickSearch: 'acme' }],
    ['a quick search of 200 characters', { ...minimal, quickSearch: 'x'.repeat(200) }],
    [
      'orderBy on each of the nine fields',
      { ...minimal, orderBy: { key: 'insertTime', order: 'desc' } },
    ],
    [
      'orderBy ascending',
      { ...minimal, orderBy: { key: 'customerBusinessPartnerName', order: 'asc' } },
    ],
    ['empty filters', withFilters({})],
    ['empty lists', withFilters({ status: [], tags: [], advancedFilters: [] })],
    [
      'every filter at once',
      withFilters({
        insertFrom: '2026-01-01T00:00:00.000Z',
        insertTo: '2026-12-31T23:59:59.999Z',
        requestedFrom: '2026-03-01T00:00:00+01:00',
        requestedTo: '2026-03-01T00:00:00+01:00',
        status: [0, 6],
        deliveryIds: [1, 150001],
        courierIds: [11],
        customerIds: [1001, 1002],
        unitIds: [12],
        warehouseIds: [101],
        tags: ['fragile', 'cold-chain'],
        advancedFilters: [
          row(),
          row({
            selectedFiled: 'code',
            operator: 'startsWith',
            data: 'DLV-',
            rowType: 'string',
            condition: 1,
          }),
          row({
            selectedFiled: 'insertTime',
            operator: 'before',
            data: '2026-06-01T00:00Z',
            rowType: 'date',
          }),
        ],
      }),
    ],
    ['a date-time without seconds', withFilters({ insertFrom: '2026-11-01T08:30Z' })],
    ['a date-time with microseconds', withFilters({ insertFrom: '2026-11-01T08:30:00.123456Z' })],
    ['a negative decimal number row', withRows(row({ data: '-2.5' }))],
    [
      '1000 ids',
      withFilters({ deliveryIds: Array.from({ length: 1000 }, (_, index) => index + 1) }),
    ],
  ])('accepts %s', (_name, body) => {
    const result = validateDeliveriesRequest(body);
    expect(result).toEqual({ ok: true, request: body });
  });

  it('returns a copy of the request, typed', () => {
    const body = withFilters({ status: [1] });
    const result = validateDeliveriesRequest(body);
    if (!result.ok) throw new Error(result.message);
    expect(result.request).not.toBe(body);
    expect(result.request.filters?.status).toEqual([1]);
  });

  it('treats undefined properties as absent, as JSON.stringify would', () => {
    expect(
      validateDeliveriesRequest({ ...minimal, orderBy: undefined, filters: undefined }),
    ).toEqual({
      ok: true,
      request: minimal,
    });
  });

  it('accepts host fields and operators passed as options', () => {
    const body = withRows(
      row({
        selectedFiled: 'requestedTime',
        operator: 'between',
        data: '2026-06-01T00:00:00Z',
        rowType: 'date',
      }),
    );
    expect(validateDeliveriesRequest(body).ok).toBe(false);
    expect(
      validateDeliveriesRequest(body, {
        advancedFilterFields: [{ value: 'requestedTime', label: 'Requested', rowType: 'date' }],
        advancedFilterOperators: { date: [{ value: 'between', label: 'between' }] },
      }),
    ).toEqual({ ok: true, request: body });
  });

  it('checks pageNumber against pageNumberBase when given', () => {
    const body = { ...minimal, pageNumber: 0 };
    expect(validateDeliveriesRequest(body, { pageNumberBase: 0 }).ok).toBe(true);
    expect(validateDeliveriesRequest(body, { pageNumberBase: 1 })).toEqual({
      ok: false,
      message: 'pageNumber must be at least 1.',
      field: 'pageNumber',
    });
  });
});

describe('validateDeliveriesRequest: invalid bodies', () => {
  it.each<[string, unknown, string, string]>([
    // name, body, field, message
    ['null', null, 'body', 'The body must be a JSON object.'],
    ['an array', [minimal], 'body', 'The body must be a JSON object.'],
    ['a string', 'pageNumber=1', 'body', 'The body must be a JSON object.'],
    ['an unknown top-level field', { ...minimal, foo: 1 }, 'foo', 'Unknown field "foo".'],
    ['paging info under another name', { ...minimal, page: 2 }, 'page', 'Unknown field "page".'],
    ['no pageNumber', { pageSize: 25, quickSearch: '' }, 'pageNumber', 'pageNumber is required.'],
    ['no pageSize', { pageNumber: 1, quickSearch: '' }, 'pageSize', 'pageSize is required.'],
    ['no quickSearch', { pageNumber: 1, pageSize: 25 }, 'quickSearch', 'quickSearch is required.'],
    [
      'pageNumber as a string',
      { ...minimal, pageNumber: '1' },
      'pageNumber',
      'pageNumber must be an integer.',
    ],
    [
      'pageNumber as a fraction',
      { ...minimal, pageNumber: 1.5 },
      'pageNumber',
      'pageNumber must be an integer.',
    ],
    [
      'a negative pageNumber',
      { ...minimal, pageNumber: -1 },
      'pageNumber',
      'pageNumber must be at least 0.',
    ],
    ['pageSize 0', { ...minimal, pageSize: 0 }, 'pageSize', 'pageSize must be at least 1.'],
    ['pageSize 1001', { ...minimal, pageSize: 1001 }, 'pageSize', 'pageSize must be at most 1000.'],
    ['pageSize null', { ...minimal, pageSize: null }, 'pageSize', 'pageSize must be an integer.'],
    [
      'quickSearch null',
      { ...minimal, quickSearch: null },
      'quickSearch',
      'quickSearch must be a string.',
    ],
    [
      'a quick search of 201 characters',
      { ...minimal, quickSearch: 'x'.repeat(201) },
      'quickSearch',
      'quickSearch must be at most 200 characters.',
    ],
    ['orderBy null', { ...minimal, orderBy: null }, 'orderBy', 'orderBy must be an object.'],
    [
      'orderBy as a string',
      { ...minimal, orderBy: 'code' },
      'orderBy',
      'orderBy must be an object.',
    ],
    [
      'orderBy with another key name',
      { ...minimal, orderBy: { field: 'code', order: 'asc' } },
      'orderBy.field',
      'Unknown field "orderBy.field".',
    ],
    [
      'orderBy without key',
      { ...minimal, orderBy: { order: 'asc' } },
      'orderBy.key',
      'orderBy.key is required.',
    ],
    [
      'orderBy on an unknown field',
      { ...minimal, orderBy: { key: 'requestedTime', order: 'asc' } },
      'orderBy.key',
      `orderBy.key must be one of ${sortKeys}.`,
    ],
    [
      'orderBy on a field in another case',
      { ...minimal, orderBy: { key: 'Code', order: 'asc' } },
      'orderBy.key',
      `orderBy.key must be one of ${sortKeys}.`,
    ],
    [
      'orderBy without order',
      { ...minimal, orderBy: { key: 'code' } },
      'orderBy.order',
      'orderBy.order is required.',
    ],
    [
      'orderBy order in upper case',
      { ...minimal, orderBy: { key: 'code', order: 'DESC' } },
      'orderBy.order',
      'orderBy.order must be "asc" or "desc".',
    ],
    ['filters null', withFilters(null), 'filters', 'filters must be an object.'],
    ['filters as an array', withFilters([]), 'filters', 'filters must be an object.'],
    [
      'an unknown filter',
      withFilters({ courier: [1] }),
      'filters.courier',
      'Unknown field "filters.courier".',
    ],
    [
      'a date only',
      withFilters({ insertFrom: '2026-11-01' }),
      'filters.insertFrom',
      `filters.insertFrom must be a date-time, not a date only (ISO 8601 like ${isoExample}).`,
    ],
    [
      'a date-time without a zone',
      withFilters({ insertTo: '2026-11-01T23:59:59' }),
      'filters.insertTo',
      'filters.insertTo must carry a time zone: "Z" or an offset like "+01:00".',
    ],
    [
      'a date in another format',
      withFilters({ requestedFrom: '01.11.2026' }),
      'filters.requestedFrom',
      `filters.requestedFrom must be an ISO 8601 date-time like ${isoExample}.`,
    ],
    [
      'February 30',
      withFilters({ requestedTo: '2026-02-30T00:00:00Z' }),
      'filters.requestedTo',
      `filters.requestedTo must be an ISO 8601 date-time like ${isoExample}.`,
    ],
    [
      'an empty date',
      withFilters({ insertFrom: '' }),
      'filters.insertFrom',
      `filters.insertFrom must be an ISO 8601 date-time like ${isoExample}.`,
    ],
    [
      'a date as epoch milliseconds',
      withFilters({ insertFrom: 1793491200000 }),
      'filters.insertFrom',
      'filters.insertFrom must be a string.',
    ],
    [
      'insertFrom after insertTo',
      withFilters({ insertFrom: '2026-11-02T00:00:00Z', insertTo: '2026-11-01T23:59:59Z' }),
      'filters.insertFrom',
      'filters.insertFrom must not be later than filters.insertTo.',
    ],
    [
      'requestedFrom after requestedTo once offsets count',
      withFilters({
        requestedFrom: '2026-11-01T10:00:00Z',
        requestedTo: '2026-11-01T10:30:00+01:00',
      }),
      'filters.requestedFrom',
      'filters.requestedFrom must not be later than filters.requestedTo.',
    ],
    [
      'status not a list',
      withFilters({ status: 1 }),
      'filters.status',
      'filters.status must be an array.',
    ],
    [
      'a negative status',
      withFilters({ status: [0, -1] }),
      'filters.status[1]',
      'filters.status[1] must be a non-negative integer.',
    ],
    [
      'a status as a string',
      withFilters({ status: ['1'] }),
      'filters.status[0]',
      'filters.status[0] must be a non-negative integer.',
    ],
    [
      'a delivery id of 0',
      withFilters({ deliveryIds: [1, 2, 3, 0] }),
      'filters.deliveryIds[3]',
      'filters.deliveryIds[3] must be a positive integer.',
    ],
    [
      'a courier id as a string',
      withFilters({ courierIds: ['11'] }),
      'filters.courierIds[0]',
      'filters.courierIds[0] must be a positive integer.',
    ],
    [
      'a customer id as an option object',
      withFilters({ customerIds: [{ value: 1001, label: 'Acme' }] }),
      'filters.customerIds[0]',
      'filters.customerIds[0] must be a positive integer.',
    ],
    [
      'a fractional unit id',
      withFilters({ unitIds: [1.5] }),
      'filters.unitIds[0]',
      'filters.unitIds[0] must be a positive integer.',
    ],
    [
      'a warehouse id null',
      withFilters({ warehouseIds: [null] }),
      'filters.warehouseIds[0]',
      'filters.warehouseIds[0] must be a positive integer.',
    ],
    [
      '1001 ids',
      withFilters({ deliveryIds: Array.from({ length: 1001 }, (_, index) => index + 1) }),
      'filters.deliveryIds',
      'filters.deliveryIds must have at most 1000 entries.',
    ],
    [
      'tags as a string',
      withFilters({ tags: 'fragile' }),
      'filters.tags',
      'filters.tags must be an array.',
    ],
    [
      'an empty tag',
      withFilters({ tags: ['fragile', ' '] }),
      'filters.tags[1]',
      'filters.tags[1] must be a non-empty string.',
    ],
    [
      'a tag of 101 characters',
      withFilters({ tags: ['t'.repeat(101)] }),
      'filters.tags[0]',
      'filters.tags[0] must be at most 100 characters.',
    ],
    [
      '501 tags',
      withFilters({ tags: Array.from({ length: 501 }, (_, index) => `tag-${index}`) }),
      'filters.tags',
      'filters.tags must have at most 500 entries.',
    ],
    [
      'advancedFilters as an object',
      withFilters({ advancedFilters: row() }),
      'filters.advancedFilters',
      'filters.advancedFilters must be an array.',
    ],
    [
      'an advanced row that is not an object',
      withRows(row(), 'duQty > 10'),
      'filters.advancedFilters[1]',
      'filters.advancedFilters[1] must be an object.',
    ],
    [
      'the usual spelling selectedField',
      withRows({ ...row(), selectedFiled: undefined, selectedField: 'duQty' }),
      'filters.advancedFilters[0].selectedField',
      'Unknown field "filters.advancedFilters[0].selectedField" (the contract spells it "selectedFiled").',
    ],
    [
      'an advanced row without selectedFiled',
      withRows({ ...row(), selectedFiled: undefined }),
      'filters.advancedFilters[0].selectedFiled',
      'filters.advancedFilters[0].selectedFiled is required.',
    ],
    [
      'an advanced row without condition',
      withRows(row(), { ...row(), condition: undefined }),
      'filters.advancedFilters[1].condition',
      'filters.advancedFilters[1].condition is required.',
    ],
    [
      'an advanced row without data',
      withRows({ ...row(), data: undefined }),
      'filters.advancedFilters[0].data',
      'filters.advancedFilters[0].data is required.',
    ],
    [
      'an unknown advanced field',
      withRows(row({ selectedFiled: 'weight' })),
      'filters.advancedFilters[0].selectedFiled',
      `filters.advancedFilters[0].selectedFiled must be one of ${sortKeys}.`,
    ],
    [
      'condition 2',
      withRows(row({ condition: 2 })),
      'filters.advancedFilters[0].condition',
      'filters.advancedFilters[0].condition must be 0 (AND) or 1 (OR).',
    ],
    [
      'condition as a word',
      withRows(row({ condition: 'AND' })),
      'filters.advancedFilters[0].condition',
      'filters.advancedFilters[0].condition must be 0 (AND) or 1 (OR).',
    ],
    [
      'a rowType that does not match the field',
      withRows(row({ rowType: 'string', operator: 'contains' })),
      'filters.advancedFilters[0].rowType',
      'filters.advancedFilters[0].rowType must be "number" for selectedFiled "duQty".',
    ],
    [
      'a string operator on a number row',
      withRows(row({ operator: 'contains' })),
      'filters.advancedFilters[0].operator',
      'filters.advancedFilters[0].operator must be one of equals, notEquals, greaterThan, greaterThanOrEqual, lessThan, lessThanOrEqual for rowType "number".',
    ],
    [
      'an operator as a symbol',
      withRows(
        row({
          selectedFiled: 'insertTime',
          rowType: 'date',
          operator: '<',
          data: '2026-01-01T00:00:00Z',
        }),
      ),
      'filters.advancedFilters[0].operator',
      'filters.advancedFilters[0].operator must be one of before, after for rowType "date".',
    ],
    [
      'data as a number',
      withRows(row({ data: 10 })),
      'filters.advancedFilters[0].data',
      'filters.advancedFilters[0].data must be a string.',
    ],
    [
      'empty data',
      withRows(row({ selectedFiled: 'code', rowType: 'string', operator: 'contains', data: '' })),
      'filters.advancedFilters[0].data',
      'filters.advancedFilters[0].data must not be empty.',
    ],
    [
      'a number row with text',
      withRows(row({ data: 'ten' })),
      'filters.advancedFilters[0].data',
      'filters.advancedFilters[0].data must be a decimal number written as a string, like "12.5".',
    ],
    [
      'a number row with a decimal comma',
      withRows(row({ data: '1,5' })),
      'filters.advancedFilters[0].data',
      'filters.advancedFilters[0].data must be a decimal number written as a string, like "12.5".',
    ],
    [
      'a date row with a date only',
      withRows(
        row({
          selectedFiled: 'insertTime',
          rowType: 'date',
          operator: 'after',
          data: '2026-11-01',
        }),
      ),
      'filters.advancedFilters[0].data',
      `filters.advancedFilters[0].data must be a date-time, not a date only (ISO 8601 like ${isoExample}).`,
    ],
    [
      'an unknown key in an advanced row',
      withRows({ ...row(), id: 'row-1' }),
      'filters.advancedFilters[0].id',
      'Unknown field "filters.advancedFilters[0].id".',
    ],
  ])('rejects %s', (_name, body, field, message) => {
    expect(validateDeliveriesRequest(body)).toEqual({ ok: false, field, message });
  });

  it('reports the first problem in a fixed order: keys, paging, orderBy, filters', () => {
    expect(validateDeliveriesRequest({ foo: 1, pageSize: 0 })).toMatchObject({ field: 'foo' });
    expect(validateDeliveriesRequest({ pageSize: 0, quickSearch: '' })).toMatchObject({
      field: 'pageNumber',
    });
    expect(
      validateDeliveriesRequest({
        ...minimal,
        orderBy: { key: 'x', order: 'asc' },
        filters: { status: [-1] },
      }),
    ).toMatchObject({ field: 'orderBy.key' });
  });
});
