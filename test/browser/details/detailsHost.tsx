import { screen } from '@testing-library/react';
import type { userEvent } from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { DeliveriesTable, type Delivery } from '@src/index';

export type Placement = 'side' | 'inline';

/**
 * A host that holds the open delivery (`detail.open`). Its details close themselves ("Done
 * with …") or show the next delivery ("Next after …") unless a test draws its own part; its
 * "Show the flagged delivery" (or its Insert key, focus staying put) opens `codes[3]`, and its
 * Delete key closes the details.
 */
export function DetailsHost({
  codes,
  placement,
  open: first = null,
  render,
  firstPage = 1,
  expose,
}: {
  /** Hands a test the host's own setter, for a part that opens a delivery of its choosing. */
  expose?: (set: (code: string | null) => void) => void;
  codes: readonly string[];
  placement?: Placement;
  open?: string | null;
  render?: (delivery: Delivery) => ReactNode;
  /** The page shown first (`initialState.pageNumber`). */
  firstPage?: number;
}) {
  const [open, setOpen] = useState<string | null>(first);
  const [client] = useState(() => new QueryClient());
  expose?.(setOpen);
  useEffect(() => {
    const shortcuts = (event: KeyboardEvent) => {
      if (event.key === 'Delete') setOpen(null);
      if (event.key === 'Insert') setOpen(codes[3]!);
    };
    document.addEventListener('keydown', shortcuts);
    return () => document.removeEventListener('keydown', shortcuts);
  }, [codes]);
  const ownPart = (delivery: Delivery) => (
    <>
      <button type="button" onClick={() => setOpen(null)}>
        Done with {delivery.code}
      </button>
      <button type="button" onClick={() => setOpen(codes[codes.indexOf(delivery.code) + 1]!)}>
        Next after {delivery.code}
      </button>
    </>
  );
  return (
    <QueryClientProvider client={client}>
      <button type="button" onClick={() => setOpen(codes[3]!)}>
        Show the flagged delivery
      </button>
      <DeliveriesTable
        baseUrl=""
        paging={{ prefetchNextPage: false }}
        initialState={{ pageSize: 10, pageNumber: firstPage }}
        detail={{ render: render ?? ownPart, open, onOpenChange: setOpen, placement }}
      />
    </QueryClientProvider>
  );
}

const generous = { timeout: 10_000 };

/** The delivery's row in the table. */
export const rowOf = (code: string) => document.querySelector(`tbody tr[data-key="${code}"]`);

/** The delivery's details: complementary beside the rows, a region when inline. */
export const panelOf = (code: string, placement: Placement = 'side') =>
  screen.findByRole(
    placement === 'inline' ? 'region' : 'complementary',
    { name: `Delivery ${code}` },
    generous,
  );

/** Clicks the row's "Show details for …" button, once the details' code has drawn it. */
export async function clickShowDetails(user: ReturnType<typeof userEvent.setup>, code: string) {
  await user.click(
    await screen.findByRole('button', { name: `Show details for ${code}` }, generous),
  );
}
