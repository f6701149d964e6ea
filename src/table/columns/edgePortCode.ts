import { onDemandModule } from '../../shared/onDemandModule';

/**
 * Placing the stacks' edge boxes: fetched the first time rows are cut off sideways, before which
 * no box shows. A grid whose columns fit never needs it.
 */
export const edgePortCode = onDemandModule(() => import('./stackEdgePort'));
