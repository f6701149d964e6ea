import { describe, expect, it } from 'vitest';
import type { DeliveryFilters } from '@src/api/types';
import {
  defaultAdvancedFilterFields,
  defaultAdvancedFilterJoins,
  defaultAdvancedFilterOperators,
} from '@src/state/advancedFilterConfig';
import { changeAdvancedRowField } from '@src/filters/logic/changeAdvancedRowField';
import { countActiveFilters } from '@src/filters/logic/countActiveFilters';
import { createAdvancedRow } from '@src/filters/logic/createAdvancedRow';
import { describeActiveFilters } from '@src/filters/logic/describeActiveFilters';
import { emptyFilterFormValues } from '@src/filters/logic/emptyFilterFormValues';
import { filtersFromFormValues } from '@src/filters/logic/filtersFromFormValues';
import { formValuesFromFilters } from '@src/filters/logic/formValuesFromFilters';
import { parseIdList } from '@src/filters/logic/parseIdList';
import { splitTags } from '@src/filters/logic/splitTags';
import type { FilterFormValues } from '@src/filters/logic/types';
import { utcToWallClock } from '@src/filters/logic/utcToWallClock';
import { validateFilterForm } from '@src/filters/logic/validateFilterForm';
import { defaultFilterPanelMessages } from '@src/filters/messages';

const berlin = 'Europe/Berlin';
const config = {
  fields: defaultAdvancedFilterFields,
  operators: defaultAdvancedFilterOperators,
  joins: defaultAdvancedFilterJoins,
};
const form = (patch: Partial<FilterFormValues>): FilterFormValues => ({
  ...emptyFilterFormValues(),
  ...patch,
});
const entry = (patch: Partial<FilterFormValues['entry']>) => ({
  ...emptyFilterFormValues().entry,
  ...patch,
});

describe('parseIdList', () => {
  it.each([
    ['101, 102 103\n104', [101, 102, 103, 104], []],
    ['101;101,\t102', [101, 102], []],
    ['-4 1.5 abc 7 0', [7], ['-4', '1.5', 'abc', '0']],
    ['  ', [], []],
    ['99999999999999999999', [], ['99999999999999999999']],
    // An Arabic keyboard's digits and comma; a word that is no id stays as typed.
    ['١٠١، ١٠٢ ۱۰۳', [101, 102, 103], []],
    ['١٢٣، ٤٥أ', [123], ['٤٥أ']],
  ])('reads %j', (text, ids, invalid) => {
    expect(parseIdList(text)).toEqual({ ids, invalid });
  });

  it('takes 0 when the minimum is 0 (status codes)', () => {
    expect(parseIdList('0 1', 0)).toEqual({ ids: [0, 1], invalid: [] });
  });
});

describe('splitTags', () => {
  it('splits on commas and line breaks, keeps spaces inside a tag', () => {
    expect(splitTags(' fragile, cold chain\nfragile,, ')).toEqual([
      'fragile',
      'cold chain',
      'fragile',
    ]);
  });
});

describe('utcToWallClock', () => {
  it.each([
    ['2026-06-30T22:00:00.000Z', berlin, '2026-07-01T00:00'],
    ['2026-01-15T08:30:00Z', berlin, '2026-01-15T09:30'],
    ['2026-07-01T21:59:59.999Z', berlin, '2026-07-01T23:59'],
    ['2026-03-29T01:30:00Z', berlin, '2026-03-29T03:30'],
    ['2026-07-01T08:30:00+02:00', 'UTC', '2026-07-01T06:30'],
    // Years before AD 1 as ISO 8601 counts them: 1 BC is 0000, 2 BC is -000001.
    ['0000-06-01T12:00:00Z', 'UTC', '0000-06-01T12:00'],
    ['0000-01-01T00:30:00+01:00', 'UTC', '-000001-12-31T23:30'],
    ['2026-11-01', berlin, '2026-11-01T00:00'],
    ['2026-11-01T08:30:15', berlin, '2026-11-01T08:30'],
  ])('%s in %s → %s', (instant, zone, expected) => {
    expect(utcToWallClock(instant, zone)).toBe(expected);
  });

  it('refuses what is no date', () => {
    expect(() => utcToWallClock('March 3', berlin)).toThrow(RangeError);
  });
});

