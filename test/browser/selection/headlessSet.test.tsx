import { render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import {
  useDeliveriesGrid,
  type DeliveriesGridOptions,
  type DeliveriesSelection,
} from '@src/index';
import { serveReference } from '../harness';
import { dataset } from './selectionHarness';

const broken: Record<string, unknown> = {
  nothing: null,
  'a query without a request': {
    kind: 'query',
    request: null,
    excludedCodes: [],
    asOf: '2026-11-25T08:00:00.000Z',
  },
  'an empty code': { kind: 'codes', codes: [''], deliveries: [] },
};

/**
 * A host's own markup on `useDeliveriesGrid`: a checkbox a row (Shift extends), the count, and
 * restore buttons; with `copies`, its rows are its own store's copies of the grid's.
 */
function SelectingHost({
  copies = false,
  ...options
}: DeliveriesGridOptions & { copies?: boolean }) {
  const grid = useDeliveriesGrid(options);
  const { selection } = grid;
  if (!selection) return <p>Loading selection…</p>;
  const { value } = selection;
  return (
    <section>
      {Object.entries(broken).map(([name, restored]) => (
        <button
          key={name}
          type="button"
          onClick={() => selection.actions.set(restored as DeliveriesSelection)}
        >
          Restore {name}
        </button>
      ))}
      <p>{value.kind === 'codes' ? `${value.codes.length} selected` : 'All matching selected'}</p>
      {selection.problem && <p role="status">{selection.problem}</p>}
      <ul aria-label="Deliveries">
        {grid.rows?.map((delivery) => (
          <li key={delivery.code}>
            <label>
              <input
                type="checkbox"
                checked={selection.isSelected(delivery)}
                onClick={(event) =>
                  selection.actions.toggle(copies ? { ...delivery } : delivery, {
                    extend: event.shiftKey,
                  })
                }
                readOnly
              />
              {delivery.code}
            </label>
          </li>
        ))}
      </ul>
    </section>
  );
}

describe('the headless selection.actions.set', () => {
  it('refuses what the selection prop refuses, says why and keeps the selection', async () => {
    serveReference(dataset, { latencyMs: 10 });
    const heard: DeliveriesSelection[] = [];
    const user = userEvent.setup();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <SelectingHost
          baseUrl=""
          paging={{ prefetchNextPage: false }}
          initialState={{ pageSize: 10 }}
          selection={{ onChange: (next) => heard.push(next) }}
        />
      </QueryClientProvider>,
    );
    const [first, second] = dataset;
    await user.click(await screen.findByRole('checkbox', { name: first!.code }));
    expect(screen.getByText('1 selected')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Restore nothing' }));
    expect(screen.getByRole('status').textContent).toBe(
      'The selection could not be used: it is not an object.',
    );
    expect(screen.getByText('1 selected')).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: first!.code }).checked).toBe(
      true,
    );

    await user.click(screen.getByRole('button', { name: 'Restore a query without a request' }));
    expect(screen.getByRole('status').textContent).toBe(
      'The selection could not be used: its request has no quick search text.',
    );
    expect(screen.getByText('1 selected')).toBeTruthy();
    // A code the grid never writes: a row with no code cannot be told from another.
    await user.click(screen.getByRole('button', { name: 'Restore an empty code' }));
    expect(screen.getByRole('status').textContent).toBe(
      'The selection could not be used: a code in it is empty.',
    );
    expect(screen.getByText('1 selected')).toBeTruthy();
    // The host heard only the person's changes, never a refused value.
    expect(heard).toHaveLength(1);

    // The next change the person makes is used, and the problem goes.
    await user.click(screen.getByRole('checkbox', { name: second!.code }));
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    expect(screen.getByText('2 selected')).toBeTruthy();
    expect(heard.at(-1)).toMatchObject({ kind: 'codes', codes: [first!.code, second!.code] });
  });

  it("toggles a range from a host's copies of the rows, as from the rows themselves", async () => {
    serveReference(dataset, { latencyMs: 10 });
    const user = userEvent.setup();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <SelectingHost
          copies
          baseUrl=""
          paging={{ prefetchNextPage: false }}
          initialState={{ pageSize: 10 }}
          selection={{}}
        />
      </QueryClientProvider>,
    );
    const codes = dataset.slice(0, 10).map((delivery) => delivery.code);
    await user.click(await screen.findByRole('checkbox', { name: codes[1] }));
    await user.keyboard('{Shift>}');
    await user.click(screen.getByRole('checkbox', { name: codes[4] }));
    await user.keyboard('{/Shift}');
    expect(screen.getByText('4 selected')).toBeTruthy();
    const ticked = screen.getAllByRole<HTMLInputElement>('checkbox').map((box) => box.checked);
    expect(ticked).toEqual([false, true, true, true, true, false, false, false, false, false]);
  });
});
