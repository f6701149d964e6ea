import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { createDeliveriesClient } from '@src/api/client';
import { createDeliveriesHandlers, generateDeliveries, queryDeliveries } from '@src/mocks';
import type { DeliveriesQueryState } from '@src/state/queryState';
import { toDeliveriesRequest } from '@src/state/toDeliveriesRequest';

// The mapping, the client and the strict reference backend together: the body that every
// filter produces is one a picky server accepts, and the rows are the reference answer.
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const dataset = generateDeliveries(2_000, 5);
const idsOf = (key: 'courierId' | 'customerId' | 'unitId' | 'warehouseId') => [
  ...new Set(dataset.map((delivery) => delivery[key])),
];

it('sends a request using every filter exactly as the contract spells it, and gets its rows', async () => {
  const received: unknown[] = [];
  server.use(
    ...createDeliveriesHandlers({
      baseUrl: 'https://api.example.test/gateway',
      dataset,
      onRequest: (body) => received.push(body),
    }),
  );
  const state: DeliveriesQueryState = {
    pageNumber: 2,
    pageSize: 10,
    quickSearch: '  e ',
    orderBy: { key: 'duQty', order: 'desc' },
    filters: {
      insertFrom: '2026-02-01',
      insertTo: '2026-10-31T23:59',
      requestedFrom: '2026-02-01T00:00:00Z',
      requestedTo: '2026-12-31',
      status: [4, 1, 2, 3, 0, 5],
      deliveryIds: dataset.map((delivery) => delivery.id).slice(0, 1_000),
      courierIds: idsOf('courierId'),
      customerIds: idsOf('customerId'),
      unitIds: idsOf('unitId'),
      warehouseIds: idsOf('warehouseId'),
      tags: [],
      advancedFilters: [
        {
          selectedFiled: 'duQty',
          condition: 0,
          operator: 'greaterThan',
          data: '5',
          rowType: 'number',
        },
        {
          selectedFiled: 'code',
          condition: 1,
          operator: 'startsWith',
          data: 'DLV',
          rowType: 'string',
        },
        {
          selectedFiled: 'insertTime',
          condition: 0,
          operator: 'after',
          data: '2026-01-01',
          rowType: 'date',
        },
      ],
    },
  };
  const request = toDeliveriesRequest(state, { timeZone: 'Europe/Berlin' });
  const client = createDeliveriesClient({ baseUrl: 'https://api.example.test/gateway/' });

  const rows = await client.queryDeliveries(request);

  expect(received).toEqual([request]);
  expect(Object.keys(request)).toEqual([
    'pageNumber',
    'pageSize',
    'quickSearch',
    'orderBy',
    'filters',
  ]);
  expect(request.filters).toMatchObject({
    insertFrom: '2026-01-31T23:00:00.000Z',
    insertTo: '2026-10-31T22:59:59.999Z', // Berlin is back on UTC+1 by then
    requestedFrom: '2026-02-01T00:00:00.000Z',
    requestedTo: '2026-12-31T22:59:59.999Z',
    status: [0, 1, 2, 3, 4, 5],
  });
  expect(request.filters?.tags).toBeUndefined();
  expect(request.filters?.advancedFilters?.[2]).toEqual({
    selectedFiled: 'insertTime',
    condition: 0,
    operator: 'after',
    data: '2025-12-31T23:00:00.000Z',
    rowType: 'date',
  });
  const expected = queryDeliveries(dataset, request).map((delivery) => delivery.code);
  expect(expected).toHaveLength(10);
  expect(rows.map((delivery) => delivery.code)).toEqual(expected);
});