describe('formValuesFromFilters and filtersFromFormValues', () => {
  const applied: DeliveryFilters = {
    insertFrom: '2026-10-31T23:00:00.000Z',
    insertTo: '2026-11-30T22:59:59.999Z',
    requestedFrom: '2026-07-01T06:00:00.000Z',
    status: [4, 1],
    deliveryIds: [101],
    courierIds: [11],
    customerIds: [1001],
    unitIds: [3],
    warehouseIds: [101],
    tags: ['fragile'],
    advancedFilters: [
      {
        selectedFiled: 'duQty',
        condition: 0,
        operator: 'greaterThan',
        data: '10',
        rowType: 'number',
      },
      {
        selectedFiled: 'insertTime',
        condition: 1,
        operator: 'after',
        data: '2026-06-30T22:00:00.000Z',
        rowType: 'date',
      },
    ],
  };

  it('shows applied instants as wall clocks in the zone', () => {
    const values = formValuesFromFilters(applied, berlin);
    expect(values.insertFrom).toBe('2026-11-01T00:00');
    expect(values.insertTo).toBe('2026-11-30T23:59');
    expect(values.requestedFrom).toBe('2026-07-01T08:00');
    expect(values.requestedTo).toBe('');
    expect(values.advancedFilters[1]?.data).toBe('2026-07-01T00:00');
    expect(values.entry).toEqual({ status: '', deliveryIds: '', tags: '' });
  });

  it('round-trips: applied → draft → applied', () => {
    expect(filtersFromFormValues(formValuesFromFilters(applied, berlin), berlin)).toEqual(applied);
  });

  it('shows each id and tag once, tags trimmed and blanks left out, as the request sends them', () => {
    const values = formValuesFromFilters(
      { status: [4, 4, 1], courierIds: [11, 11], tags: ['a', 'a', ' a ', '  ', 'b'] },
      berlin,
    );
    expect([values.status, values.courierIds, values.tags]).toEqual([[4, 1], [11], ['a', 'b']]);
    const excluded = formValuesFromFilters({ excludedStatus: [2, 2] }, berlin);
    expect([excluded.status, excluded.statusMode]).toEqual([[2], 'not']);
  });

  it('a "to" day given as a date shows as its last minute', () => {
    expect(formValuesFromFilters({ insertTo: '2026-11-01' }, berlin).insertTo).toBe(
      '2026-11-01T23:59',
    );
  });

  it('keeps what is no date as written, for validation to name', () => {
    expect(formValuesFromFilters({ insertFrom: 'yesterday' }, berlin).insertFrom).toBe('yesterday');
  });

  it('leaves empty fields out entirely', () => {
    expect(filtersFromFormValues(emptyFilterFormValues(), berlin)).toEqual({});
  });

  it('makes "from" the first and "to" the last millisecond of their minute (inclusive)', () => {
    expect(
      filtersFromFormValues(
        form({ insertFrom: '2026-01-15T09:30', insertTo: '2026-01-15T09:30' }),
        berlin,
      ),
    ).toEqual({ insertFrom: '2026-01-15T08:30:00.000Z', insertTo: '2026-01-15T08:30:59.999Z' });
  });

  it('adds typed ids and tags, de-duplicated', () => {
    const filters = filtersFromFormValues(
      form({
        deliveryIds: [101],
        tags: ['fragile'],
        entry: entry({ deliveryIds: '101 102', tags: 'fragile, cold', status: '0' }),
      }),
      berlin,
    );
    expect(filters).toEqual({ status: [0], deliveryIds: [101, 102], tags: ['fragile', 'cold'] });
  });

  it('sends row data as strings: numbers trimmed, dates in UTC', () => {
    const filters = filtersFromFormValues(
      form({
        advancedFilters: [
          {
            selectedFiled: 'palletQty',
            condition: 0,
            operator: 'equals',
            data: ' 2.5 ',
            rowType: 'number',
          },
          {
            selectedFiled: 'insertTime',
            condition: 1,
            operator: 'before',
            data: '2026-01-15T09:30',
            rowType: 'date',
          },
        ],
      }),
      berlin,
    );
    expect(filters.advancedFilters).toEqual([
      {
        selectedFiled: 'palletQty',
        condition: 0,
        operator: 'equals',
        data: '2.5',
        rowType: 'number',
      },
      {
        selectedFiled: 'insertTime',
        condition: 1,
        operator: 'before',
        data: '2026-01-15T08:30:00.000Z',
        rowType: 'date',
      },
    ]);
  });
});

describe('countActiveFilters', () => {
  it.each<[DeliveryFilters | undefined, number]>([
    [undefined, 0],
    [{}, 0],
    [{ status: [], tags: [], insertFrom: ' ' }, 0],
    [{ insertFrom: 'a', insertTo: 'b' }, 2],
    [{ status: [1, 2], deliveryIds: [3], tags: ['x'] }, 3],
    [
      {
        advancedFilters: [
          {
            selectedFiled: 'code',
            condition: 0,
            operator: 'contains',
            data: 'x',
            rowType: 'string',
          },
        ],
      },
      1,
    ],
  ])('%j → %i', (filters, count) => {
    expect(countActiveFilters(filters)).toBe(count);
  });
});

