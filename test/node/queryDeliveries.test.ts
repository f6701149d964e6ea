import { describe, expect, it } from 'vitest';
import type { AdvancedFilter, DeliveriesRequest, DeliveryFilters, OrderBy } from '@src/api/types';
import {
  generateDeliveries,
  mockCouriers,
  mockCustomers,
  mockStatuses,
  mockTags,
  mockWarehouses,
  queryDeliveries,
  type MockDelivery,
} from '@src/mocks';

// Five hand-made rows whose every value is known, in an order no sort key produces.
const A: MockDelivery = {
  code: 'DLV-2026-000001',
  tenantName: 'Northwind Traders',
  courierCode: 'DHL',
  warehouseName: 'Berlin Nord',
  customerBusinessPartnerName: 'Acme GmbH',
  duQty: 10,
  palletQty: 1,
  status: 1,
  insertTime: '2026-03-01T10:00:00.000Z',
  id: 1,
  courierId: 11,
  warehouseId: 101,
  customerId: 1001,
  unitId: 1,
  requestedTime: '2026-03-03T10:00:00.000Z',
  tags: ['fragile'],
};
const B: MockDelivery = {
  code: 'DLV-2026-000002',
  tenantName: 'Contoso Retail',
  courierCode: 'UPS',
  warehouseName: 'Hamburg Hafen',
  customerBusinessPartnerName: 'Müller Logistik GmbH',
  duQty: 250,
  palletQty: 17,
  status: 4,
  insertTime: '2026-04-15T08:30:00.000Z',
  id: 2,
  courierId: 12,
  warehouseId: 102,
  customerId: 1002,
  unitId: 2,
  requestedTime: '2026-04-20T00:00:00.000Z',
  tags: ['fragile', 'express'],
};
const C: MockDelivery = {
  code: 'DLV-2026-000003',
  tenantName: 'Fabrikam Logistics',
  courierCode: 'GLS',
  warehouseName: 'München Ost',
  customerBusinessPartnerName: 'Café Crème SARL',
  duQty: 3,
  palletQty: 0,
  status: 0,
  insertTime: '2026-05-31T23:59:59.999Z',
  id: 3,
  courierId: 13,
  warehouseId: 103,
  customerId: 1003,
  unitId: 3,
  requestedTime: '2026-06-01T00:00:00.000Z',
  tags: ['express', 'cold-chain', 'fragile'],
};
const D: MockDelivery = {
  code: 'DLV-2026-000004',
  tenantName: 'Tailspin Supply',
  courierCode: 'FEDEX',
  warehouseName: 'Köln Süd',
  customerBusinessPartnerName: 'bäckerei öztürk',
  duQty: 500,
  palletQty: 33,
  status: 6,
  insertTime: '2026-06-01T00:00:00.000Z',
  id: 4,
  courierId: 15,
  warehouseId: 104,
  customerId: 1010,
  unitId: 12,
  requestedTime: '2026-06-10T12:00:00.000Z',
  tags: [],
};
const E: MockDelivery = {
  code: 'DLV-2026-000005',
  tenantName: 'Alpenblick Handels AG',
  courierCode: 'DPD',
  warehouseName: 'Leipzig Halle',
  customerBusinessPartnerName: 'Zürcher Uhren AG',
  duQty: 42,
  palletQty: 0,
  status: 5,
  insertTime: '2026-02-10T06:00:00.000Z',
  id: 5,
  courierId: 14,
  warehouseId: 106,
  customerId: 1040,
  unitId: 5,
  requestedTime: '2026-02-24T06:00:00.000Z',
  tags: ['hazmat'],
};
const dataset: readonly MockDelivery[] = [C, A, E, B, D];
const letterOf = new Map(
  Object.entries({ A, B, C, D, E }).map(([letter, delivery]) => [delivery, letter]),
);

