import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import {
  defaultQueryState,
  useDeliveriesGrid,
  type DeliveriesGrid,
  type DeliveriesQueryState,
  type DeliveriesView,
  type SavedDeliveriesView,
} from '@src/index';
import { generateDeliveries } from '@src/mocks/index';
import { serveReference } from '../harness';
import { GridLists, renderHeadlessHost } from '../review/headlessHost';

const dataset = generateDeliveries(80, 3);
export const generous = { timeout: 10_000 };
export const byCode = { key: 'code', order: 'asc' } as const;
const withFilters: DeliveriesView = {
  state: { ...defaultQueryState, pageSize: 10, filters: { tags: ['fragile'] } },
  columns: { order: [], hidden: [], widths: {} },
  density: 'comfortable',
};
// A column the quick check cannot take (an unknown id): the full check is fetched for it.
const withOddColumns: DeliveriesView = {
  state: { ...defaultQueryState, pageSize: 50 },
  columns: { order: ['colour'], hidden: [], widths: {} },
  density: 'compact',
};
// A saved one with filters, Status hidden and compact: all of it lands with its state.
const savedFiltered: SavedDeliveriesView = {
  ...withFilters,
  columns: { order: [], hidden: ['status'], widths: {} },
  density: 'compact',
  id: 'fragile',
  name: 'Fragile',
  savedAt: '2026-11-30T08:00:00.000Z',
};
const plain: DeliveriesView = {
  state: { ...defaultQueryState, pageSize: 50 },
  columns: { order: [], hidden: [], widths: {} },
  density: 'compact',
};

/** The host's buttons, each one handler calling the grid's actions in order. */
const controls = (grid: DeliveriesGrid) => {
  const { actions } = grid;
  const button = (name: string, onClick: () => void) => (
    <button key={name} type="button" onClick={onClick}>
      {name}
    </button>
  );
  return [
    button('Filtered view', () => actions.applyView(withFilters)),
    button('Filtered view, sorted', () => {
      actions.applyView(withFilters);
      actions.sortBy(byCode);
    }),
    button('Saved filtered view, sorted', () => {
      actions.applyView(savedFiltered, savedFiltered);
      actions.sortBy(byCode);
    }),
    button('Odd columns view, sorted', () => {
      actions.applyView(withOddColumns);
      actions.sortBy(byCode);
    }),
    button('Odd columns view, then sorted, Status hidden, Code 300 px', () => {
      actions.applyView(withOddColumns);
      actions.sortBy(byCode);
      grid.columns.actions.setColumnSettings((settings) => ({ ...settings, hidden: ['status'] }));
      grid.columns.actions.resizeColumn('code', 300);
    }),
    button('Plain view', () => actions.applyView(plain)),
    button('Reset', () => actions.reset()),
    button('Sort by code', () => actions.sortBy(byCode)),
    <p key="columns" aria-label="Column settings">
      {JSON.stringify(grid.columns.settings)}
    </p>,
    <p key="view" aria-label="View">
      {JSON.stringify({ applied: grid.view.applied, density: grid.view.density })}
    </p>,
  ];
};

/** The headless host with its buttons, its first page shown; `click` presses one by name. */
export async function hostReady() {
  const bodies = renderHeadlessHost(dataset, controls);
  return { bodies, ...(await shown()) };
}

/** A host that owns the state, as a router does, keeping each state it heard; "Leave" unmounts. */
export async function routerHostReady() {
  const heard: DeliveriesQueryState[] = [];
  serveReference(dataset);
  function Grid({
    state,
    onStateChange,
  }: {
    state: DeliveriesQueryState;
    onStateChange: (next: DeliveriesQueryState) => void;
  }) {
    const grid = useDeliveriesGrid({
      baseUrl: '',
      paging: { prefetchNextPage: false },
      state,
      onStateChange,
    });
    return (
      <div>
        {controls(grid)}
        <GridLists grid={grid} />
      </div>
    );
  }
  function Router() {
    const [state, setState] = useState(defaultQueryState);
    const [here, setHere] = useState(true);
    const hear = (next: DeliveriesQueryState) => {
      heard.push(next);
      setState(next);
    };
    return (
      <>
        <button type="button" onClick={() => setHere(false)}>
          Leave
        </button>
        {here && <Grid state={state} onStateChange={hear} />}
      </>
    );
  }
  render(
    <QueryClientProvider client={new QueryClient()}>
      <Router />
    </QueryClientProvider>,
  );
  return { heard, ...(await shown()) };
}

async function shown() {
  const list = screen.getByRole('list', { name: 'Deliveries' });
  await within(list).findByText(dataset[0]!.code, {}, generous);
  const click = (name: string) => userEvent.click(screen.getByRole('button', { name }));
  return { click };
}
