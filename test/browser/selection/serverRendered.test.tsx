import { act, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createDeliveriesClient,
  deliveriesQueryOptions,
  DeliveriesTable,
  defaultQueryState,
  toDeliveriesRequest,
} from '@src/index';
import { serveReference } from '../harness';
import { dataset } from './selectionHarness';

let root: Root | undefined;
let container: HTMLElement | undefined;
afterEach(() => {
  act(() => root?.unmount());
  container?.remove();
  root = container = undefined;
  vi.restoreAllMocks();
});

const client = createDeliveriesClient({ baseUrl: '' });
const state = { ...defaultQueryState, pageSize: 10 };

/** The page a host serves: the first page prefetched, the grid with selection on. */
async function page() {
  const queryClient = new QueryClient();
  await queryClient.prefetchQuery(deliveriesQueryOptions(client, toDeliveriesRequest(state)));
  return (
    <QueryClientProvider client={queryClient}>
      <DeliveriesTable client={client} initialState={state} selection={{}} timeZone="UTC" />
    </QueryClientProvider>
  );
}

describe('selection in a server-rendered page', () => {
  it('renders the rows on the server, hydrates without a mismatch, then adds the checkboxes', async () => {
    serveReference(dataset);
    const html = renderToString(await page());
    expect(html).toContain(dataset[0]!.code);
    // The checkboxes' code is not on the server: the markup is the grid's own, hydrated as is.
    expect(html).not.toContain('Select all on this page');

    const parsed = new DOMParser().parseFromString(`<div>${html}</div>`, 'text/html');
    container = document.createElement('div');
    container.replaceChildren(...parsed.body.firstElementChild!.childNodes);
    document.body.append(container);
    const serverTable = container.querySelector('table');
    const recoverable: unknown[] = [];
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const hydrated = await page();
    await act(async () => {
      root = hydrateRoot(container!, hydrated, {
        onRecoverableError: (error) => recoverable.push(error),
      });
    });
    const box = await screen.findByRole<HTMLInputElement>('checkbox', {
      name: `Select ${dataset[0]!.code}`,
    });
    expect(recoverable).toEqual([]);
    expect(
      logged.mock.calls
        .map((args) => args.map(String).join(' '))
        .filter((text) => !text.includes('multiple renderers concurrently rendering')),
    ).toEqual([]);
    expect(container.querySelector('table')).toBe(serverTable);

    await userEvent.click(box);
    await waitFor(() => expect(box.checked).toBe(true));
    expect(await screen.findByText('1 selected')).toBeTruthy();
  });
});
