import { render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { useDeliveriesGrid } from '@src/grid/useDeliveriesGrid';
import { serveReference } from '../harness';
import { dataset, latePallets } from './whereYouAreHarness';

/** A host's own markup on the model: what it says, and buttons for the actions under test. */
function HostGrid() {
  const grid = useDeliveriesGrid({ baseUrl: '', paging: { prefetchNextPage: false } });
  const { applied: appliedView } = grid.view;
  const { actions } = grid;
  return (
    <div data-density={grid.view.density}>
      <p>
        {appliedView ? `${appliedView.name}${appliedView.changed ? ' (changed)' : ''}` : 'No view'}
      </p>
      <p>{grid.view.isInitial ? 'At the start' : 'Changed from the start'}</p>
      <p>{grid.query.settled ? `Rows: ${grid.rows?.length}` : 'Loading'}</p>
      <button onClick={() => actions.applyView(latePallets, latePallets)}>Apply</button>
      <button onClick={() => actions.sortBy({ key: 'code', order: 'asc' })}>Sort by code</button>
      <button onClick={actions.reset}>Reset</button>
    </div>
  );
}

describe('the headless model', () => {
  it('knows the applied saved view, whether it changed, and resets in one request', async () => {
    const bodies = serveReference(dataset);
    const user = userEvent.setup();
    const client = new QueryClient({
      defaultOptions: { queries: { refetchOnWindowFocus: false } },
    });
    render(
      <QueryClientProvider client={client}>
        <HostGrid />
      </QueryClientProvider>,
    );
    await screen.findByText('Rows: 25');
    expect(screen.getByText('No view')).toBeTruthy();
    expect(screen.getByText('At the start')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await screen.findByText('Late pallets');
    expect(screen.getByText('Changed from the start')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Sort by code' }));
    await screen.findByText('Late pallets (changed)');

    await screen.findByText('Rows: 25');
    await client.invalidateQueries({ refetchType: 'none' });
    const before = bodies.length;
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await screen.findByText('At the start');
    expect(screen.getByText('No view')).toBeTruthy();
    await waitFor(() => expect(bodies.slice(before)).toEqual([bodies[0]]));
    await screen.findByText('Rows: 25');
    expect(bodies.length).toBe(before + 1);
    expect(document.querySelector('[data-density]')!.getAttribute('data-density')).toBe(
      'comfortable',
    );
  });
});
