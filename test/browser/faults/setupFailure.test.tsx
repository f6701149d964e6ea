import { render, screen } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DeliveriesTable } from '@src/table/DeliveriesTable';
import { worker } from '../worker';
import { HostBoundary } from '../harness';

const password = 's3cret-pass-7f2a';

/** Notes every request to the endpoint, whatever its host, and lets it fall through. */
function watchRequests(): string[] {
  const urls: string[] = [];
  worker.use(
    http.all('*', ({ request }) => {
      if (request.url.includes('/api/deliveries')) urls.push(request.url);
      return undefined;
    }),
  );
  return urls;
}

describe('a baseUrl the grid cannot use', () => {
  it.each([
    [
      `https://ops:${password}@api.example.com`,
      'The deliveries cannot be loaded: deliveries-table: baseUrl must not contain a user name or password; pass credentials with `headers` or `credentials`.',
    ],
    [
      `https://api.example.com/?key=${password}`,
      'The deliveries cannot be loaded: deliveries-table: baseUrl must not contain "?" or "#"; POST /api/deliveries takes no query string.',
    ],
    [
      // Read by fetch as the scheme `localhost:`: "Could not reach the server" misled here.
      'localhost:4010',
      'The deliveries cannot be loaded: deliveries-table: baseUrl must be a path or an http(s) address (https://host:port).',
    ],
    [
      // Another scheme: fetch failed it as "Could not reach the server" too.
      'ftp://deliveries.example.com',
      'The deliveries cannot be loaded: deliveries-table: baseUrl must be a path or an http(s) address (https://host:port).',
    ],
  ])(
    '%s: an alert in place of the rows, the host page intact, nothing sent',
    async (baseUrl, text) => {
      const urls = watchRequests();
      render(
        <main>
          <h1>Operations</h1>
          <DeliveriesTable baseUrl={baseUrl} />
        </main>,
      );

      expect(await screen.findByRole('alert')).toHaveTextContent(text);
      // The host's own page is still there: the grid did not throw out of render.
      expect(screen.getByRole('heading', { name: 'Operations' })).toBeVisible();
      expect(document.body).not.toHaveTextContent(password);
      expect(screen.queryByRole('table')).toBeNull();
      expect(urls).toEqual([]);
    },
  );

  it('no baseUrl and no client (a JavaScript host): says which prop is missing', async () => {
    const props = {} as { baseUrl: string };
    render(
      <DeliveriesTable
        {...props}
        messages={{ table: { setupFailed: (reason) => `Setup: ${reason}` } }}
      />,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Setup: deliveries-table: pass `baseUrl` or `client`.',
    );
  });
});

describe('a page numbering the grid cannot use', () => {
  it.each([2, -1, '1', Number.NaN])(
    'pageNumberBase %s (from JavaScript): an alert in place of the rows, nothing sent',
    async (pageNumberBase) => {
      const urls = watchRequests();
      const paging = { pageNumberBase } as unknown as { pageNumberBase: 0 | 1 };
      render(<DeliveriesTable baseUrl="https://api.example.com" paging={paging} />);
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'The deliveries cannot be loaded: deliveries-table: paging.pageNumberBase must be 0 or 1.',
      );
      expect(screen.queryByRole('table')).toBeNull();
      expect(urls).toEqual([]);
    },
  );
});

describe('option objects a host writes', () => {
  afterEach(() => vi.restoreAllMocks());
  // The line the docs draw: what comes from outside the host's code is checked; its own option
  // objects are read as given, so its own mistake reaches its own boundary, not a guess.
  it("a getter that throws goes up to the host's error boundary, the page intact, nothing sent", async () => {
    const urls = watchRequests();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const paging = new Proxy(
      {},
      {
        get() {
          throw new Error('paging could not be read');
        },
      },
    );
    render(
      <main>
        <h1>Operations</h1>
        <HostBoundary>
          <DeliveriesTable baseUrl="https://api.example.com" paging={paging} />
        </HostBoundary>
      </main>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('paging could not be read');
    expect(screen.getByRole('heading', { name: 'Operations' })).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
    expect(urls).toEqual([]);
  });
});
