import type { DeliveriesViewStorage } from './storage/viewStorage';

/**
 * The grid's "Views" menu: save the query, column arrangement and density under a name, then
 * apply, rename or delete. `savedViews={false}` hides it.
 *
 * @example
 * ```tsx
 * <DeliveriesTable baseUrl="/gateway" savedViews={{ storage: localStorageViews('ops:views') }} />
 * ```
 */
export interface DeliveriesSavedViewsOptions {
  /** Where saved views live; default `localStorageViews()` (this browser only). */
  storage?: DeliveriesViewStorage;
}