function query(
  request: Partial<DeliveriesRequest>,
  rows: readonly MockDelivery[] = dataset,
): string {
  const page = queryDeliveries(rows, { pageNumber: 1, pageSize: 100, quickSearch: '', ...request });
  return page.map((delivery) => letterOf.get(delivery) ?? '?').join('');
}
const filtered = (filters: DeliveryFilters) => query({ filters });
const advanced = (...rows: AdvancedFilter[]) => filtered({ advancedFilters: rows });
const rule = (
  selectedFiled: string,
  operator: string,
  data: string,
  rowType: string,
  condition = 0,
): AdvancedFilter => ({ selectedFiled, operator, data, rowType, condition });

describe('queryDeliveries: sorting', () => {
  it.each([
    // key, ascending order; descending is the reverse unless ties say otherwise
    ['code', 'ABCDE', 'EDCBA'],
    ['tenantName', 'EBCAD', 'DACBE'],
    ['courierCode', 'AEDCB', 'BCDEA'],
    ['warehouseName', 'ABDEC', 'CEDBA'],
    // "bäckerei öztürk" is lower case and accented: a byte-wise sort would put it last
    ['customerBusinessPartnerName', 'ADCBE', 'EBCDA'],
    ['duQty', 'CAEBD', 'DBEAC'],
    // C and E tie at 0 pallets: the code breaks the tie ascending in both directions
    ['palletQty', 'CEABD', 'DBACE'],
    ['status', 'CABED', 'DEBAC'],
    ['insertTime', 'EABCD', 'DCBAE'],
  ] as const)('sorts by %s: asc %s, desc %s', (key, ascending, descending) => {
    expect(query({ orderBy: { key, order: 'asc' } })).toBe(ascending);
    expect(query({ orderBy: { key, order: 'desc' } })).toBe(descending);
  });

  it('keeps the dataset order without orderBy', () => {
    expect(query({})).toBe('CAEBD');
  });

  it('compares insert times as instants, not as text', () => {
    const early = { ...A, insertTime: '2026-03-01T11:00:00+02:00' }; // 09:00Z, before A's 10:00Z
    letterOf.set(early, 'a');
    expect(query({ orderBy: { key: 'insertTime', order: 'asc' } }, [A, early])).toBe('aA');
    letterOf.delete(early);
  });

  it('puts rows without the sort field last in both directions', () => {
    const rows = [{ ...A, region: 'north' }, { ...B }, { ...C, region: 'east' }];
    rows.forEach((delivery, index) => letterOf.set(delivery, 'xyz'[index] ?? '?'));
    expect(query({ orderBy: { key: 'region', order: 'asc' } }, rows)).toBe('zxy');
    expect(query({ orderBy: { key: 'region', order: 'desc' } }, rows)).toBe('xzy');
    rows.forEach((delivery) => letterOf.delete(delivery));
  });

  describe.each(['asc', 'desc'] as const)('on a generated dataset, %s', (order) => {
    const rows = generateDeliveries(400, 3);
    const direction = order === 'asc' ? 1 : -1;
    const collator = new Intl.Collator('en', { sensitivity: 'base' });
    it.each([
      'code',
      'tenantName',
      'courierCode',
      'warehouseName',
      'customerBusinessPartnerName',
      'duQty',
      'palletQty',
      'status',
      'insertTime',
    ] as const)('orders every neighbouring pair by %s, ties by code', (key) => {
      const orderBy: OrderBy = { key, order };
      const sorted = queryDeliveries(rows, {
        pageNumber: 1,
        pageSize: 1000,
        quickSearch: '',
        orderBy,
      });
      expect(sorted).toHaveLength(400);
      for (let index = 1; index < sorted.length; index += 1) {
        const previous = sorted[index - 1] as MockDelivery;
        const current = sorted[index] as MockDelivery;
        const a = previous[key];
        const b = current[key];
        const primary =
          key === 'insertTime'
            ? Date.parse(a as string) - Date.parse(b as string)
            : typeof a === 'number' && typeof b === 'number'
              ? a - b
              : collator.compare(String(a), String(b));
        const inOrder =
          Math.sign(primary) * direction < 0 || (primary === 0 && previous.code < current.code);
        expect(
          inOrder,
          `${previous.code} (${String(a)}) before ${current.code} (${String(b)})`,
        ).toBe(true);
      }
    });
  });
});

