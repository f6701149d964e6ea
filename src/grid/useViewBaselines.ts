import { useMemo, useState } from 'react';
import type { DeliveriesColumnSettings } from '../state/columnSettings';
import { defaultQueryState } from '../state/queryState';
import { checkQueryStateCodes } from '../state/validation/checkQueryState';
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
}: {
  options: Pick<DeliveriesGridSettings, 'initialState' | 'density'>;
  /** The host's `columnsMenu.defaultSettings`, checked. */
  initialColumns: DeliveriesColumnSettings;
  limits: QueryStateLimits;
  view: DeliveriesView;
}) {
  const { initialState, density = 'comfortable' } = options;
  // Checked like the grid's own state, so a start the check trims is not "changed" forever.
  const initialView = useMemo<DeliveriesView>(
    () => ({
      state: checkQueryStateCodes({ ...defaultQueryState, ...initialState }, limits).state,
      columns: initialColumns,
      density,
    }),
    [initialState, limits, initialColumns, density],
  );
  const [applied, setApplied] = useState<{ id: string; name: string; view: DeliveriesView }>();
  const appliedView = useMemo<DeliveriesAppliedView | null>(
    () =>
      applied
        ? { id: applied.id, name: applied.name, changed: !sameView(applied.view, view) }
        : null,
    [applied, view],
  );
  return {
    initialView,
    appliedView,
    isInitialView: sameView(initialView, view, { withPage: true }),
    /** Remembers the saved view just applied (as the grid took it), or forgets it. */
    rememberApplied: (taken?: DeliveriesView, saved?: SavedDeliveriesView) =>
      setApplied(
        taken && saved
          ? {
              id: saved.id,
              name: saved.name,
              view: { ...taken, state: checkQueryStateCodes(taken.state, limits).state },
            }
          : undefined,
      ),
  };
}
