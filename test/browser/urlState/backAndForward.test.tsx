import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DeliveriesRequest } from '@src/api/types';
import { firstPage, serveDeliveries } from '../table/deliveriesServer';
import {
  deliveriesParam,
  expectRowsFor,
  openLink,
  rememberAddress,
  UrlStateGrid,
} from './urlStateGrid';

let restoreAddress: () => void;
beforeEach(() => {
  restoreAddress = rememberAddress();
  openLink(null, { params: 'tab=open&note=a%20b', hash: '#deliveries-list' });
});
afterEach(() => {
  vi.restoreAllMocks();
  restoreAddress();
});

const searchbox = () =>
  screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search deliveries' });

describe('useDeliveriesUrlState: Back and Forward', () => {
  it('Back turns to the previous page of the same search, Forward returns; the rest of the URL stays', async () => {
    const bodies = serveDeliveries();
    const user = userEvent.setup();
    render(<UrlStateGrid />);
    await expectRowsFor(firstPage);
    // Watched, not replaced: the entries are really written.
    const pushes = vi.spyOn(window.history, 'pushState');
    const replaces = vi.spyOn(window.history, 'replaceState');

    const searched: DeliveriesRequest = { ...firstPage, quickSearch: 'dhl' };
    await user.type(searchbox(), 'dhl');
    await expectRowsFor(searched);
    // A refinement replaces the entry: Back will not undo it one refinement at a time.
    expect(pushes).not.toHaveBeenCalled();
    expect(replaces).toHaveBeenCalled();
    expect(deliveriesParam()).toBe('v1_q.dhl');

    await user.click(screen.getByRole('button', { name: 'Code' }));
    const sorted: DeliveriesRequest = { ...searched, orderBy: { key: 'code', order: 'asc' } };
    await expectRowsFor(sorted);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '10');
    const pageOne: DeliveriesRequest = { ...sorted, pageSize: 10 };
    await expectRowsFor(pageOne);
    expect(pushes).not.toHaveBeenCalled();

    // A new page is a new entry.
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    const pageTwo: DeliveriesRequest = { ...pageOne, pageNumber: 2 };
    await expectRowsFor(pageTwo);
    expect(pushes).toHaveBeenCalledTimes(1);
    expect(deliveriesParam()).toBe('v1_p.2_ps.10_q.dhl_o.code.asc');
    // The host's own parameters and hash, byte for byte.
    expect(window.location.search).toMatch(/[?&]tab=open&note=a%20b&deliveries=v1_p\.2_ps\.10/);
    expect(window.location.hash).toBe('#deliveries-list');

    const sent = bodies.length;
    window.history.back();
    await expectRowsFor(pageOne);
    expect(deliveriesParam()).toBe('v1_ps.10_q.dhl_o.code.asc');
    expect(screen.getByText('Page 1')).toBeTruthy();
    expect(searchbox().value).toBe('dhl');
    expect(
      screen.getByRole('button', { name: 'Code' }).closest('th')?.getAttribute('aria-sort'),
    ).toBe('ascending');
    // Page 1 is still fresh in the cache: shown again without a request.
    expect(bodies).toHaveLength(sent);

    window.history.forward();
    await expectRowsFor(pageTwo);
    await waitFor(() => expect(screen.getByText('Page 2')).toBeTruthy());
    expect(window.location.hash).toBe('#deliveries-list');
  });

  it('history: "push" makes every change an entry, so Back undoes a filter', async () => {
    serveDeliveries();
    const user = userEvent.setup();
    render(<UrlStateGrid url={{ history: 'push' }} />);
    await expectRowsFor(firstPage);

    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const panel = await screen.findByRole('region', { name: 'Filters' });
    await user.type(within(panel).getByLabelText('Tags'), 'cold-chain{Enter}');
    await user.click(within(panel).getByRole('button', { name: 'Apply filters' }));
    const tagged: DeliveriesRequest = { ...firstPage, filters: { tags: ['cold-chain'] } };
    await expectRowsFor(tagged);
    expect(deliveriesParam()).toBe('v1_tg.cold-chain');

    window.history.back();
    await expectRowsFor(firstPage);
    expect(deliveriesParam()).toBeNull();
    expect(screen.queryByRole('button', { name: 'Clear all' })).toBeNull();
  });
});
