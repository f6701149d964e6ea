import { onDemandModule } from '../../shared/onDemandModule';

/**
 * The filters' code, fetched the first time the grid's state holds a filter: a grid without
 * filters never pays for it. Parts that set filters warm it (`load`) so it is there on apply.
 *
 * @example
 * ```ts
 * void filtersCode.load().catch(() => undefined); // the panel opens: a filter may follow
 * ```
 */
export const filtersCode = onDemandModule(() => import('./filtersCodeModule'));

/** What the filters' code holds, once it is there. */
export type FiltersCode = Awaited<ReturnType<typeof filtersCode.load>>;

/**
 * Fetches the filters' code ahead of need, from a part that sets filters (the panel), so a
 * filter applied there is asked for at once. A failure is left to the grid, which shows it.
 *
 * @example
 * ```ts
 * useEffect(warmFiltersCode, []);
 * ```
 */
export function warmFiltersCode(): void {
  void filtersCode.load().catch(() => undefined);
}
