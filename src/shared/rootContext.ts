import { createContext } from 'react';

/**
 * True inside an element that already carries the `deliveries-table` root class (the grid
 * provides it around its parts). The filter panel and the chips then leave that class off
 * their own root, so a host's theme variables on the grid's root reach them unchanged;
 * standalone, they carry it themselves and the stylesheet's scoping still applies.
 *
 * @example
 * ```tsx
 * <div className="deliveries-table">
 *   <DeliveriesTableRootContext.Provider value={true}>
 *     <DeliveriesFilterPanel onApply={setFilters} />
 *   </DeliveriesTableRootContext.Provider>
 * </div>
 * ```
 */
export const DeliveriesTableRootContext = createContext(false);
