import { onDemandModule, useOnDemandModule } from '../shared/onDemandModule';
import type { RowColumn } from './columns';

// One chunk for the filters' helpers in the rows: the cells' menus and "Which filter hides them?".
const filterHelp = onDemandModule(() => import('./filterHelpParts'));

/**
 * The filter menus of one row's cells, their code fetched on the first hover or focus of a row:
 * the grid's first load carries none of it. Until it is there (or if it cannot be fetched), the
 * cells simply offer nothing.
 */
export function CellFilterMenusOnDemand(props: {
  row: HTMLElement;
  columns: readonly RowColumn[];
}) {
  const loaded = useOnDemandModule(filterHelp, true);
  return loaded ? <loaded.CellFilterMenus {...props} /> : null;
}

/**
 * "Which filter hides them?" and what it finds, its code fetched when an empty result with
 * filters first shows.
 */
export function HidingFilterFinderOnDemand() {
  const loaded = useOnDemandModule(filterHelp, true);
  return loaded ? <loaded.HidingFilterHelp /> : null;
}
