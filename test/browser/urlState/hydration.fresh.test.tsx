import { act, waitFor } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DeliveriesRequest } from '@src/api/types';
import type { UseDeliveriesUrlStateOptions } from '@src/state/urlState/useDeliveriesUrlState';
import { firstPage, serveDeliveries } from '../table/deliveriesServer';
import { expectRowsFor, openLink, rememberAddress, UrlStateGrid } from './urlStateGrid';

let restoreAddress: () => void;
let root: Root | undefined;
let container: HTMLElement | undefined;
beforeEach(() => {
  restoreAddress = rememberAddress();
});
afterEach(() => {
  act(() => root?.unmount());
  container?.remove();
  root = container = undefined;
  vi.restoreAllMocks();
  restoreAddress();
});

const linked: DeliveriesRequest = { ...firstPage, pageNumber: 2, quickSearch: 'north' };

/** Server markup of the page, parsed as a browser parses HTML, then hydrated. */
async function serverRenderThenHydrate(url: UseDeliveriesUrlStateOptions) {
  const html = renderToString(<UrlStateGrid url={url} />);
  const parsed = new DOMParser().parseFromString(`<div>${html}</div>`, 'text/html');
  container = document.createElement('div');
  container.replaceChildren(...parsed.body.firstElementChild!.childNodes);
  document.body.append(container);
  const recoverableErrors: unknown[] = [];
  const consoleErrors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  await act(async () => {
    root = hydrateRoot(container!, <UrlStateGrid url={url} />, {
      onRecoverableError: (error) => recoverableErrors.push(error),
    });
  });
  // Both renderers run in this one page, which a real page never does: that warning is not ours.
  const loggedErrors = () =>
    consoleErrors.mock.calls
      .map((args) => args.map(String).join(' '))
      .filter((text) => !text.includes('multiple renderers concurrently rendering'));
  return { html, recoverableErrors, loggedErrors };
}

describe('useDeliveriesUrlState: server markup hydrated', () => {
  it('with serverSearch, the server renders the link and the first request is the link’s', async () => {
    openLink('v1_p.2_q.north');
    const bodies = serveDeliveries();
    const { html, recoverableErrors, loggedErrors } = await serverRenderThenHydrate({
      serverSearch: window.location.search,
    });
    expect(html).toContain('value="north"');
    expect(recoverableErrors).toEqual([]);
    expect(loggedErrors()).toEqual([]);
    await expectRowsFor(linked);
    expect(bodies).toStrictEqual([linked]);
  });

  it('without it, the server renders the defaults and the browser moves to the link, no mismatch', async () => {
    openLink('v1_p.2_q.north');
    const bodies = serveDeliveries();
    const { html, recoverableErrors, loggedErrors } = await serverRenderThenHydrate({});
    expect(html).not.toContain('value="north"');
    expect(recoverableErrors).toEqual([]);
    expect(loggedErrors()).toEqual([]);
    await expectRowsFor(linked);
    await waitFor(() => expect(bodies.at(-1)).toStrictEqual(linked));
  });
});
