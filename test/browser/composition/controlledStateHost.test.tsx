import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DeliveriesTable, defaultQueryState, type DeliveriesQueryState } from '@src/index';
import { generateDeliveries, mockStatuses } from '@src/mocks/index';
import { firstRows, serveReference } from '../harness';

/** A host that holds the state and hands it back as a fresh copy on every render. */
function Host() {
  const [state, setState] = useState<DeliveriesQueryState>({ ...defaultQueryState, pageSize: 10 });
  const [ticks, setTicks] = useState(0);
  return (
    <>
      <button type="button" onClick={() => setTicks((n) => n + 1)}>
        Tick {ticks}
      </button>
      <DeliveriesTable
        baseUrl=""
        statusOptions={mockStatuses}
        paging={{ prefetchNextPage: false }}
        state={{ ...state, filters: { ...state.filters } }}
        onStateChange={(next) => setState({ ...next })}
        selection={{}}
      />
    </>
  );
}

describe('a host holding the state, as a fresh copy each render', () => {
  it('sends one request per change and renders no loop', async () => {
    const errors = vi.spyOn(console, 'error');
    const bodies = serveReference(generateDeliveries(30, 4));
    render(
      <QueryClientProvider client={new QueryClient()}>
        <Host />
      </QueryClientProvider>,
    );
    await firstRows(15_000);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Tick 0' }));
    await user.click(screen.getByRole('button', { name: 'Tick 1' }));
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(bodies.at(-1)?.pageNumber).toBe(2), { timeout: 10_000 });
    await user.click(screen.getByRole('button', { name: 'Tick 2' }));
    await screen.findByRole('button', { name: 'Tick 3' });
    expect(bodies.map((body) => body.pageNumber)).toEqual([1, 2]);
    expect(errors).not.toHaveBeenCalled();
  });
});

/** A host that keeps 10 rows a page: a change of page size is heard and not taken. */
function RefusingHost({ heard }: { heard: DeliveriesQueryState[] }) {
  const [state, setState] = useState<DeliveriesQueryState>({ ...defaultQueryState, pageSize: 10 });
  return (
    <DeliveriesTable
      baseUrl=""
      statusOptions={mockStatuses}
      paging={{ prefetchNextPage: false }}
      state={state}
      onStateChange={(next) => {
        heard.push(next);
        // Refused without a render: the grid keeps showing the host's state.
        if (next.pageSize === state.pageSize) setState(next);
      }}
    />
  );
}

describe('a host that refuses a change', () => {
  it('hears the next change from its own state, without the refused one in it', async () => {
    const bodies = serveReference(generateDeliveries(30, 4));
    const heard: DeliveriesQueryState[] = [];
    render(
      <QueryClientProvider client={new QueryClient()}>
        <RefusingHost heard={heard} />
      </QueryClientProvider>,
    );
    await firstRows(15_000);
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '50');
    expect(heard.map(({ pageSize, pageNumber }) => [pageSize, pageNumber])).toEqual([[50, 1]]);
    // The grid shows what the host holds: 10 a page.
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Rows per page' }).value).toBe(
      '10',
    );
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(heard.map(({ pageSize, pageNumber }) => [pageSize, pageNumber])).toEqual([
      [50, 1],
      [10, 2],
    ]);
    await waitFor(() => expect(bodies.at(-1)).toMatchObject({ pageNumber: 2, pageSize: 10 }), {
      timeout: 10_000,
    });
  });
});