describe('queryDeliveries: paging', () => {
  const rows = generateDeliveries(53, 9);
  it.each([
    ['the first page, base 1', 1, 1, 0, 10],
    ['a middle page, base 1', 3, 1, 20, 30],
    ['the last, partial page, base 1', 6, 1, 50, 53],
    ['past the end, base 1', 7, 1, 0, 0],
    ['before the first page, base 1', 0, 1, 0, 0],
    ['the first page, base 0', 0, 0, 0, 10],
    ['the last, partial page, base 0', 5, 0, 50, 53],
    ['past the end, base 0', 6, 0, 0, 0],
  ] as const)('%s', (_name, pageNumber, pageNumberBase, start, end) => {
    const page = queryDeliveries(
      rows,
      { pageNumber, pageSize: 10, quickSearch: '' },
      { pageNumberBase },
    );
    expect(page.map((delivery) => delivery.code)).toEqual(
      rows.slice(start, end).map((delivery) => delivery.code),
    );
  });

  it('defaults to base 1', () => {
    expect(queryDeliveries(rows, { pageNumber: 1, pageSize: 5, quickSearch: '' })).toEqual(
      rows.slice(0, 5),
    );
  });

  it('pages after searching, filtering and sorting', () => {
    const request: DeliveriesRequest = {
      pageNumber: 2,
      pageSize: 2,
      quickSearch: 'gmbh',
      orderBy: { key: 'duQty', order: 'desc' },
      filters: { status: [0, 1, 4, 6] },
    };
    // GmbH: A (10) and B (250); status filter keeps both; page 2 of size 2 is empty
    expect(query(request)).toBe('');
    expect(query({ ...request, pageNumber: 1, pageSize: 1 })).toBe('B');
    expect(query({ ...request, pageNumber: 2, pageSize: 1 })).toBe('A');
  });
});

describe('queryDeliveries: quick search', () => {
  it.each([
    ['upper case', 'ACME', 'A'],
    ['accents in the data, none typed', 'muller', 'B'],
    ['accents typed, upper case', 'MÜLLER', 'B'],
    ['accents on both sides', 'café crème', 'C'],
    ['accents and case in the data', 'BACKEREI OZTURK', 'D'],
    ['a part of a word', 'rcher', 'E'],
    ['the code', '000004', 'D'],
    ['the full code', 'dlv-2026-000002', 'B'],
    ['the courier code', 'fedex', 'D'],
    ['the warehouse, accent typed', 'köln', 'D'],
    ['the warehouse, accent left out', 'koln sud', 'D'],
    ['the tenant', 'tailspin', 'D'],
    ['several rows', 'gmbh', 'AB'],
    ['surrounding spaces', '   acme  ', 'A'],
    ['only spaces (no search)', '   ', 'CAEBD'],
    ['nothing found', 'no such delivery', ''],
    ['text spanning two fields', 'gmbh dhl', ''],
  ] as const)('%s: %j', (_name, quickSearch, expected) => {
    expect(query({ quickSearch })).toBe(expected);
  });

  it('does not search fields outside the five', () => {
    expect(query({ quickSearch: 'cold-chain' })).toBe('');
    expect(query({ quickSearch: '250' })).toBe('');
  });
});

