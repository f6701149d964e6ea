// The filters' code, one chunk the grid fetches once its state holds a filter: their check,
// their mapping onto the request (zoned wall-clock time) and relative date bounds.
export { checkFilters } from '../validation/checkFilters';
export { buildDeliveriesRequest } from '../deliveriesRequest';
export { resolveDateBound } from '../relativeDates/resolveDateBound';
export { watchDayTurn } from '../relativeDates/watchDayTurn';
