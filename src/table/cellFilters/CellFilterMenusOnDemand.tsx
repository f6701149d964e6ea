import { onDemandModule, useOnDemandModule } from '../../shared/onDemandModule';
import type { RowColumn } from '../columns';

const cellFilterMenus = onDemandModule(() => import('./CellFilterMenus'));

/**
 * The filter menus of one row's cells, their code fetched on the first hover or focus of a row:
 * the grid's first load carries none of it. Until it is there (or if it cannot be fetched), the
 * cells simply offer nothing.
 */
export function CellFilterMenusOnDemand(props: {
  row: HTMLTableRowElement;
  columns: readonly RowColumn[];
}) {
  const loaded = useOnDemandModule(cellFilterMenus, true);
  if (!loaded) return null;
  return <loaded.CellFilterMenus {...props} />;
}