describe('queryDeliveries: filters', () => {
  it.each<[string, DeliveryFilters, string]>([
    ['insertFrom, inclusive at the boundary', { insertFrom: C.insertTime }, 'CD'],
    ['insertTo, inclusive at the boundary', { insertTo: C.insertTime }, 'CAEB'],
    [
      'insertFrom and insertTo on the same instant',
      { insertFrom: C.insertTime, insertTo: C.insertTime },
      'C',
    ],
    ['insertTo one millisecond before a row', { insertTo: '2026-05-31T23:59:59.998Z' }, 'AEB'],
    ['insertFrom with an offset', { insertFrom: '2026-06-01T01:00:00+01:00' }, 'D'],
    ['requestedFrom, inclusive', { requestedFrom: '2026-06-01T00:00:00.000Z' }, 'CD'],
    ['requestedTo, inclusive', { requestedTo: '2026-02-24T06:00:00.000Z' }, 'E'],
    [
      'requestedFrom and requestedTo',
      { requestedFrom: '2026-03-03T10:00:00.000Z', requestedTo: '2026-04-20T00:00:00.000Z' },
      'AB',
    ],
    ['status, any of', { status: [0, 6] }, 'CD'],
    ['status 0 alone', { status: [0] }, 'C'],
    ['deliveryIds match id', { deliveryIds: [2, 5] }, 'EB'],
    ['courierIds', { courierIds: [11] }, 'A'],
    ['customerIds', { customerIds: [1010, 1040] }, 'ED'],
    ['unitIds', { unitIds: [12] }, 'D'],
    ['warehouseIds', { warehouseIds: [101, 103] }, 'CA'],
    ['an id nobody has', { courierIds: [99] }, ''],
    ['an empty list constrains nothing', { status: [], tags: [] }, 'CAEBD'],
    ['empty filters', {}, 'CAEBD'],
    ['two filters narrow together', { status: [0, 1, 4], courierIds: [11, 12] }, 'AB'],
  ])('%s', (_name, filters, expected) => {
    expect(filtered(filters)).toBe(expected);
  });

  it.each<[string[], string]>([
    [['fragile'], 'CAB'],
    [['fragile', 'express'], 'CB'],
    [['express', 'fragile', 'cold-chain'], 'C'],
    [['fragile', 'hazmat'], ''],
    [['gift'], ''],
  ])('tags %j match deliveries carrying ALL of them', (tags, expected) => {
    expect(filtered({ tags })).toBe(expected);
  });
});

