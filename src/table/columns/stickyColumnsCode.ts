import { onDemandModule } from '../../shared/onDemandModule';

/**
 * What sticky columns need besides their CSS, fetched the first time rows are cut off sideways
 * or a column is pinned, before which no edge box shows: where pinned columns stick
 * (`pinOffsets`) and where the stacks' edge boxes go (`placeStacks`). One chunk: the first load
 * names each chunk it may fetch. A grid whose columns fit, none pinned, never needs it.
 */
export const stickyColumnsCode = onDemandModule(() => import('./stickyColumnsModule'));
