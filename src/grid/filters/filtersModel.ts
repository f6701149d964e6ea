import type { DeliveryFilters } from '../../api/types';

/**
 * The filters in force, and applying or clearing them (a panel, a chip's remove button and a
 * host's own controls all call these).
 *
 * @example
 * ```tsx
 * <button onClick={() => grid.filters.actions.applyFilters({ ...grid.filters.applied, courierIds: ['dhl'] })}>
 *   DHL only
 * </button>;
 * ```
 */
export interface DeliveriesGridFilters {
  /** The checked filters the request is made from. */
  applied: DeliveryFilters;
  /** Stable. */
  actions: {
    /** New filters, checked like every state, back to page 1. */
    applyFilters: (filters: DeliveryFilters) => void;
    clearFilters: () => void;
  };
}
