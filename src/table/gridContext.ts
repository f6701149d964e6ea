import { createContext, useContext, type RefObject } from 'react';
import type { DeliveriesGrid } from '../grid/model';
import type { ActionJob } from '../selection/useActionRun';
import type { DeliveriesTableOptions } from './types';

/** What every part of `DeliveriesTable` reads: the model, the host's options, shared elements. */
export interface DeliveriesGridContextValue {
  grid: DeliveriesGrid;
  options: DeliveriesTableOptions;
  rootRef: RefObject<HTMLDivElement | null>;
  searchRef: RefObject<HTMLInputElement | null>;
  scrollRef: RefObject<HTMLDivElement | null>;
  tableRef: RefObject<HTMLTableElement | null>;
  /** Runs a bulk or row action where its progress and outcome show (set by the selection area). */
  actionRunRef: RefObject<((job: ActionJob) => boolean) | null>;
  /** The details are drawn under the open row rather than beside the rows. */
  inlineDetails: boolean;
  /** Opens the filter panel and gives its element, or `null` while filters are off. */
  openFilters: (() => HTMLElement | null) | null;
}

export const DeliveriesGridContext = createContext<DeliveriesGridContextValue | null>(null);

/** The grid a part belongs to; a part outside `DeliveriesTable` is the host's mistake to see. */
export function useGridContext(): DeliveriesGridContextValue {
  const value = useContext(DeliveriesGridContext);
  if (!value)
    throw new Error('deliveries-table: a grid part was rendered outside DeliveriesTable.');
  return value;
}
