import '@src/theme/styles.css';
import { render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { page } from 'vitest/browser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DeliveriesTable, type Delivery } from '@src/index';
import { generateDeliveries } from '@src/mocks/index';
import { serveReference } from '../harness/referenceBackend';
import { expectNoAxeViolations, focused } from '../focus/focusProbe';

const generous = { timeout: 10_000 };
const dataset = generateDeliveries(30, 11);
// Wide enough for the details beside the rows.
beforeAll(() => page.viewport(1280, 800));
afterAll(() => page.viewport(414, 896));

/** A host that holds the open delivery and closes it from a button of its own details. */
function Host() {
  const [open, setOpen] = useState<string | null>(null);
  const [client] = useState(() => new QueryClient());
  const render = (delivery: Delivery) => (
    <button type="button" onClick={() => setOpen(null)}>
      Done with {delivery.code}
    </button>
  );
  return (
    <QueryClientProvider client={client}>
      <button type="button" onClick={() => setOpen(dataset[3]!.code)}>
        Show the flagged delivery
      </button>
      <DeliveriesTable
        baseUrl=""
        paging={{ prefetchNextPage: false }}
        initialState={{ pageSize: 10 }}
        detail={{ render, open, onOpenChange: setOpen }}
      />
    </QueryClientProvider>
  );
}

const rowOf = (code: string) => document.querySelector(`tbody tr[data-key="${code}"]`);

// Accessibility.mdx, "Where focus goes when its control goes away": details the host closes
// with focus inside them hand it to the delivery's row, as "Close details" does.
describe('details a controlled host closes from inside them', () => {
  it('hand focus to the row; details the host opens next leave focus where it is', async () => {
    serveReference(dataset);
    const user = userEvent.setup();
    render(<Host />);
    const row = await screen.findByRole(
      'button',
      { name: `Show details for ${dataset[1]!.code}` },
      generous,
    );
    await user.click(row);
    const panel = await screen.findByRole(
      'complementary',
      { name: `Delivery ${dataset[1]!.code}` },
      generous,
    );
    await user.click(
      await within(panel).findByRole('button', { name: `Done with ${dataset[1]!.code}` }),
    );
    await waitFor(() => expect(screen.queryByRole('complementary')).toBeNull(), generous);
    await waitFor(() => expect(document.activeElement).toBe(rowOf(dataset[1]!.code)), generous);

    // The host opens another delivery from its own button: focus stays on that button.
    const hostButton = screen.getByRole('button', { name: 'Show the flagged delivery' });
    await user.click(hostButton);
    await screen.findByRole('complementary', { name: `Delivery ${dataset[3]!.code}` }, generous);
    await screen.findByRole('button', { name: `Done with ${dataset[3]!.code}` }, generous);
    expect(focused()).toEqual({ role: 'button', name: 'Show the flagged delivery' });
    await expectNoAxeViolations('details opened by the host after it closed others');
  });
});
