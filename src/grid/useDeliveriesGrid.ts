import { useStoreSelector } from '../shared/useStoreSelector';
import type { DeliveriesGrid } from './model';
import type { DeliveriesGridOptions } from './options';
import { useUsableOptions } from './usableOptions';
import { useGridModel } from './useGridModel';

/**
 * The grid without markup: query state (controlled or not, always checked), the request, the
 * page with its look-ahead, rows kept while the next page loads, phases, column layout, and
 * the actions. `DeliveriesTable` is this plus its parts; build your own markup (MUI, shadcn,
 * Mantine…) on the same model and it behaves the same. Needs a `QueryClientProvider` above.
 *
 * @example
 * ```tsx
 * function MyGrid() {
 *   const grid = useDeliveriesGrid({ baseUrl: '/gateway' });
 *   return (
 *     <ul aria-busy={grid.query.isFetching}>
 *       {grid.rows?.map((delivery) => <li key={grid.rowKeyOf(delivery)}>{delivery.code}</li>)}
 *       <button disabled={!grid.paging.canNextPage} onClick={grid.actions.nextPage}>Next page</button>
 *     </ul>
 *   );
 * }
 * ```
 */
export function useDeliveriesGrid(options: DeliveriesGridOptions): DeliveriesGrid {
  const { store } = useGridModel(useUsableOptions(options));
  // This component renders the model itself: it hears only ticks, which come between renders.
  return useStoreSelector(store, wholeGrid);
}

const wholeGrid = (grid: DeliveriesGrid) => grid;
