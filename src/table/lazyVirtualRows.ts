import type * as VirtualRowsModule from './DeliveriesTableVirtualRows';
import { onDemandModule, useOnDemandModule } from '../shared/onDemandModule';
import { useModuleFetch } from '../shared/useOnDemandCode';

type VirtualRows = typeof VirtualRowsModule.DeliveriesTableVirtualRows;

// Kept once loaded, so a long page after the preload draws at once, with no suspended render.
const virtualRowsCode = onDemandModule(() => import('./DeliveriesTableVirtualRows'));

/**
 * Starts fetching the virtualized body, a chunk of its own: pages of up to `virtualizeAbove`
 * rows, the usual ones, never need it. The grid calls this as soon as its page size says a long
 * page may come, so the chunk is there before the rows are; a failed fetch is tried again by a
 * later page.
 */
export const preloadVirtualRows = virtualRowsCode.load;

/**
 * The virtualized body once its chunk is there (at once when preloaded); `'failed'` when it
 * could not be fetched, so the grid draws every row instead; `undefined` while it loads.
 */
export function useVirtualRows(needed: boolean): VirtualRows | 'failed' | undefined {
  const code = useOnDemandModule(virtualRowsCode, needed);
  const [failure] = useModuleFetch(virtualRowsCode, needed && !code);
  return code?.DeliveriesTableVirtualRows ?? (failure ? 'failed' : undefined);
}