describe('advanced rows', () => {
  it('a new row is complete: first field, its first operator, AND, no value', () => {
    expect(createAdvancedRow(config)).toEqual({
      selectedFiled: 'code',
      condition: 0,
      operator: 'contains',
      data: '',
      rowType: 'string',
    });
  });

  it('a field of another type brings its first operator and clears a value that does not fit', () => {
    const row = {
      selectedFiled: 'code',
      condition: 1,
      operator: 'contains',
      data: 'DLV',
      rowType: 'string',
    };
    expect(changeAdvancedRowField(row, 'duQty', config)).toEqual({
      selectedFiled: 'duQty',
      condition: 1,
      operator: 'equals',
      data: '',
      rowType: 'number',
    });
    expect(changeAdvancedRowField({ ...row, data: '12' }, 'duQty', config).data).toBe('12');
    expect(
      changeAdvancedRowField({ ...row, operator: 'endsWith' }, 'tenantName', config),
    ).toMatchObject({
      operator: 'endsWith',
      data: 'DLV',
    });
    expect(changeAdvancedRowField(row, 'insertTime', config)).toMatchObject({
      operator: 'before',
      data: '',
      rowType: 'date',
    });
  });
});

describe('validateFilterForm', () => {
  const messagesOf = (values: FilterFormValues, options = {}) =>
    validateFilterForm(values, { timeZone: berlin, ...options }).map((issue) => [
      issue.name,
      issue.message,
    ]);

  it('accepts an empty draft', () => {
    expect(messagesOf(emptyFilterFormValues())).toEqual([]);
  });

  it.each<[string, Partial<FilterFormValues>, Record<string, unknown>, [string, string][]]>([
    [
      'from after to',
      { insertFrom: '2026-11-02T00:00', insertTo: '2026-11-01T00:00' },
      {},
      [['insertFrom', 'Inserted from must be before Inserted to']],
    ],
    [
      'from equal to is fine',
      { requestedFrom: '2026-11-01T10:00', requestedTo: '2026-11-01T10:00' },
      {},
      [],
    ],
    [
      'impossible date',
      { insertFrom: '2026-02-30T10:00' },
      {},
      [['insertFrom', 'Inserted from is not a valid date']],
    ],
    [
      'typed text that is no date, named in the words its field gave',
      { requestedTo: 'soon' },
      { badInputs: new Map([['requestedTo', 'Requested to: “soon” is not a date']]) },
      [['requestedTo', 'Requested to: “soon” is not a date']],
    ],
    [
      'a typed relative date, checked in order as it stands now',
      { insertFrom: 'today', insertTo: '-7d' },
      {},
      [['insertFrom', 'Inserted from must be before Inserted to']],
    ],
    [
      'a bad typed id',
      { entry: entry({ deliveryIds: '-4' }) },
      {},
      [['entry.deliveryIds', 'Delivery IDs: -4 is not a positive whole number']],
    ],
    [
      'several bad ids',
      { entry: entry({ deliveryIds: '1.5 x 7' }) },
      {},
      [['entry.deliveryIds', 'Delivery IDs: 1.5, x are not positive whole numbers']],
    ],
    [
      'too many ids',
      { deliveryIds: [1, 2], entry: entry({ deliveryIds: '3' }) },
      { maxIds: 2 },
      [['deliveryIds', 'Delivery IDs: at most 2 values']],
    ],
    [
      'a bad chosen id',
      { courierIds: [-1] },
      {},
      [['courierIds', 'Couriers: -1 is not a positive whole number']],
    ],
    [
      'a long tag',
      { entry: entry({ tags: 'x'.repeat(6) }) },
      { maxTagLength: 5 },
      [['entry.tags', 'Tags: "xxxxxx" is longer than 5 characters']],
    ],
    [
      'too many tags',
      { tags: ['a', 'b'], entry: entry({ tags: 'c' }) },
      { maxTags: 2 },
      [['tags', 'Tags: at most 2 tags']],
    ],
    [
      'incomplete row',
      {
        advancedFilters: [
          {
            selectedFiled: 'code',
            condition: 0,
            operator: 'contains',
            data: 'x',
            rowType: 'string',
          },
          {
            selectedFiled: 'code',
            condition: 0,
            operator: 'contains',
            data: ' ',
            rowType: 'string',
          },
        ],
      },
      {},
      [['advancedFilters.1.data', 'Condition 2: enter a value']],
    ],
    [
      'number row with text',
      {
        advancedFilters: [
          {
            selectedFiled: 'duQty',
            condition: 0,
            operator: 'equals',
            data: '12a',
            rowType: 'number',
          },
        ],
      },
      {},
      [['advancedFilters.0.data', 'Condition 1: enter a number, like 12 or 2.5']],
    ],
    [
      'date row with an impossible date',
      {
        advancedFilters: [
          {
            selectedFiled: 'insertTime',
            condition: 0,
            operator: 'after',
            data: '2026-02-30T00:00',
            rowType: 'date',
          },
        ],
      },
      {},
      [['advancedFilters.0.data', 'Condition 1: enter a valid date']],
    ],
    [
      'row without field and operator',
      {
        advancedFilters: [
          { selectedFiled: '', condition: 0, operator: '', data: '1', rowType: 'string' },
        ],
      },
      {},
      [
        ['advancedFilters.0.selectedFiled', 'Condition 1: choose a field'],
        ['advancedFilters.0.operator', 'Condition 1: choose an operator'],
      ],
    ],
  ])('%s', (_, patch, options, expected) => {
    expect(messagesOf(form(patch), options)).toEqual(expected);
  });

  it('speaks the messages it is given', () => {
    const messages = {
      ...defaultFilterPanelMessages,
      insertFrom: 'Eingefügt ab',
      invalidDate: (label: string) => `${label}: kein Datum`,
    };
    expect(
      validateFilterForm(form({ insertFrom: '2026-13-01T00:00' }), { messages })[0]?.message,
    ).toBe('Eingefügt ab: kein Datum');
  });
});

