import { useCallback, useState } from 'react';
import { isDensity } from '../views/logic/density';
import type { DeliveriesView } from '../views/types';

type Density = DeliveriesView['density'];

/** The host's `density`: `comfortable` when it gives none the grid has. */
export const hostDensityOf = (given: unknown): Density =>
  isDensity(given) ? given : 'comfortable';

/**
 * The grid's density: the host's (see {@link hostDensityOf}), or a saved view's until the host
 * passes another `density`. The setter takes a view's density, or `undefined` for the host's.
 */
export function useViewDensity(hostDensity: Density) {
  const [viewDensity, setViewDensity] = useState<{ from: Density; density: Density }>();
  const density = viewDensity?.from === hostDensity ? viewDensity.density : hostDensity;
  const set = useCallback(
    (next: Density | undefined) =>
      setViewDensity(next === undefined ? undefined : { from: hostDensity, density: next }),
    [hostDensity],
  );
  return [density, set] as const;
}
