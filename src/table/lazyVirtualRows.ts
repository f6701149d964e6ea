import { lazy } from 'react';
import type * as VirtualRowsModule from './DeliveriesTableVirtualRows';

let virtualRowsModule: Promise<typeof VirtualRowsModule> | undefined;

/**
 * Starts fetching the virtualized body, a chunk of its own: pages of up to `virtualizeAbove`
 * rows, the usual ones, never need it. The grid calls this as soon as its page size says a long
 * page may come, so the chunk is there before the rows are.
 */
export function preloadVirtualRows(): Promise<typeof VirtualRowsModule> {
  virtualRowsModule ??= import('./DeliveriesTableVirtualRows').catch((error: unknown) => {
    virtualRowsModule = undefined; // a later page tries again
    throw error;
  });
  return virtualRowsModule;
}

/** The virtualized body, loaded on first use. */
export const LazyVirtualRows = lazy(() =>
  preloadVirtualRows().then((module) => ({ default: module.DeliveriesTableVirtualRows })),
);
