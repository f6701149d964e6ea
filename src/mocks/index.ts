/**
 * `deliveries-table/mocks`: the reference backend of `POST /api/deliveries` for tests,
 * Storybook and hosts' own tests. The HTTP server lives in `./server` (Node only).
 */
export { generateDeliveries } from './generateDeliveries';
export { queryDeliveries } from './queryDeliveries';
export { validateDeliveriesRequest } from './validateDeliveriesRequest';
export { answerDeliveriesRequest } from './answerDeliveriesRequest';
export { createDeliveriesHandlers } from './handlers';
export { deliveriesFaults } from './faults';
export { deliveriesUrlPattern } from './deliveriesEndpoint';
export {
  mockCouriers,
  mockCustomers,
  mockStatuses,
  mockTags,
  mockTenants,
  mockUnits,
  mockWarehouses,
} from './referenceData';

export type { MockDelivery } from './generateDeliveries';
export type { QueryDeliveriesOptions } from './queryDeliveries';
export type {
  DeliveriesRequestValidation,
  ValidateDeliveriesRequestOptions,
} from './validateDeliveriesRequest';
export type { AnswerDeliveriesRequestOptions, DeliveriesAnswer } from './answerDeliveriesRequest';
export type { DeliveriesHandlersOptions } from './handlers';
export type {
  DeliveriesFaultName,
  DeliveriesFaultOptions,
  DeliveriesFaultServingOptions,
} from './faults';
export type { DeliveriesRequestObserver } from './deliveriesEndpoint';
export type {
  MockCourier,
  MockCustomer,
  MockStatus,
  MockStatusTone,
  MockUnit,
  MockWarehouse,
} from './referenceData';
