import { onDemandModule } from '../../shared/onDemandModule';

/** The headers' "Column options" menus: a chunk of their own, fetched as the grid mounts. */
export const headerMenus = onDemandModule(() => import('./ColumnHeaderMenu'));
