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
