import type { DeliveriesView } from '../types';

/** JSON with object keys sorted and `undefined` left out: equal values, equal text. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(
          Object.entries(inner as Record<string, unknown>).sort(([a], [b]) =>
            a < b ? -1 : a > b ? 1 : 0,
          ),
        )
      : inner,
  );
}

const comparable = (view: DeliveriesView, withPage: boolean) =>
  canonical({
    // A saved view always opens on page 1: turning the page does not change it.
    state: withPage ? view.state : { ...view.state, pageNumber: 1 },
    columns: { ...view.columns, hidden: [...view.columns.hidden].sort() },
    density: view.density,
  });

/**
 * Whether two views show the same thing: query state, column arrangement and density, as a
 * saved view keeps them. The page counts only with `withPage` (a saved view opens on page 1).
 *
 * @example
 * ```ts
 * sameView(applied, grid.view.current); // false once the person sorted
 * ```
 */
export function sameView(
  a: DeliveriesView,
  b: DeliveriesView,
  { withPage = false }: { withPage?: boolean } = {},
): boolean {
  return comparable(a, withPage) === comparable(b, withPage);
}
