import { onDemandModule, useOnDemandModule } from '../../shared/onDemandModule';

const finder = onDemandModule(() => import('./HidingFilterFinder'));

/** {@link HidingFilterFinder}, its code fetched when a person first asks. */
export function HidingFilterFinderOnDemand() {
  const loaded = useOnDemandModule(finder, true);
  if (!loaded) return null;
  return <loaded.HidingFilterFinder />;
}
