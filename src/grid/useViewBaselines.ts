import { useMemo, useState } from 'react';
import type { DeliveriesColumnSettings } from '../state/columnSettings';
import { defaultQueryState } from '../state/queryState';
import { checkQueryStateWith, type FiltersCheck } from '../state/validation/checkQueryStateWith';
import type { DeliveriesFilterState } from '../state/queryState';
import type { QueryStateLimits } from '../state/validation/queryStateLimits';
import { sameView } from '../views/logic/sameView';
import type { DeliveriesView, SavedDeliveriesView } from '../views/types';
import type { DeliveriesAppliedView } from './view/viewModel';
import type { DeliveriesGridSettings } from './options';

/**
 * The two views the grid measures itself against: where the host started it (what "Reset
 * view" restores) and the saved view last applied (what "(changed)" is said against).
 */
export function useViewBaselines({
  options,
  initialColumns,
  limits,
  view,
  checkFilters,
}: {
  options: Pick<DeliveriesGridSettings, 'initialState' | 'density'>;
  /** The host's `columnsMenu.defaultSettings`, checked. */
  initialColumns: DeliveriesColumnSettings;
  limits: QueryStateLimits;
  view: DeliveriesView;
  /** The check of filters, once the filters' code is there. */
  checkFilters: FiltersCheck | undefined;
}) {
  const { initialState, density = 'comfortable' } = options;
  // Checked like the grid's own state, so a start the check trims is not "changed" forever.
  // Filters waiting for their check are compared as the grid shows them (none) and restored as given.
  const { initialView, initialShown } = useMemo(() => {
    const start = { ...defaultQueryState, ...initialState };
    const { state, held } = checkQueryStateWith(start, limits, checkFilters);
    const restored =
      held === undefined ? state : { ...state, filters: held as DeliveriesFilterState };
    return {
      initialView: { state: restored, columns: initialColumns, density } as DeliveriesView,
      initialShown: { state, columns: initialColumns, density } as DeliveriesView,
    };
  }, [initialState, limits, checkFilters, initialColumns, density]);
  const [applied, setApplied] = useState<{ id: string; name: string; view: DeliveriesView }>();
  // Checked as the grid's state is, so with the filters' code once it is there.
  const appliedView = useMemo<DeliveriesAppliedView | null>(() => {
    if (!applied) return null;
    const state = checkQueryStateWith(applied.view.state, limits, checkFilters).state;
    return {
      id: applied.id,
      name: applied.name,
      changed: !sameView({ ...applied.view, state }, view),
    };
  }, [applied, view, limits, checkFilters]);
  // Not on every render: an answer or a tick leaves the view as it was.
  const isInitialView = useMemo(
    () => sameView(initialShown, view, { withPage: true }),
    [initialShown, view],
  );
  return {
    initialView,
    appliedView,
    isInitialView,
    /** Remembers the saved view just applied (as the grid took it), or forgets it. */
    rememberApplied: (taken?: DeliveriesView, saved?: SavedDeliveriesView) =>
      setApplied(taken && saved ? { id: saved.id, name: saved.name, view: taken } : undefined),
  };
}
