import { useId, useMemo, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { expect, waitFor, within } from 'storybook/test';
import {
  createDeliveriesClient,
  defaultQueryState,
  toDeliveriesRequest,
  useDeliveries,
} from '@src/index';
import { serveReferenceBackend, storyBaseUrl } from './support/referenceBackend';
import { expectedCodes, settleTimeout } from './support/play';

const pageSize = 10;

/** A host's own list: newest deliveries, a search form and older/newer paging. */
function LatestDeliveries({ baseUrl }: { baseUrl: string }) {
  const client = useMemo(() => createDeliveriesClient({ baseUrl }), [baseUrl]);
  const [pageNumber, setPageNumber] = useState(1);
  const [quickSearch, setQuickSearch] = useState('');
  const headingId = useId();
  const request = toDeliveriesRequest({
    ...defaultQueryState,
    pageNumber,
    pageSize,
    quickSearch,
    orderBy: { key: 'insertTime', order: 'desc' },
  });
  const { data = [], error, isPending, isFetching, refetch } = useDeliveries(request, { client });

  return (
    <section aria-labelledby={headingId} style={{ display: 'grid', gap: 12, maxWidth: 640 }}>
      <h2 id={headingId} style={{ margin: 0, fontSize: 18 }}>
        Latest deliveries
      </h2>
      <form
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          setQuickSearch(String(new FormData(event.currentTarget).get('q') ?? ''));
          setPageNumber(1);
        }}
      >
        <label>
          Find a delivery <input name="q" type="search" />
        </label>{' '}
        <button type="submit">Search</button>
      </form>
      {error && (
        <p role="alert">
          {error.message}{' '}
          <button type="button" onClick={() => void refetch()}>
            Try again
          </button>
        </p>
      )}
      <ol aria-label="Deliveries" aria-busy={isFetching} style={{ margin: 0 }}>
        {isPending && <li>Loading…</li>}
        {data.map((delivery) => (
          <li key={delivery.code}>
            <strong>{delivery.code}</strong> · {delivery.customerBusinessPartnerName} ·{' '}
            {delivery.courierCode}
          </li>
        ))}
      </ol>
      <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
        <button
          type="button"
          disabled={pageNumber === 1}
          onClick={() => setPageNumber((n) => n - 1)}
        >
          Newer
        </button>
        <span>Page {pageNumber}</span>
        <button
          type="button"
          disabled={data.length < pageSize}
          onClick={() => setPageNumber((n) => n + 1)}
        >
          Older
        </button>
      </div>
    </section>
  );
}

/**
 * A host UI built on `useDeliveries` alone, under the host's own `QueryClientProvider`: no
 * grid, no styles of the library; the same client, request mapping and cache.
 */
function HostApp({ baseUrl }: { baseUrl: string }) {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false } } }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <LatestDeliveries baseUrl={baseUrl} />
    </QueryClientProvider>
  );
}

/** Data access for hosts that build their own UI. */
const meta = {
  title: 'useDeliveries',
  component: HostApp,
  args: { baseUrl: storyBaseUrl },
  parameters: { fixedTheme: true },
  beforeEach: ({ msw }) => serveReferenceBackend(msw),
} satisfies Meta<typeof HostApp>;

export default meta;
type Story = StoryObj<typeof meta>;

const newestFirst = { pageSize, orderBy: { key: 'insertTime', order: 'desc' } } as const;

/** The host's list pages and searches through `useDeliveries`. */
export const UseDeliveriesHostUi: Story = {
  play: async ({ canvasElement, userEvent, step }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Deliveries' });
    const shown = () =>
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('strong')?.textContent);

    await step('the ten newest deliveries', async () => {
      await waitFor(() => expect(shown()).toEqual(expectedCodes(newestFirst)), settleTimeout);
    });

    await step('"Older" shows the next ten', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Older' }));
      await waitFor(
        () => expect(shown()).toEqual(expectedCodes({ ...newestFirst, pageNumber: 2 })),
        settleTimeout,
      );
      await expect(canvas.getByText('Page 2')).toBeVisible();
    });

    await step('a search starts again at page 1', async () => {
      await userEvent.type(canvas.getByRole('searchbox', { name: 'Find a delivery' }), 'acme');
      await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
      await waitFor(
        () => expect(shown()).toEqual(expectedCodes({ ...newestFirst, quickSearch: 'acme' })),
        settleTimeout,
      );
      await expect(canvas.getByText('Page 1')).toBeVisible();
    });
  },
};
