import { render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { MockDelivery } from '@src/mocks/index';
import { useDeliveriesGrid, type DeliveriesGrid, type DeliveriesGridOptions } from '@src/index';
import { serveReference } from '../harness';

/**
 * A headless host in plain markup: its notices, its rows by code, and the host's own controls
 * (`controls` draws them from the grid, as a host's toolbar would).
 */
function HeadlessHost({
  controls,
  ...options
}: DeliveriesGridOptions & { controls: (grid: DeliveriesGrid) => ReactNode }) {
  const grid = useDeliveriesGrid(options);
  return (
    <div>
      {controls(grid)}
      {grid.alert && <p role="alert">{grid.alert.message}</p>}
      <GridLists grid={grid} />
    </div>
  );
}

/** A headless grid's notices and its rows by code, as plain lists. */
export function GridLists({ grid }: { grid: DeliveriesGrid }) {
  return (
    <>
      <ul aria-label="Notices">
        {grid.notices.map((notice) => (
          <li key={notice.kind}>{notice.text}</li>
        ))}
      </ul>
      <ul aria-label="Deliveries">
        {grid.rows?.map((delivery) => (
          <li key={grid.rowKeyOf(delivery)}>{grid.columns.cellText(delivery, 'code')}</li>
        ))}
      </ul>
    </>
  );
}

/** Renders the headless host over the reference backend; returns the bodies it received. */
export function renderHeadlessHost(
  dataset: readonly MockDelivery[],
  controls: (grid: DeliveriesGrid) => ReactNode,
  options: Partial<Omit<DeliveriesGridOptions, 'baseUrl' | 'client'>> = {},
) {
  const bodies = serveReference(dataset);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <HeadlessHost
        baseUrl=""
        paging={{ prefetchNextPage: false }}
        controls={controls}
        {...options}
      />
    </QueryClientProvider>,
  );
  return bodies;
}

/**
 * Clicks the host's button named `name` and waits for the notices to read `notice`; returns
 * every error and unhandled rejection the page saw meanwhile (none, for a door that holds).
 */
export async function clickForNotice(name: string, notice: string): Promise<unknown[]> {
  const errors: unknown[] = [];
  const onError = (event: ErrorEvent) => errors.push(event.error);
  const onRejection = (event: PromiseRejectionEvent) => errors.push(event.reason);
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  try {
    await userEvent.click(screen.getByRole('button', { name }));
    await waitFor(
      () => expect(screen.getByRole('list', { name: 'Notices' }).textContent).toBe(notice),
      { timeout: 10_000 },
    );
  } finally {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
  }
  return errors;
}
