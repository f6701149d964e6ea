import type { DeliveriesFilterState } from '../../state/queryState';

/**
 * The filters in force, and applying or clearing them (a panel, a chip's remove button and a
 * host's own controls all call these).
 *
 * @example
 * ```tsx
 * <button onClick={() => grid.filters.actions.applyFilters({ ...grid.filters.applied, courierIds: [7] })}>
 *   Courier 7 only
 * </button>;
 * ```
 */
export interface DeliveriesGridFilters {
  /** The checked filters the request is made from (a date preset still as its id). */
  applied: DeliveriesFilterState;
  /** Stable. */
  actions: {
    /** New filters, checked like every state, back to page 1. */
    applyFilters: (filters: DeliveriesFilterState) => void;
    clearFilters: () => void;
  };
}
