import { useId, useMemo, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import {
  createDeliveriesClient,
  defaultQueryState,
  DeliveriesTable,
  type DeliveriesQueryState,
  parseDeliveriesState,
  serializeDeliveriesState,
  type DeliveriesTableProps,
} from '@src/index';
import { deliveriesUrlPattern } from '@src/mocks/index';
import {
  liveBaseUrl,
  serveReferenceBackend,
  storyBaseUrl,
  referenceGridArgs,
} from './support/referenceBackend';
import { deliveriesTable, expectedCodes, expectRows, settleTimeout } from './support/play';

/**
 * How hosts wire the grid into an app: its state in the URL, auth headers with a token fetched
 * on demand. The code of each is on the Recipes page.
 */
const meta = {
  title: 'DeliveriesTable/Recipes',
  component: DeliveriesTable,
  args: referenceGridArgs,
  parameters: { controls: { include: ['theme'] } },
  beforeEach: ({ msw }) => serveReferenceBackend(msw),
} satisfies Meta<typeof DeliveriesTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The query state in one search parameter, `deliveries`, in the library's link format. */
function stateFromUrl(url: URL): DeliveriesQueryState {
  return parseDeliveriesState(url.searchParams.get('deliveries')).state;
}

function urlFromState(base: URL, state: DeliveriesQueryState): URL {
  const url = new URL(base.pathname, base.origin);
  const text = serializeDeliveriesState(state);
  if (text !== bareLink) url.searchParams.set('deliveries', text);
  return url;
}

const bareLink = serializeDeliveriesState(defaultQueryState);

/**
 * A host that keeps the grid's whole state in its URL (a fake address bar here, so the
 * story leaves Storybook's own URL alone): `state` comes from the URL, `onStateChange`
 * pushes a new entry, "Back" pops one and the grid follows.
 */
function UrlStateHost(props: DeliveriesTableProps) {
  const [history, setHistory] = useState(() => [new URL('https://ops.example.com/deliveries')]);
  const url = history[history.length - 1]!;
  const href = url.href;
  // One state object per address: the grid compares by value, but a stable one costs nothing.
  const state = useMemo(() => stateFromUrl(new URL(href)), [href]);
  const headingId = useId();
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <div style={{ display: 'flex', gap: 8 }}>
        <button
          type="button"
          disabled={history.length === 1}
          onClick={() => setHistory((entries) => entries.slice(0, -1))}
        >
          Back
        </button>
        <input
          readOnly
          aria-label="Address"
          value={decodeURIComponent(href)}
          style={{ flex: 1, fontFamily: 'monospace' }}
        />
      </div>
      <DeliveriesTable
        {...props}
        state={state}
        onStateChange={(next) => setHistory((entries) => [...entries, urlFromState(url, next)])}
      />
      <section aria-labelledby={headingId}>
        <h2 id={headingId} style={{ fontSize: 14 }}>
          Query state
        </h2>
        <pre style={{ margin: 0, fontSize: 12 }}>{JSON.stringify(state, null, 2)}</pre>
      </section>
    </div>
  );
}

/**
 * Controlled state (`state` + `onStateChange`) kept in the host's URL, shown as JSON. Sort,
 * page or search and the address changes; "Back" and the grid goes back with it.
 */
export const ControlledUrlState: Story = {
  render: (args) => <UrlStateHost {...args} />,
  play: async ({ canvasElement, userEvent, step }) => {
    const canvas = within(canvasElement);
    const table = deliveriesTable(canvasElement);
    const address = canvas.getByRole('textbox', { name: 'Address' });
    const stateJson = within(canvas.getByRole('region', { name: 'Query state' }));

    await step('page 1 at a bare address', async () => {
      await expectRows(table, expectedCodes({}));
      await expect(address).toHaveValue('https://ops.example.com/deliveries');
    });

    await step('sorting by "Code" and paging write the address and the state', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Code' }));
      await expect(address).toHaveValue(
        'https://ops.example.com/deliveries?deliveries=v1_o.code.asc',
      );
      await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
      await expect(address).toHaveValue(
        'https://ops.example.com/deliveries?deliveries=v1_p.2_o.code.asc',
      );
      await expect(stateJson.getByText(/"pageNumber": 2/)).toBeVisible();
      await expectRows(
        table,
        expectedCodes({ pageNumber: 2, orderBy: { key: 'code', order: 'asc' } }),
      );
    });

    await step('a search goes into the address, back on page 1', async () => {
      await userEvent.type(canvas.getByRole('searchbox', { name: 'Search deliveries' }), 'dhl');
      await waitFor(
        () =>
          expect(address).toHaveValue(
            'https://ops.example.com/deliveries?deliveries=v1_q.dhl_o.code.asc',
          ),
        settleTimeout,
      );
      await expectRows(
        table,
        expectedCodes({ quickSearch: 'dhl', orderBy: { key: 'code', order: 'asc' } }),
      );
    });

    await step('"Back" restores page 2, and the grid follows the URL', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
      await expect(address).toHaveValue(
        'https://ops.example.com/deliveries?deliveries=v1_p.2_o.code.asc',
      );
      await expect(canvas.getByText('Page 2')).toBeVisible();
      await expect(canvas.getByRole('searchbox', { name: 'Search deliveries' })).toHaveValue('');
      await expectRows(
        table,
        expectedCodes({ pageNumber: 2, orderBy: { key: 'code', order: 'asc' } }),
      );
    });
  },
};

/** Stands in for the host's auth library: a token that takes a moment to arrive. */
async function getAccessToken(): Promise<string> {
  await new Promise((resolve) => setTimeout(resolve, 30));
  return 'story-token-123';
}

const authorizedClient = createDeliveriesClient({
  baseUrl: storyBaseUrl,
  headers: async () => ({ Authorization: `Bearer ${await getAccessToken()}` }),
});

/**
 * A `client` from `createDeliveriesClient` with an async `headers` function: the token is
 * fetched before every request. The mock server answers 401 without `Bearer story-token-123`.
 */
export const AuthHeaders: Story = {
  args: { baseUrl: undefined, client: authorizedClient },
  beforeEach: ({ msw }) => {
    serveReferenceBackend(msw);
    if (liveBaseUrl !== undefined) return;
    // In front of the backend: refuse a request without the token, let the others through.
    msw.use(
      http.post(deliveriesUrlPattern(), ({ request }) =>
        request.headers.get('Authorization') === 'Bearer story-token-123'
          ? undefined
          : HttpResponse.json({ message: 'Authentication required.' }, { status: 401 }),
      ),
    );
  },
  play: async ({ canvasElement, step }) => {
    await step('the rows load with the token sent', async () => {
      await expectRows(deliveriesTable(canvasElement), expectedCodes({}));
      await expect(within(canvasElement).queryByRole('alert')).toBeNull();
    });
  },
};
