import { onDemandModule, useOnDemandModule } from '../../shared/onDemandModule';

const finder = onDemandModule(() => import('./HidingFilterFinder'));

/**
 * "Which filter hides them?" and what it finds, its code fetched when an empty result with
 * filters first shows: the grid's first load carries none of it.
 */
export function HidingFilterFinderOnDemand() {
  const loaded = useOnDemandModule(finder, true);
  if (!loaded) return null;
  return <loaded.HidingFilterHelp />;
}
