import type { DeliveriesView, SavedDeliveriesView } from '../../views/types';

/**
 * The saved view last applied, and whether the grid still shows it (its state, columns and
 * density, the page aside).
 *
 * @example
 * ```tsx
 * grid.view.applied && <span>{grid.view.applied.name}{grid.view.applied.changed && ' (changed)'}</span>;
 * ```
 */
export interface DeliveriesAppliedView {
  id: string;
  name: string;
  /** Something was changed since it was applied. */
  changed: boolean;
}

/**
 * The view: what "Save view" saves (the state, the column arrangement and the density), the
 * saved view last applied, and going back to where the host started.
 *
 * @example
 * ```tsx
 * <button disabled={grid.view.isInitial} onClick={grid.view.actions.reset}>Reset view</button>;
 * ```
 */
export interface DeliveriesGridView {
  /** What "Save view" saves now. */
  current: DeliveriesView;
  /** The saved view last applied (`actions.applyView` with its record), else `null`. */
  applied: DeliveriesAppliedView | null;
  /** The grid shows where the host started it (page included): `reset` changes nothing. */
  isInitial: boolean;
  density: 'comfortable' | 'compact';
  /** Stable. */
  actions: {
    /** Applies a view (a saved one says its name in any notice), checked like the state. */
    applyView: (view: DeliveriesView, saved?: SavedDeliveriesView) => void;
    /**
     * Back to where the host started the grid, as one change (one request): `initialState`,
     * `columnsMenu.defaultSettings` and `density`; the applied saved view is forgotten.
     */
    reset: () => void;
  };
}
