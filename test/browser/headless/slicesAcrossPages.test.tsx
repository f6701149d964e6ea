import { memo, useEffect } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { generateDeliveries } from '@src/mocks/index';
import {
  useDeliveriesGrid,
  useDeliveriesGridSelector,
  type DeliveriesGridStore,
  type DeliveriesQueryState,
} from '@src/index';
import { serveReference } from '../harness';

const dataset = generateDeliveries(400, 3);
const generous = { timeout: 10_000 };
// Renders of each part: an effect with no list runs after each.
const renders: Record<string, number> = { filters: 0, sorting: 0 };
const counted = (id: string) => void (renders[id] = (renders[id] ?? 0) + 1);

/** A host's parts, each reading one slice through the store (Headless.mdx). */
const FiltersPart = memo(function FiltersPart({ store }: { store: DeliveriesGridStore }) {
  const filters = useDeliveriesGridSelector(store, (grid) => grid.filters);
  useEffect(() => counted('filters'));
  return <p>Statuses: {filters.applied.status?.length ?? 0}</p>;
});
const SortingPart = memo(function SortingPart({ store }: { store: DeliveriesGridStore }) {
  const sorting = useDeliveriesGridSelector(store, (grid) => grid.sorting);
  useEffect(() => counted('sorting'));
  return <p>Sorted by {sorting.orderBy?.key ?? 'nothing'}</p>;
});

function Host({ initialState }: { initialState: Partial<DeliveriesQueryState> }) {
  const grid = useDeliveriesGrid({
    baseUrl: '',
    initialState,
    paging: { prefetchNextPage: false },
  });
  return (
    <>
      <FiltersPart store={grid.store} />
      <SortingPart store={grid.store} />
      <button type="button" onClick={() => grid.paging.actions.nextPage()}>
        Next page
      </button>
      <output>
        Page {grid.paging.rowsFrom?.pageNumber}, {grid.query.isFetching ? 'loading' : 'shown'}
      </output>
    </>
  );
}

describe("a headless host's parts reading a slice", () => {
  it('hold through page turns: the filters and the sort are the same objects while equal', async () => {
    const bodies = serveReference(dataset);
    const initialState = {
      pageSize: 10,
      filters: { status: [1, 2] },
      orderBy: { key: 'insertTime', order: 'desc' as const },
    };
    render(
      <QueryClientProvider client={new QueryClient()}>
        <Host initialState={initialState} />
      </QueryClientProvider>,
    );
    const page = () => screen.getByRole('status').textContent;
    await waitFor(() => expect(page()).toBe('Page 1, shown'), generous);
    expect(screen.getByText('Statuses: 2')).toBeTruthy();
    expect(screen.getByText('Sorted by insertTime')).toBeTruthy();
    const before = { ...renders };
    for (const pageNumber of [2, 3]) {
      await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
      await waitFor(() => expect(page()).toBe(`Page ${pageNumber}, shown`), generous);
    }
    expect(bodies.map((body) => body.pageNumber)).toEqual([1, 2, 3]);
    expect(bodies[2]).toMatchObject({ filters: { status: [1, 2] }, orderBy: initialState.orderBy });
    expect(renders).toEqual(before);
  });
});
