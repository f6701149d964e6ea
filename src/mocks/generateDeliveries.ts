import type { Delivery } from '../api/types';
import {
  mockCouriers,
  mockCustomers,
  mockTags,
  mockTenants,
  mockUnits,
  mockWarehouses,
} from './referenceData';
import { createSeededRandom, weightedTable, type SeededRandom } from './seededRandom';

/**
 * A delivery of the mock dataset: the contract's nine fields plus the ones its filters
 * address (`id`, the `…Id`s, `requestedTime`, `tags`).
 *
 * @example
 * ```ts
 * const [first] = generateDeliveries(1);
 * first?.courierId; // 11..18, see mockCouriers
 * ```
 */
export interface MockDelivery extends Delivery {
  /** Delivery id, matched by `filters.deliveryIds`. */
  id: number;
  courierId: number;
  warehouseId: number;
  customerId: number;
  /** 1..12, see `mockUnits`. */
  unitId: number;
  /** ISO 8601 UTC, 0 to 14 days after `insertTime`. */
  requestedTime: string;
  tags: string[];
}

const DAY_MS = 86_400_000;
// A fixed anchor, not Date.now(): the same seed must give the same rows on every day.
const WINDOW_END_MS = Date.UTC(2026, 10, 1);
const WINDOW_START_MS = Date.UTC(2026, 1, 1);

const tenantWeights = weightedTable(mockTenants.map((tenant, index) => [tenant, 6 - index]));
const courierWeights = weightedTable(
  mockCouriers.map((courier, index) => [courier, 8 - index * 0.8]),
);
// A few big customers and a long tail, as in any real order book.
const customerWeights = weightedTable(
  mockCustomers.map((customer, index) => [customer, 1 / (index + 1) ** 0.6]),
);
// Weights by index: 0 tags 45 %, 1 tag 35 %, …
const tagCountWeights = weightedTable([45, 35, 15, 5].map((weight, count) => [count, weight]));
// Weights of statuses 0..6 by age: older deliveries have mostly run their course.
const statusWeightsByAge = [
  { maxAgeDays: 2, weights: [5, 3, 1, 0, 0, 0, 0.3] },
  { maxAgeDays: 7, weights: [0, 2, 3, 4, 0, 1, 0.5] },
  { maxAgeDays: 21, weights: [0, 0, 0, 3, 5, 1.5, 0.5] },
  { maxAgeDays: Infinity, weights: [2, 2, 2, 6, 70, 8, 10] },
].map(({ maxAgeDays, weights }) => ({
  maxAgeDays,
  table: weightedTable(weights.map((weight, status) => [status, weight])),
}));

function statusForAge(random: SeededRandom, ageDays: number): number {
  const band = statusWeightsByAge.find(({ maxAgeDays }) => ageDays < maxAgeDays);
  if (band === undefined) throw new RangeError(`No status weights for an age of ${ageDays} days.`);
  return random.weighted(band.table);
}

/** Mostly during the working day, sometimes at night. */
function insertInstant(random: SeededRandom): number {
  const day = random.int(0, (WINDOW_END_MS - WINDOW_START_MS) / DAY_MS - 1);
  const hour = random.next() < 0.85 ? random.int(5, 18) : random.int(0, 23);
  const second = random.int(0, 3599);
  return WINDOW_START_MS + day * DAY_MS + hour * 3_600_000 + second * 1000;
}

function pickTags(random: SeededRandom): string[] {
  const count = random.weighted(tagCountWeights);
  const tags: string[] = [];
  while (tags.length < count) {
    const tag = random.pick(mockTags);
    if (!tags.includes(tag)) tags.push(tag);
  }
  return tags;
}

/**
 * A deterministic, realistic dataset: the same `count` and `seed` give the same rows.
 * Rows come newest first; `code` and `id` grow with `insertTime` and are unique.
 * Insert times spread over the nine months before 2026-11-01 (UTC).
 *
 * @example
 * ```ts
 * const dataset = generateDeliveries(300);
 * dataset[0]?.code; // 'DLV-2026-…', the newest delivery
 * ```
 */
export function generateDeliveries(count: number, seed = 1): MockDelivery[] {
  if (!Number.isInteger(count) || count < 0) {
    throw new RangeError(`count must be a non-negative integer, got ${count}.`);
  }
  const random = createSeededRandom(seed);
  const instants = Array.from({ length: count }, () => insertInstant(random));
  instants.sort((a, b) => a - b);

  let sequence = 4000 + random.int(0, 999);
  let id = 150_000 + random.int(0, 9_999);
  const deliveries: MockDelivery[] = [];
  for (const inserted of instants) {
    // Gaps, as when other systems take numbers from the same sequence.
    sequence += random.int(1, 3);
    id += random.int(1, 2);
    const tenant = random.weighted(tenantWeights);
    const courier = random.weighted(courierWeights);
    const warehouse = random.pick(mockWarehouses);
    const customer = random.weighted(customerWeights);
    const unit = random.pick(mockUnits);
    const duQty = Math.max(1, Math.ceil(500 * random.next() ** 3));
    // Small quantities travel as parcels; larger ones fill pallets of roughly 15 units.
    const palletQty =
      duQty < 8
        ? Number(random.next() < 0.2)
        : Math.min(33, Math.round((duQty / 15) * (0.8 + 0.4 * random.next())));
    const requested = inserted + random.int(0, 14 * 48) * 1_800_000;
    const insertedDate = new Date(inserted);
    deliveries.push({
      code: `DLV-${insertedDate.getUTCFullYear()}-${String(sequence).padStart(6, '0')}`,
      tenantName: tenant.name,
      courierCode: courier.courierCode,
      warehouseName: warehouse.name,
      customerBusinessPartnerName: customer.name,
      duQty,
      palletQty,
      status: statusForAge(random, (WINDOW_END_MS - inserted) / DAY_MS),
      insertTime: insertedDate.toISOString(),
      id,
      courierId: courier.courierId,
      warehouseId: warehouse.warehouseId,
      customerId: customer.customerId,
      unitId: unit.unitId,
      requestedTime: new Date(requested).toISOString(),
      tags: pickTags(random),
    });
  }
  return deliveries.reverse();
}