describe('queryDeliveries: advanced filters', () => {
  it.each<[string, AdvancedFilter, string]>([
    [
      'string contains, any case',
      rule('customerBusinessPartnerName', 'contains', 'GMBH', 'string'),
      'AB',
    ],
    [
      'string notContains',
      rule('customerBusinessPartnerName', 'notContains', 'gmbh', 'string'),
      'CED',
    ],
    ['string equals, any case', rule('courierCode', 'equals', 'dhl', 'string'), 'A'],
    ['string equals is not contains', rule('courierCode', 'equals', 'dh', 'string'), ''],
    ['string notEquals', rule('courierCode', 'notEquals', 'DHL', 'string'), 'CEBD'],
    ['string startsWith', rule('customerBusinessPartnerName', 'startsWith', 'CAFÉ', 'string'), 'C'],
    ['string endsWith', rule('customerBusinessPartnerName', 'endsWith', ' ag', 'string'), 'E'],
    ['number equals', rule('duQty', 'equals', '42', 'number'), 'E'],
    ['number notEquals', rule('duQty', 'notEquals', '42', 'number'), 'CABD'],
    ['number greaterThan', rule('duQty', 'greaterThan', '250', 'number'), 'D'],
    ['number greaterThanOrEqual', rule('duQty', 'greaterThanOrEqual', '250', 'number'), 'BD'],
    ['number lessThan', rule('duQty', 'lessThan', '10', 'number'), 'C'],
    ['number lessThanOrEqual', rule('duQty', 'lessThanOrEqual', '10', 'number'), 'CA'],
    ['number with decimals', rule('palletQty', 'greaterThan', '0.5', 'number'), 'ABD'],
    ['status as a number', rule('status', 'equals', '0', 'number'), 'C'],
    ['date before is strict', rule('insertTime', 'before', A.insertTime, 'date'), 'E'],
    ['date after is strict', rule('insertTime', 'after', C.insertTime, 'date'), 'D'],
    [
      'date after with an offset',
      rule('insertTime', 'after', '2026-06-01T01:59:59.999+02:00', 'date'),
      'D',
    ],
    [
      'a date field beyond the nine',
      rule('requestedTime', 'before', '2026-03-04T00:00:00Z', 'date'),
      'AE',
    ],
    [
      'a field no delivery has fails even notEquals',
      rule('region', 'notEquals', 'x', 'string'),
      '',
    ],
  ])('%s', (_name, advancedRow, expected) => {
    expect(advanced(advancedRow)).toBe(expected);
  });

  it('ignores the first row’s condition', () => {
    expect(advanced(rule('duQty', 'greaterThan', '100', 'number', 1))).toBe('BD');
  });

  it('joins with OR (1)', () => {
    expect(
      advanced(
        rule('duQty', 'greaterThan', '100', 'number'),
        rule('code', 'endsWith', '1', 'string', 1),
      ),
    ).toBe('ABD');
  });

  it('joins with AND (0)', () => {
    expect(
      advanced(
        rule('customerBusinessPartnerName', 'contains', 'gmbh', 'string'),
        rule('duQty', 'greaterThan', '100', 'number', 0),
      ),
    ).toBe('B');
  });

  it('evaluates left to right: A OR B AND C is (A OR B) AND C', () => {
    expect(
      advanced(
        rule('courierCode', 'equals', 'DHL', 'string'),
        rule('courierCode', 'equals', 'UPS', 'string', 1),
        rule('duQty', 'greaterThan', '100', 'number', 0),
      ),
    ).toBe('B');
  });

  it('evaluates left to right: A AND B OR C is (A AND B) OR C', () => {
    expect(
      advanced(
        rule('status', 'equals', '1', 'number'),
        rule('duQty', 'lessThan', '5', 'number', 0),
        rule('code', 'endsWith', '5', 'string', 1),
      ),
    ).toBe('E');
  });

  it('combines with the other filters by AND', () => {
    expect(
      filtered({
        tags: ['fragile'],
        advancedFilters: [rule('duQty', 'lessThan', '100', 'number')],
      }),
    ).toBe('CA');
  });

  it('throws on an operator the reference semantics do not implement', () => {
    expect(() => advanced(rule('code', 'matchesRegex', '.*', 'string'))).toThrow(
      'The reference backend cannot evaluate operator "matchesRegex" for rowType "string".',
    );
  });
});

