// What the Node micro-benchmarks time, bundled by `bundleMeasuredCode` as a host's bundler would.
export { parseDeliveries } from '@src/api/deliverySchema';
export { generateDeliveries } from '@src/mocks/generateDeliveries';
export { queryDeliveries } from '@src/mocks/queryDeliveries';
export { toDeliveriesRequest } from '@src/state/toDeliveriesRequest';
