import { test } from 'vitest';
import type { DeliveriesRequest } from '@src/api/types';
import type { DeliveriesQueryState } from '@src/state/queryState';
import { bundleMeasuredCode } from './node/bundleMeasuredCode';

const { parseDeliveries, generateDeliveries, queryDeliveries, toDeliveriesRequest } =
  await bundleMeasuredCode();

// Figures, not assertions: `npm run bench` prints one comparison table per group (Vitest 5's
// `bench` fixture over Tinybench) with ops/s, mean and percentiles, measured in one run.
const everyFilter: DeliveriesQueryState = {
  pageNumber: 3,
  pageSize: 50,
  quickSearch: '  acme ',
  orderBy: { key: 'insertTime', order: 'desc' },
  filters: {
    insertFrom: '2026-03-01',
    insertTo: '2026-10-31T18:30',
    requestedFrom: '2026-03-01T00:00:00Z',
    status: [3, 1, 2, 1],
    deliveryIds: Array.from({ length: 1000 }, (_, index) => 5000 - index),
    courierIds: [4, 2],
    tags: ['fragile', 'express'],
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
        data: '2026-06-01T00:00',
        rowType: 'date',
      },
    ],
  },
};
/** Prints each benchmark's median and its ratio to the group's first, all from this one run. */
function printMedians(
  group: string,
  names: readonly string[],
  result: { get(name: string): unknown },
): void {
  const median = (name: string) => (result.get(name) as { latency: { p50: number } }).latency.p50;
  const baseline = median(names[0]!);
  const lines = names.map(
    (name) =>
      `  ${name.padEnd(60)} median ${median(name).toFixed(4).padStart(10)} ms   ×${(median(name) / baseline).toFixed(1)}`,
  );
  console.log(`\n${group}\n${lines.join('\n')}`);
}

const noFilters: DeliveriesQueryState = {
  pageNumber: 1,
  pageSize: 25,
  quickSearch: '',
  orderBy: null,
  filters: {},
};

test('toDeliveriesRequest, run on every state change', async ({ bench }) => {
  const result = await bench.compare(
    bench('first page, no filters', () => {
      toDeliveriesRequest(noFilters);
    }),
    bench('every filter, 1,000 ids, wall-clock dates in Europe/Berlin', () => {
      toDeliveriesRequest(everyFilter, { timeZone: 'Europe/Berlin' });
    }),
  );
  printMedians(
    'toDeliveriesRequest',
    ['first page, no filters', 'every filter, 1,000 ids, wall-clock dates in Europe/Berlin'],
    result,
  );
});

test('parseDeliveries, which checks every item of an answer', async ({ bench }) => {
  const answer1k = JSON.parse(JSON.stringify(generateDeliveries(1_000, 3))) as unknown;
  const answer50k = JSON.parse(JSON.stringify(generateDeliveries(50_000, 3))) as unknown;
  const result = await bench.compare(
    bench('25 items', () => {
      parseDeliveries((answer1k as unknown[]).slice(0, 25));
    }),
    bench('1,000 items', () => {
      parseDeliveries(answer1k);
    }),
    bench('50,000 items', () => {
      parseDeliveries(answer50k);
    }),
    { time: 1_000 },
  );
  printMedians('parseDeliveries', ['25 items', '1,000 items', '50,000 items'], result);
});

test('reference backend over 10,000 deliveries', async ({ bench }) => {
  const dataset = generateDeliveries(10_000, 1);
  const page: DeliveriesRequest = { pageNumber: 5, pageSize: 25, quickSearch: '' };
  const sorted: DeliveriesRequest = {
    ...page,
    orderBy: { key: 'customerBusinessPartnerName', order: 'asc' },
  };
  const searched: DeliveriesRequest = { ...page, pageNumber: 1, quickSearch: 'berlin' };
  const filtered = toDeliveriesRequest(everyFilter, { timeZone: 'Europe/Berlin' });
  const result = await bench.compare(
    bench('unsorted page', () => {
      queryDeliveries(dataset, page);
    }),
    bench('sorted by customer', () => {
      queryDeliveries(dataset, sorted);
    }),
    bench('quick search', () => {
      queryDeliveries(dataset, searched);
    }),
    bench('every filter', () => {
      queryDeliveries(dataset, filtered);
    }),
    { time: 1_000 },
  );
  printMedians(
    'queryDeliveries over 10,000',
    ['unsorted page', 'sorted by customer', 'quick search', 'every filter'],
    result,
  );
});
