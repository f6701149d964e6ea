import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DeliveriesRequest } from '@src/api/types';
import { firstPage, serveDeliveries, shownCodes } from '../table/deliveriesServer';
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
  openLink(null);
});
afterEach(() => restoreAddress());

const box = () => screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search deliveries' });

/**
 * Types `typed` into the box of a first visit, until `sent` is asked for, then reloads the link:
 * the reloaded grid asks `sent` again. `edit` types keys into the reloaded box.
 */
async function typedThenReloaded(typed: string, sent: DeliveriesRequest) {
  const bodies = serveDeliveries();
  const user = userEvent.setup();
  const firstVisit = render(<UrlStateGrid />);
  await expectRowsFor(firstPage);
  await user.type(box(), typed);
  await waitFor(() => expect(bodies.at(-1)).toStrictEqual(sent));
  await screen.findAllByText('No deliveries found');
  const link = deliveriesParam();
  firstVisit.unmount();
  const reloadedFrom = bodies.length;
  render(<UrlStateGrid />);
  await waitFor(() => expect(bodies.slice(reloadedFrom)).toStrictEqual([sent]));
  const edit = async (keys: string) => {
    await user.click(box());
    await user.keyboard(keys);
  };
  return { link, edit, bodies };
}

describe('useDeliveriesUrlState: a link reloaded or shared', () => {
  it('sends exactly the request it was made from and shows the same rows', async () => {
    const bodies = serveDeliveries();
    const user = userEvent.setup();
    const firstVisit = render(<UrlStateGrid />);
    await expectRowsFor(firstPage);
    expect(deliveriesParam()).toBeNull();

    await user.type(screen.getByRole('searchbox', { name: 'Search deliveries' }), 'north');
    await expectRowsFor({ ...firstPage, quickSearch: 'north' });
    await user.click(screen.getByRole('button', { name: 'Customer' }));

    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const panel = await screen.findByRole('region', { name: 'Filters' });
    await user.type(within(panel).getByLabelText('Inserted from'), '2026-05-01T00:00');
    await user.click(within(panel).getByRole('combobox', { name: 'Status' }));
    await user.click(screen.getByRole('option', { name: 'Delivered' }));
    await user.click(within(panel).getByRole('button', { name: 'Apply filters' }));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '10');
    const recorded: DeliveriesRequest = {
      pageNumber: 2,
      pageSize: 10,
      quickSearch: 'north',
      orderBy: { key: 'customerBusinessPartnerName', order: 'asc' },
      // 1 May, midnight in Berlin (summer time).
      filters: { insertFrom: '2026-04-30T22:00:00.000Z', status: [4] },
    };
    // Next page is disabled until the first page of ten says there is one: a click before is lost.
    await expectRowsFor({ ...recorded, pageNumber: 1 });
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await expectRowsFor(recorded);
    expect(bodies.at(-1)).toStrictEqual(recorded);
    expect(screen.getByText('Page 2')).toBeTruthy();
    const rowsShown = shownCodes();
    expect(deliveriesParam()).toBe(
      'v1_p.2_ps.10_q.north_o.customerBusinessPartnerName.asc_if.2026-04-30T220000.000Z_st.4',
    );

    // A reload, or the link opened by someone else: a fresh tree (and cache) at the same URL.
    firstVisit.unmount();
    const sentBefore = bodies.length;
    render(<UrlStateGrid />);
    await expectRowsFor(recorded);
    expect(bodies[sentBefore]).toStrictEqual(recorded);
    expect(bodies.slice(sentBefore)).toHaveLength(1);
    expect(shownCodes()).toEqual(rowsShown);
    expect(screen.getByText('Page 2')).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: 'Search deliveries' })).toHaveProperty(
      'value',
      'north',
    );
    expect(screen.getByRole('button', { name: 'Remove filter: Status: Delivered' })).toBeTruthy();
    expect(
      screen.getByRole('button', { name: 'Customer' }).closest('th')?.getAttribute('aria-sort'),
    ).toBe('ascending');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a quoted phrase the filter language would read as a field quoted again', async () => {
    // Quotes keep the colon a phrase's: it is searched, without them, and the link holds that.
    const noted = { ...firstPage, quickSearch: 'gate note: 10' };
    const { link, edit, bodies } = await typedThenReloaded('"gate note: 10"', noted);
    expect(link).toContain('note');
    // Shown as a phrase again: read as the field word `note:` it would be refused on Enter. An
    // edit inside the quotes keeps it a phrase.
    expect(box().value).toBe('"gate note: 10"');
    const sentBefore = bodies.length;
    await edit('{End}{ArrowLeft}0{Enter}');
    await waitFor(() =>
      expect(bodies.slice(sentBefore)).toStrictEqual([
        { ...firstPage, quickSearch: 'gate note: 100' },
      ]),
    );
    expect(screen.queryByText(/is not a filter/)).toBeNull();
    expect(box().getAttribute('aria-invalid')).not.toBe('true');
  });

  it('keeps a searched quote through a reload: shown as `\\"`, kept by an edit', async () => {
    // `\"` is a quote searched; the quotes around are the language's.
    const inches = { ...firstPage, quickSearch: '12" pipe' };
    const { edit, bodies } = await typedThenReloaded('"12\\" pipe"', inches);
    // Typed as the language searches it: an edit sends the quote again, not `12 pipes`.
    expect(box().value).toBe('12\\" pipe');
    const sentBefore = bodies.length;
    await edit('{End}s{Enter}');
    await waitFor(() =>
      expect(bodies.slice(sentBefore)).toStrictEqual([{ ...firstPage, quickSearch: '12" pipes' }]),
    );
    expect(box().value).toBe('12\\" pipes');
    expect(box().getAttribute('aria-invalid')).not.toBe('true');
  });

  it('reads the first of two state parameters and names the second as left out', async () => {
    // A router appending the state again, or a link pasted onto a link.
    const { pathname, search } = window.location;
    const twice = `${search}${search ? '&' : '?'}deliveries=v1_q.dhl&deliveries=v1_st.4`;
    window.history.replaceState(window.history.state, '', `${pathname}${twice}`);
    const bodies = serveDeliveries();
    const user = userEvent.setup();
    render(<UrlStateGrid />);
    await expectRowsFor({ ...firstPage, quickSearch: 'dhl' });
    expect(bodies).toStrictEqual([{ ...firstPage, quickSearch: 'dhl' }]);
    expect(screen.getByRole('alert').textContent).toBe(
      "This link's filters could not be read: “deliveries” is in the link twice; the first one was used.",
    );
    // The next change writes the state once: nothing is left to name.
    await user.click(screen.getByRole('button', { name: 'Customer' }));
    await waitFor(() =>
      expect(new URLSearchParams(window.location.search).getAll('deliveries')).toHaveLength(1),
    );
    expect(deliveriesParam()).toContain('q.dhl');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
