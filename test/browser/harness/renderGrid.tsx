import { loadFilterChips } from '@src/filters/ActiveFilterChipsOnDemand';
import { loadPanelTabOrder } from '@src/table/DeliveriesTableFilters';
import { render, waitFor, type RenderOptions, type RenderResult } from '@testing-library/react';
import { expect } from 'vitest';
import { userEvent, type UserEvent } from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import type { DeliveriesRequest } from '@src/api/types';
import { DeliveriesTable, type DeliveriesTableProps } from '@src/index';
import type { MockDelivery } from '@src/mocks/index';
import { firstDeliveries } from './firstRows';
import { serveReference } from './referenceBackend';

/** Props of the grid under test: any subset, so a renamed prop breaks only the tests that use it. */
export type GridProps = Partial<DeliveriesTableProps>;

/** Options of `renderGrid`: everything around the grid, none of its props. */
export interface RenderGridOptions {
  /** Serves the reference backend over these rows before rendering; `bodies` records requests. */
  serve?: readonly MockDelivery[];
  /** The reference backend's delay before each answer (with `serve`). */
  latencyMs?: number;
  /** The host's QueryClient; default a fresh one, as the grid's own would be. */
  queryClient?: QueryClient;
  /** Host markup around the grid (a sized box, a button before it). */
  wrap?: (grid: ReactElement) => ReactElement;
  /** Passed to Testing Library's `render` (a container, for example). */
  renderOptions?: RenderOptions;
}

/** What `renderGrid` gives back: Testing Library's result and the grid's surroundings. */
export interface GridView extends RenderResult {
  /** A user-event instance, made on first use. */
  readonly user: UserEvent;
  /** Every body the reference backend received (empty without `serve`). */
  bodies: DeliveriesRequest[];
  queryClient: QueryClient;
  /**
   * Resolves with this view once the grid shows its first data rows (or cards) and its toolbar's
   * on-demand controls ("Views", "Columns", "Export") and the filter chips are the real ones, not their stand-ins; pass
   * `{ standIns: true }` to leave them as they are (a test of the stand-ins).
   */
  ready(timeout?: number, options?: { standIns?: boolean }): Promise<GridView>;
  /** The host renders the grid again with other props (same QueryClient, client and state). */
  rerenderGrid(props: GridProps): void;
}

// The grid's own QueryClient does not refetch on window focus: neither does the test's.
const freshQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false } } });

/**
 * Props every browser test starts from: no look-ahead request (unless a test's `paging` asks
 * for it), and same origin unless a client.
 */
const baseProps = (props: GridProps): GridProps => ({
  ...(props.client === undefined && { baseUrl: props.baseUrl ?? '' }),
  paging: { prefetchNextPage: false, ...props.paging },
});

/**
 * Renders `<DeliveriesTable>` as a host would, in a fresh QueryClient, optionally over the
 * reference backend. Props pass through on top of `baseUrl=""` and no look-ahead.
 *
 * @example
 * ```tsx
 * const grid = renderGrid({ locale: 'en-GB' }, { serve: dataset });
 * await grid.ready();
 * expect(grid.bodies).toEqual([firstPage]);
 * ```
 */
export function renderGrid(props: GridProps = {}, options: RenderGridOptions = {}): GridView {
  const { serve, latencyMs, wrap = (grid) => grid, renderOptions } = options;
  const bodies = serve ? serveReference(serve, latencyMs === undefined ? {} : { latencyMs }) : [];
  const queryClient = options.queryClient ?? freshQueryClient();
  const page = (gridProps: GridProps) => (
    <QueryClientProvider client={queryClient}>
      {wrap(
        <DeliveriesTable
          {...({ ...gridProps, ...baseProps(gridProps) } as DeliveriesTableProps)}
        />,
      )}
    </QueryClientProvider>
  );
  const rendered = render(page(props), renderOptions);
  const source = props.client === undefined ? {} : { client: props.client };
  let user: UserEvent | undefined;
  const view: GridView = {
    ...rendered,
    get user() {
      return (user ??= userEvent.setup());
    },
    bodies,
    queryClient,
    ready: async (timeout, options) => {
      await firstDeliveries(timeout);
      if (!options?.standIns) {
        await waitFor(() => expect(document.querySelector('[data-stand-in]')).toBeNull(), {
          timeout: timeout ?? 10_000,
        });
        // The chips' and the filter panel's Tab order's code too, so chips of filters applied
        // later draw at once and Tab goes into an opened panel (a busy runner fetches a chunk
        // slowly; a person's browser has it long before they apply or press Tab).
        await Promise.all([loadFilterChips(), loadPanelTabOrder()]);
      }
      return view;
    },
    // A host's re-render keeps its client unless it passes another source.
    rerenderGrid: (nextProps) =>
      rendered.rerender(
        page(
          'client' in nextProps || 'baseUrl' in nextProps
            ? nextProps
            : ({ ...source, ...nextProps } as GridProps),
        ),
      ),
  };
  return view;
}

/**
 * A file's own `renderGrid`: its fixed props and options, then each test's props on top.
 *
 * @example
 * ```ts
 * const renderGrid = gridRenderer({ locale: 'en-GB', timeZone: 'UTC' }, { serve: dataset });
 * const { user } = renderGrid({ theme: 'dark' });
 * ```
 */
export function gridRenderer(defaults: GridProps, options: RenderGridOptions = {}) {
  return (props: GridProps = {}, more: RenderGridOptions = {}): GridView => {
    const view = renderGrid({ ...defaults, ...props } as GridProps, { ...options, ...more });
    const rerenderGrid = view.rerenderGrid;
    view.rerenderGrid = (nextProps) => rerenderGrid({ ...defaults, ...nextProps } as GridProps);
    return view;
  };
}
