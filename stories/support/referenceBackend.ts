import type { HttpHandler } from 'msw';
import type { SetupWorker } from 'msw/browser';
import type { DeliveriesRequest, FilterOption, FilterOptions, StatusOption } from '@src/index';
import {
  createDeliveriesHandlers,
  generateDeliveries,
  mockCouriers,
  mockCustomers,
  mockStatuses,
  mockUnits,
  mockWarehouses,
} from '@src/mocks/index';
import { liveBaseUrl } from './liveServer';

import { storyBaseUrl } from './liveServer';

export { liveBaseUrl, storyBaseUrl } from './liveServer';

/** The reference dataset of the catalogue: 300 deliveries, the same on every load. */
export const referenceDataset = generateDeliveries(300, 1);

/** A short answer time: enough to see the progress bar, short enough for the test run. */
export const referenceLatencyMs = 120;

/** Status labels and tones of the mock dataset. */
export const statusOptions: readonly StatusOption[] = mockStatuses;

const customerOptions: readonly FilterOption[] = mockCustomers.map((customer) => ({
  value: customer.customerId,
  label: customer.name,
}));

/**
 * Option lists of the multi-selects. Customers load on demand (as from a host's own
 * endpoint, with a little latency and the abort signal honoured); the others are static.
 */
export const filterOptions: FilterOptions = {
  couriers: mockCouriers.map((courier) => ({
    value: courier.courierId,
    label: courier.courierCode,
  })),
  warehouses: mockWarehouses.map((warehouse) => ({
    value: warehouse.warehouseId,
    label: warehouse.name,
  })),
  units: mockUnits.map((unit) => ({ value: unit.unitId, label: unit.name })),
  customers: {
    load: (search, signal) =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          const needle = search.trim().toLocaleLowerCase();
          resolve(
            customerOptions.filter((option) => option.label.toLocaleLowerCase().includes(needle)),
          );
        }, 80);
        signal.addEventListener('abort', () => {
          clearTimeout(timer);
          reject(signal.reason);
        });
      }),
  },
};

/**
 * Installs the story's handlers for `POST /api/deliveries`: the reference backend over the
 * reference dataset, with `faults` in front of it (MSW asks the last-added handlers first; a
 * fault made with `once: true` answers once and then lets the backend answer). `received`
 * gets every body the backend is sent, in order, for a play to check. With a live server
 * configured, the backend is left out and only the faults are installed.
 *
 * Call it from a story's `beforeEach`: `beforeEach: ({ msw }) => serveReferenceBackend(msw)`.
 *
 * @example
 * ```ts
 * beforeEach: ({ msw }) => serveReferenceBackend(msw, { faults: [deliveriesFaults.serverError()] }),
 * ```
 */
export function serveReferenceBackend(
  msw: SetupWorker,
  options: {
    faults?: readonly HttpHandler[];
    dataset?: typeof referenceDataset;
    latencyMs?: number;
    received?: DeliveriesRequest[];
  } = {},
): void {
  const { faults = [], dataset = referenceDataset, latencyMs = referenceLatencyMs } = options;
  const { received } = options;
  if (liveBaseUrl === undefined) {
    const onRequest = received && ((body: unknown) => received.push(body as DeliveriesRequest));
    msw.use(...createDeliveriesHandlers({ dataset, latencyMs, onRequest }));
  }
  if (faults.length > 0) msw.use(...faults);
}

/**
 * What every grid story starts from: the reference backend's address, its statuses and option
 * lists, and a fixed locale and time zone so the play functions read the same dates everywhere.
 */
export const referenceGridArgs = {
  baseUrl: storyBaseUrl,
  statusOptions,
  filters: { options: filterOptions },
  timeZone: 'Europe/Berlin',
  locale: 'en-GB',
};