describe('describeActiveFilters', () => {
  const context = {
    messages: defaultFilterPanelMessages,
    statusOptions: [{ value: 4, label: 'Delivered' }],
    filterOptions: { couriers: [{ value: 11, label: 'DHL' }] },
    advanced: config,
    timeZone: berlin,
    locale: 'en-GB',
  };

  it('gives one chip per bound, value, tag and row, each removing only itself', () => {
    const filters: DeliveryFilters = {
      insertFrom: '2026-10-31T23:00:00.000Z',
      status: [4, 9],
      courierIds: [11],
      tags: ['fragile'],
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
    };
    const chips = describeActiveFilters(filters, context);
    expect(chips.map((chip) => chip.text)).toEqual([
      'Inserted from: 1 Nov 2026, 00:00',
      'Status: Delivered',
      'Status: 9',
      'Courier: DHL',
      'Tag: fragile',
      'DU qty > 10',
      'OR Code contains DLV',
    ]);
    expect(chips[1]?.without).toEqual({ ...filters, status: [9] });
    expect(chips[3]?.without).not.toHaveProperty('courierIds');
    expect(chips[5]?.without.advancedFilters).toEqual([filters.advancedFilters?.[1]]);
  });

  it('draws a value written the other way than its words isolated, and reads it plain', () => {
    const [latin] = describeActiveFilters(
      { tags: ['Sp. z o.o.'] },
      { ...context, direction: 'rtl' },
    );
    expect(latin).toMatchObject({
      text: 'Tag: Sp. z o.o.',
      shown: 'Tag: \u2068Sp. z o.o.\u2069',
    });
    const [arabic] = describeActiveFilters({ tags: ['هش.'] }, { ...context, direction: 'ltr' });
    expect(arabic).toMatchObject({ text: 'Tag: هش.', shown: 'Tag: \u2068هش.\u2069' });
    // Any script written left to right, not Latin alone.
    const [tokyo] = describeActiveFilters({ tags: ['東京.'] }, { ...context, direction: 'rtl' });
    expect(tokyo!.shown).toBe('Tag: \u2068東京.\u2069');
    // A value of the words' own direction needs nothing.
    const [plain] = describeActiveFilters({ tags: ['fragile'] }, context);
    expect(plain).toMatchObject({ text: 'Tag: fragile', shown: 'Tag: fragile' });
  });

  it('shows a long list as one chip with its count', () => {
    const chips = describeActiveFilters({ deliveryIds: [1, 2, 3, 4, 5, 6] }, context);
    expect(chips).toEqual([
      {
        key: 'deliveryIds',
        text: 'Delivery ID: 6 values',
        shown: 'Delivery ID: 6 values',
        without: {},
        field: 'deliveryIds',
      },
    ]);
  });
});
