import { useEffect, useState } from 'react';
import type * as VirtualRowsModule from './DeliveriesTableVirtualRows';
import { cachedLoad } from '../shared/onDemandPart';

type VirtualRows = typeof VirtualRowsModule.DeliveriesTableVirtualRows;

// Kept once loaded, so a long page after the preload draws at once, with no suspended render.
let loadedVirtualRows: VirtualRows | undefined;

/**
 * Starts fetching the virtualized body, a chunk of its own: pages of up to `virtualizeAbove`
 * rows, the usual ones, never need it. The grid calls this as soon as its page size says a long
 * page may come, so the chunk is there before the rows are; a failed fetch is tried again by a
 * later page.
 */
export const preloadVirtualRows = cachedLoad(() =>
  import('./DeliveriesTableVirtualRows').then((module) => {
    loadedVirtualRows = module.DeliveriesTableVirtualRows;
    return module;
  }),
);

/**
 * The virtualized body once its chunk is there (at once when preloaded); `'failed'` when it
 * could not be fetched, so the grid draws every row instead; `undefined` while it loads.
 */
export function useVirtualRows(needed: boolean): VirtualRows | 'failed' | undefined {
  // A lazy initial state: the value is itself a function (a component), never to be called.
  const [state, setState] = useState<VirtualRows | 'failed' | undefined>(() => loadedVirtualRows);
  const ready = state ?? loadedVirtualRows;
  useEffect(() => {
    if (!needed || ready) return;
    let live = true;
    preloadVirtualRows().then(
      (module) => live && setState(() => module.DeliveriesTableVirtualRows),
      () => live && setState('failed'),
    );
    return () => {
      live = false;
    };
  }, [needed, ready]);
  return ready;
}