describe('generateDeliveries', () => {
  it('gives the same rows for the same seed', () => {
    expect(JSON.stringify(generateDeliveries(200, 5))).toBe(
      JSON.stringify(generateDeliveries(200, 5)),
    );
  });

  it('gives other rows for another seed, and seed 1 by default', () => {
    expect(JSON.stringify(generateDeliveries(50, 2))).not.toBe(
      JSON.stringify(generateDeliveries(50, 1)),
    );
    expect(generateDeliveries(50)).toEqual(generateDeliveries(50, 1));
  });

  it('gives exactly count rows', () => {
    expect(generateDeliveries(0)).toEqual([]);
    expect(generateDeliveries(17)).toHaveLength(17);
    expect(() => generateDeliveries(-1)).toThrow(RangeError);
    expect(() => generateDeliveries(1.5)).toThrow('count must be a non-negative integer, got 1.5.');
  });

  describe('realism', () => {
    const rows = generateDeliveries(3000, 1);
    const couriers = new Map(
      mockCouriers.map((courier) => [courier.courierId, courier.courierCode]),
    );
    const warehouses = new Map(
      mockWarehouses.map((warehouse) => [warehouse.warehouseId, warehouse.name]),
    );
    const customers = new Map(
      mockCustomers.map((customer) => [customer.customerId, customer.name]),
    );
    const statuses = new Set(mockStatuses.map((status) => status.value));
    const isInteger = (value: number, min: number, max: number) =>
      Number.isInteger(value) && value >= min && value <= max;

    it('has unique codes shaped DLV-2026-NNNNNN and unique positive ids', () => {
      expect(new Set(rows.map((delivery) => delivery.code)).size).toBe(3000);
      expect(new Set(rows.map((delivery) => delivery.id)).size).toBe(3000);
      expect(rows.every((delivery) => /^DLV-2026-\d{6}$/.test(delivery.code))).toBe(true);
      expect(rows.every((delivery) => isInteger(delivery.id, 1, Number.MAX_SAFE_INTEGER))).toBe(
        true,
      );
    });

    it('keeps names and ids of couriers, warehouses and customers consistent', () => {
      for (const delivery of rows) {
        expect(couriers.get(delivery.courierId)).toBe(delivery.courierCode);
        expect(warehouses.get(delivery.warehouseId)).toBe(delivery.warehouseName);
        expect(customers.get(delivery.customerId)).toBe(delivery.customerBusinessPartnerName);
      }
      expect(new Set(rows.map((delivery) => delivery.tenantName)).size).toBe(6);
      expect(new Set(rows.map((delivery) => delivery.courierId)).size).toBe(8);
      expect(new Set(rows.map((delivery) => delivery.warehouseId)).size).toBe(10);
      expect(new Set(rows.map((delivery) => delivery.customerId)).size).toBe(40);
      expect(
        rows.some((delivery) => /[^\x20-\x7e]/.test(delivery.customerBusinessPartnerName)),
      ).toBe(true);
    });

    it('keeps quantities, units and statuses in range, duQty skewed small', () => {
      for (const delivery of rows) {
        expect(isInteger(delivery.duQty, 1, 500), `duQty ${delivery.duQty}`).toBe(true);
        expect(isInteger(delivery.palletQty, 0, 33), `palletQty ${delivery.palletQty}`).toBe(true);
        expect(isInteger(delivery.unitId, 1, 12), `unitId ${delivery.unitId}`).toBe(true);
        expect(statuses.has(delivery.status), `status ${delivery.status}`).toBe(true);
      }
      const quantities = rows.map((delivery) => delivery.duQty).sort((a, b) => a - b);
      expect(quantities[1500]).toBeLessThan(150);
      expect(new Set(rows.map((delivery) => delivery.status))).toEqual(statuses);
      // Pallets follow quantity: the biggest deliveries never travel as parcels.
      expect(rows.filter((delivery) => delivery.duQty >= 100).every((d) => d.palletQty >= 5)).toBe(
        true,
      );
    });

    it('spreads insert times over the nine months before 2026-11-01, newest first', () => {
      const instants = rows.map((delivery) => Date.parse(delivery.insertTime));
      expect(
        rows.every((delivery) =>
          /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/.test(delivery.insertTime),
        ),
      ).toBe(true);
      expect(Math.min(...instants)).toBeGreaterThanOrEqual(Date.UTC(2026, 1, 1));
      expect(Math.max(...instants)).toBeLessThan(Date.UTC(2026, 10, 1));
      expect(new Set(rows.map((delivery) => delivery.insertTime.slice(0, 7))).size).toBe(9);
      expect(
        instants.every((instant, index) => index === 0 || instant <= (instants[index - 1] ?? 0)),
      ).toBe(true);
    });

    it('requests delivery 0 to 14 days after insertion', () => {
      const fourteenDays = 14 * 86_400_000;
      for (const delivery of rows) {
        const lead = Date.parse(delivery.requestedTime) - Date.parse(delivery.insertTime);
        expect(lead >= 0 && lead <= fourteenDays, `${delivery.code}: ${lead}`).toBe(true);
      }
    });

    it('tags with 0 to 3 distinct known tags', () => {
      for (const delivery of rows) {
        expect(delivery.tags.length).toBeLessThanOrEqual(3);
        expect(new Set(delivery.tags).size).toBe(delivery.tags.length);
        expect(delivery.tags.every((tag) => mockTags.includes(tag))).toBe(true);
      }
      expect(new Set(rows.flatMap((delivery) => delivery.tags))).toEqual(new Set(mockTags));
      expect(rows.some((delivery) => delivery.tags.length === 0)).toBe(true);
      expect(rows.some((delivery) => delivery.tags.length === 3)).toBe(true);
    });
  });
});
