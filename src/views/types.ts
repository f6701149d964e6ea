import type { DeliveriesColumnSettings } from '../state/columnSettings';
import type { DeliveriesQueryState } from '../state/queryState';

/**
 * What a saved view restores: the query (filters with their advanced rows, sort, page size and
 * quick search; a view always opens on page 1), the column arrangement and the density.
 *
 * @example
 * ```ts
 * const view: DeliveriesView = {
 *   state: { ...defaultQueryState, orderBy: { key: 'insertTime', order: 'desc' } },
 *   columns: { order: [], hidden: ['tenant'], widths: {} },
 *   density: 'compact',
 * };
 * ```
 */
export interface DeliveriesView {
  state: DeliveriesQueryState;
  columns: DeliveriesColumnSettings;
  density: 'comfortable' | 'compact';
}

/**
 * A view a person named and saved, as a `DeliveriesViewStorage` keeps it.
 *
 * @example
 * ```ts
 * const saved: SavedDeliveriesView = {
 *   id: '6f1c…', name: 'Late pallets', savedAt: '2026-11-02T08:30:00.000Z',
 *   state: { ...defaultQueryState, filters: { status: [5] } },
 *   columns: defaultColumnSettings,
 *   density: 'comfortable',
 * };
 * ```
 */
export interface SavedDeliveriesView extends DeliveriesView {
  /** Stable identity, unique within the store. */
  id: string;
  name: string;
  /** ISO 8601 instant of the last save or rename. */
  savedAt: string;
}
