import { createContext, useContext, type RefObject } from 'react';
import type { DeliveriesGrid } from '../grid/model';
import type { DeliveriesGridStore, GridStoreInternals } from '../grid/store/gridStore';
import type { ExternalStore } from '../shared/externalStore';
import { shallowEqual, useStoreSelector } from '../shared/useStoreSelector';
import type { DeliveriesTableOptions } from './types';

/** What the root of `DeliveriesTable` adds to the model on each render, for its parts. */
export interface TableFrame {
  options: DeliveriesTableOptions;
  /** The details are drawn under the open row rather than beside the rows. */
  inlineDetails: boolean;
  /** Opens the filter panel and gives its element, or `null` while filters are off. */
  openFilters: (() => HTMLElement | null) | null;
  /** The grid shows cards (narrower than `cards.below`, their chunk there): `cardLayout`. */
  cards: boolean;
}

/**
 * What every part of `DeliveriesTable` shares: stable for the grid's life (stores and refs),
 * so a change renders only the parts whose slice of a store changed.
 */
export interface DeliveriesGridContextValue {
  /** The model with the selection as it is now. */
  store: DeliveriesGridStore;
  /** The model as the root last rendered it, without the selection: ticks do not touch it. */
  frame: GridStoreInternals['frame'];
  table: ExternalStore<TableFrame | null>;
  rootRef: RefObject<HTMLDivElement | null>;
  searchRef: RefObject<HTMLInputElement | null>;
  scrollRef: RefObject<HTMLDivElement | null>;
  tableRef: RefObject<HTMLTableElement | null>;
}

export const DeliveriesGridContext = createContext<DeliveriesGridContextValue | null>(null);

/** The grid's shared stores and elements; a part outside `DeliveriesTable` is the host's mistake to see. */
export function useGridParts(): DeliveriesGridContextValue {
  const value = useContext(DeliveriesGridContext);
  if (!value)
    throw new Error('deliveries-table: a grid part was rendered outside DeliveriesTable.');
  return value;
}

/**
 * A slice of the model with the selection as it is now: the part renders again only when the
 * slice changes (`isEqual`, default `Object.is`; `shallowEqual` for a few fields at once).
 */
export function useGridSelector<S>(
  selector: (grid: DeliveriesGrid) => S,
  isEqual?: (a: S, b: S) => boolean,
): S {
  return useStoreSelector(useGridParts().store, selector, isEqual);
}

/**
 * A slice of the model as the root last rendered it, without the selection: what most parts
 * read (a header's sort, a row's id). Ticks never touch it.
 */
export function useModelSelector<S>(
  selector: (grid: DeliveriesGrid) => S,
  isEqual?: (a: S, b: S) => boolean,
): S {
  return useStoreSelector(useGridParts().frame, (frame) => selector(frame!.grid), isEqual);
}

/** A slice of the host's options and the root's additions. */
export function useTableSelector<S>(
  selector: (frame: TableFrame) => S,
  isEqual?: (a: S, b: S) => boolean,
): S {
  return useStoreSelector(useGridParts().table, (frame) => selector(frame!), isEqual);
}

const modelOf = (frame: { grid: DeliveriesGrid } | null) => frame!.grid;
const wholeTable = (frame: TableFrame | null) => frame!;

/**
 * The model as the root rendered it (no selection: read that with `useGridSelector`), the
 * host's options and the shared elements: for parts that draw from much of it and render with
 * the root anyway (the toolbar, the pager). A tick renders none of them.
 */
export function useGridContext() {
  const parts = useGridParts();
  const grid = useStoreSelector(parts.frame, modelOf);
  const table = useStoreSelector(parts.table, wholeTable, shallowEqual);
  return { ...parts, grid, ...table };
}

/**
 * In a part of `DeliveriesTable` (a `slots` part, a custom cell): a slice of the grid's model,
 * selection included. The part renders again only when the slice changes (`isEqual`, default
 * `Object.is`; `shallowEqual` for a few fields).
 *
 * @example
 * ```tsx
 * function Pager() {
 *   const { page, next } = useDeliveriesTableSelector(
 *     (grid) => ({ page: grid.query.state.pageNumber, next: grid.actions.nextPage }),
 *     shallowEqual,
 *   );
 *   return <button onClick={next}>After page {page}</button>;
 * }
 * ```
 */
export const useDeliveriesTableSelector = useGridSelector;

/**
 * In a part of `DeliveriesTable`: a slice of the options the host passed.
 *
 * @example
 * ```tsx
 * const theme = useDeliveriesTableOptions((options) => options.theme);
 * ```
 */
export function useDeliveriesTableOptions<S>(
  selector: (options: DeliveriesTableOptions) => S,
  isEqual?: (a: S, b: S) => boolean,
): S {
  return useTableSelector((frame) => selector(frame.options), isEqual);
}
