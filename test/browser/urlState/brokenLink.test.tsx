import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
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
});
afterEach(() => restoreAddress());

describe('useDeliveriesUrlState: a link that cannot be read', () => {
  it('garbage shows the defaults, says why, and is replaced once the person moves on', async () => {
    openLink('{"pageNumber":2,"filters":');
    const bodies = serveDeliveries();
    const user = userEvent.setup();
    render(<UrlStateGrid />);

    await expectRowsFor(firstPage);
    expect(bodies).toStrictEqual([firstPage]);
    expect(screen.getByRole('alert').textContent).toBe(
      'This link\'s filters could not be read: The link\'s settings “{"pageNumber":2,"filters":” do not start with a version such as “v2”, so none of them were used.',
    );

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await expectRowsFor({ ...firstPage, pageNumber: 2 });
    expect(deliveriesParam()).toBe('v1_p.2');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('names a range whose relative start is after its fixed end, and sends neither', async () => {
    // A link (or a saved view whose "-7d" has aged past its "to") that would ask the server for
    // deliveries inserted from today to a day of 2020.
    openLink('v2_q.dhl_if.today_it.2020-01-01');
    const bodies = serveDeliveries();
    render(<UrlStateGrid />);

    const kept: DeliveriesRequest = { ...firstPage, quickSearch: 'dhl' };
    await expectRowsFor(kept);
    expect(bodies).toStrictEqual([kept]);
    expect(screen.getByRole('alert').textContent).toBe(
      "This link's filters could not be read: The “inserted from” date “today” is later than " +
        'the “inserted to” date “2020-01-01”, so both were left out.',
    );
  });

  it('keeps the parts it can read and names the ones it left out', async () => {
    openLink('v1_p.0_q.dhl_st.4.x_ps.100000');
    const bodies = serveDeliveries();
    render(<UrlStateGrid />);

    const kept: DeliveriesRequest = { ...firstPage, quickSearch: 'dhl', filters: { status: [4] } };
    await expectRowsFor(kept);
    expect(bodies).toStrictEqual([kept]);
    expect(screen.getByRole('alert').textContent).toBe(
      "This link's filters could not be read: " +
        'The page “0” is not a page number (1 or more), so the first page is shown. ' +
        'The status “x” is not a number, so it was left out. ' +
        'The page size “100000” is not a whole number from 1 to 1000, so 25 rows a page are shown.',
    );
    // The chips come with their code, fetched once a filter is applied.
    expect(
      await screen.findByRole(
        'button',
        { name: 'Remove filter: Status: Delivered' },
        { timeout: 10_000 },
      ),
    ).toBeTruthy();
  });

  it('names a text that holds a direction override as the cells draw it, not obeyed', async () => {
    // A shared link's search starting with U+202E, over the 200 characters a search may have:
    // obeyed, the override would draw the rest of the sentence backwards.
    openLink(`v1_q.\u202E${'ACME '.repeat(50)}_p.2`);
    const bodies = serveDeliveries();
    render(<UrlStateGrid />);

    const kept: DeliveriesRequest = { ...firstPage, pageNumber: 2 };
    await expectRowsFor(kept);
    expect(bodies).toStrictEqual([kept]);
    expect(screen.getByRole('alert').textContent).toBe(
      "This link's filters could not be read: The quick search “[RLO]ACME ACME ACME ACME ACME ACME ACME ACME…” " +
        'is longer than 200 characters, so it was left out.',
    );
  });

  it('a link from a newer version of the page shows the defaults', async () => {
    openLink('v3_page.2');
    const bodies = serveDeliveries();
    render(<UrlStateGrid />);
    await expectRowsFor(firstPage);
    expect(bodies).toStrictEqual([firstPage]);
    expect(screen.getByRole('alert').textContent).toContain(
      'The link was made by a newer version of this page (format v3; this page reads v2)',
    );
  });
});
