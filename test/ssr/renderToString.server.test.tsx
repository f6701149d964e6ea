import {
  QueryClientProvider,
  dehydrate,
  HydrationBoundary,
  QueryClient,
} from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DeliveriesTable } from '@src/table/DeliveriesTable';
import { createDeliveryFormatters } from '@src/state/formatters';
import { defaultHeader } from '../node/defaultHeader';
import { queryClientWithFirstPage, ssrBaseUrl, ssrRows, ssrStatusOptions } from './fixtures';

// Server rendering runs in Node with no DOM at all: any browser global touched while rendering
// throws here, and nothing may be fetched.
const fetchSpy = vi.spyOn(globalThis, 'fetch');
afterEach(() => fetchSpy.mockClear());

const tableTag = /<table[^>]*aria-label="Deliveries"[^>]*>/;

describe('DeliveriesTable rendered with react-dom/server in Node', () => {
  it('runs where no browser global exists', () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
  });

  it('renders the named table, headers and loading placeholders without a host QueryClient', () => {
    const html = renderToString(
      <DeliveriesTable baseUrl={ssrBaseUrl} locale="en-GB" timeZone="UTC" />,
    );
    expect(html).toMatch(tableTag);
    for (const header of defaultHeader) {
      expect(html).toContain(`>${header}<`);
    }
    expect(html).toContain('aria-sort="none"');
    expect(html).toContain('dt-skeleton-row');
    expect(html).toContain('data-state="loading"');
    // The skeleton's bars are there from the start, not after a timer the server never runs.
    expect(html).toContain('data-bars=""');
    expect(html).toContain('aria-label="Search deliveries"');
    expect(html).toContain('>Filters<');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('renders the same markup under a host QueryClient that has no data yet', () => {
    const queryClient = new QueryClient();
    const html = renderToString(
      <QueryClientProvider client={queryClient}>
        <DeliveriesTable baseUrl={ssrBaseUrl} locale="en-GB" timeZone="UTC" />
      </QueryClientProvider>,
    );
    expect(html).toMatch(tableTag);
    expect(html).toContain('data-state="loading"');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('renders the rows a host QueryClient already holds, dates in the given locale and zone', () => {
    const queryClient = queryClientWithFirstPage();
    const html = renderToString(
      <QueryClientProvider client={queryClient}>
        <DeliveriesTable
          baseUrl={ssrBaseUrl}
          locale="en-GB"
          timeZone="UTC"
          statusOptions={ssrStatusOptions}
        />
      </QueryClientProvider>,
    );
    const { dateTime } = createDeliveryFormatters('en-GB', 'UTC');
    expect(html).toContain('data-state="idle"');
    expect(html).not.toContain('dt-skeleton-row');
    for (const row of ssrRows) {
      expect(html).toContain(`>${row.code}<`);
      expect(html).toContain(`<td class="dt-td">${dateTime(row.insertTime)}<`);
    }
    expect(html).toContain(`Rows 1–${ssrRows.length}`);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('renders the rows from dehydrated state (prefetch, dehydrate, HydrationBoundary)', () => {
    const state = dehydrate(queryClientWithFirstPage());
    const html = renderToString(
      <QueryClientProvider client={new QueryClient()}>
        <HydrationBoundary state={JSON.parse(JSON.stringify(state))}>
          <DeliveriesTable baseUrl={ssrBaseUrl} locale="en-GB" timeZone="UTC" />
        </HydrationBoundary>
      </QueryClientProvider>,
    );
    for (const row of ssrRows) expect(html).toContain(`>${row.code}<`);
  });

  it('streams the opened filter panel, its lazily loaded code awaited, with its time zone note', async () => {
    const { prelude } = await prerenderToNodeStream(
      <DeliveriesTable
        baseUrl={ssrBaseUrl}
        locale="en-GB"
        timeZone="Europe/Berlin"
        filters={{ defaultOpen: true }}
      />,
    );
    let html = '';
    for await (const chunk of prelude) html += String(chunk);
    expect(html).toMatch(tableTag);
    expect(html).toMatch(/<section[^>]*aria-label="Filters"/);
    expect(html).toContain('Europe/Berlin');
    expect(html).toContain('>Apply filters<');
  });

  it('renders without locale or timeZone too (the server’s own; pass both to hydrate cleanly)', () => {
    const html = renderToString(<DeliveriesTable baseUrl={ssrBaseUrl} />);
    expect(html).toMatch(tableTag);
  });
});

describe('without a locale or time zone from the host', () => {
  it('renders dates in UTC and en-US, not the server process zone, so hydration can match', () => {
    const processZone = process.env.TZ;
    process.env.TZ = 'Asia/Tokyo'; // Node re-reads TZ: the server's own zone is now +09:00
    try {
      expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe('Asia/Tokyo');
      const html = renderToString(
        <QueryClientProvider client={queryClientWithFirstPage()}>
          <DeliveriesTable baseUrl={ssrBaseUrl} />
        </QueryClientProvider>,
      );
      const first = ssrRows[0]!;
      const utc = createDeliveryFormatters('en-US', 'UTC').dateTime(first.insertTime);
      const tokyo = createDeliveryFormatters('en-US', 'Asia/Tokyo').dateTime(first.insertTime);
      expect(utc).not.toBe(tokyo);
      expect(html).toContain(utc);
      expect(html).not.toContain(tokyo);
    } finally {
      if (processZone === undefined) delete process.env.TZ;
      else process.env.TZ = processZone;
    }
  });
});
