import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { DeliveriesTable } from '@src/table/DeliveriesTable';
import { defaultQueryState, type DeliveriesQueryState } from '@src/state/queryState';
import type { DeliveriesRequest, Delivery } from '@src/api/types';
import { queryDeliveries } from '@src/mocks/index';
import { renderGrid } from '../harness';
import {
  dataset,
  deliveriesTable,
  expectedCodes,
  firstPage,
  serveDeliveries,
  shownCodes,
} from './deliveriesServer';

/** A custom cell with state of its own, as a host might write one. */
function PinToggle({ code }: { code: string }) {
  const [pinned, setPinned] = useState(false);
  return (
    <button type="button" aria-pressed={pinned} onClick={() => setPinned(!pinned)}>
      Pin {code}
    </button>
  );
}

function Host({ onChange }: { onChange: (state: DeliveriesQueryState) => void }) {
  const [state, setState] = useState<DeliveriesQueryState>(defaultQueryState);
  return (
    <>
      <p>Host page {state.pageNumber}</p>
      <button type="button" onClick={() => setState({ ...state, pageNumber: 4, quickSearch: '' })}>
        Host: page 4
      </button>
      <DeliveriesTable
        baseUrl=""
        paging={{ prefetchNextPage: false }}
        state={state}
        onStateChange={(next) => {
          onChange(next);
          setState(next);
        }}
      />
    </>
  );
}

describe('DeliveriesTable interaction', () => {
  it('round-trips controlled state: Next updates the host, the host moving the page refetches', async () => {
    const bodies = serveDeliveries();
    const onChange = vi.fn();
    render(<Host onChange={onChange} />);
    await waitFor(() => expect(shownCodes()).toEqual(expectedCodes(firstPage)));

    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onChange).toHaveBeenLastCalledWith({ ...defaultQueryState, pageNumber: 2 });
    expect(screen.getByText('Host page 2')).toBeTruthy();
    const secondPage = { ...firstPage, pageNumber: 2 };
    await waitFor(() => expect(shownCodes()).toEqual(expectedCodes(secondPage)));

    await userEvent.click(screen.getByRole('button', { name: 'Host: page 4' }));
    const fourthPage = { ...firstPage, pageNumber: 4 };
    await waitFor(() => expect(shownCodes()).toEqual(expectedCodes(fourthPage)));
    expect(screen.getByText('Page 4')).toBeTruthy();
    expect(screen.getByText('Rows 76–100')).toBeTruthy();
    expect(bodies).toEqual([firstPage, secondPage, fourthPage]);
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('activates a focused row with Enter and Space when onRowClick is given', async () => {
    serveDeliveries();
    const onRowClick = vi.fn<(delivery: Delivery) => void>();
    renderGrid({ rows: { onClick: onRowClick } });
    await waitFor(() => expect(shownCodes()).toEqual(expectedCodes(firstPage)));

    const [, first, second] = within(deliveriesTable()).getAllByRole('row');
    expect(first?.getAttribute('data-clickable')).toBe('true');
    first!.focus();
    await userEvent.keyboard('{Enter}');
    second!.focus();
    await userEvent.keyboard(' ');
    const [expectedFirst, expectedSecond] = queryDeliveries(dataset, firstPage);
    expect(onRowClick.mock.calls.map(([delivery]) => delivery.code)).toEqual([
      expectedFirst!.code,
      expectedSecond!.code,
    ]);
  });

  it('keeps focus on a row at its place when Alt+ArrowRight turns the page under it', async () => {
    const bodies = serveDeliveries();
    renderGrid({ rows: { onClick: vi.fn() } });
    await waitFor(() => expect(shownCodes()).toEqual(expectedCodes(firstPage)));

    within(deliveriesTable()).getAllByRole('row')[3]!.focus();
    await userEvent.keyboard('{Alt>}{ArrowRight}{/Alt}');
    const secondPage = { ...firstPage, pageNumber: 2 };
    await waitFor(() => expect(shownCodes()).toEqual(expectedCodes(secondPage)));
    // The third row, now showing page 2's third delivery, still has focus: the next key works.
    const focused = document.activeElement!;
    expect(focused.getAttribute('aria-rowindex')).toBe('4');
    expect(within(focused as HTMLElement).getAllByRole('cell')[0]!.textContent).toBe(
      expectedCodes(secondPage)[2],
    );
    await userEvent.keyboard('{Alt>}{ArrowRight}{/Alt}');
    await waitFor(() =>
      expect(shownCodes()).toEqual(expectedCodes({ ...firstPage, pageNumber: 3 })),
    );
    expect(bodies.map((body) => body.pageNumber)).toEqual([1, 2, 3]);
  });

  it("keeps a custom cell's state with its delivery: a sort that moves deliveries starts each cell afresh", async () => {
    serveDeliveries();
    renderGrid({
      columns: [
        { id: 'code' },
        { id: 'pin', header: 'Pin', sortKey: false, cell: (d) => <PinToggle code={d.code} /> },
      ],
    });
    await waitFor(() => expect(shownCodes()).toEqual(expectedCodes(firstPage)));
    const [pinned] = expectedCodes(firstPage);
    await userEvent.click(screen.getByRole('button', { name: `Pin ${pinned}` }));
    const pressed = () =>
      screen.queryAllByRole('button', { pressed: true }).map((button) => button.textContent);
    expect(pressed()).toEqual([`Pin ${pinned}`]);

    const byCode: DeliveriesRequest = { ...firstPage, orderBy: { key: 'code', order: 'asc' } };
    await userEvent.click(screen.getByRole('button', { name: 'Code' }));
    await waitFor(() => expect(shownCodes()).toEqual(expectedCodes(byCode)));
    // Another delivery now fills the first row: the pin did not pass to it.
    expect(expectedCodes(byCode)[0]).not.toBe(pinned);
    expect(pressed()).toEqual([]);
  });

  it('renders cells as text: status labels with tones, formatted numbers and dates, full text in titles', async () => {
    serveDeliveries();
    const [firstDelivery] = queryDeliveries(dataset, firstPage);
    renderGrid({
      locale: 'de-DE',
      timeZone: 'Europe/Berlin',
      statusOptions: [{ value: firstDelivery!.status, label: 'Lieferbar', tone: 'success' }],
      columns: [
        { id: 'code' },
        { id: 'customerBusinessPartnerName' },
        { id: 'duQty' },
        { id: 'status' },
        { id: 'insertTime' },
      ],
      messages: { table: { tableLabel: 'Deliveries', columnHeaders: { code: 'Nummer' } } },
    });
    await waitFor(() => expect(shownCodes()).toEqual(expectedCodes(firstPage)));

    const table = deliveriesTable();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Nummer', 'Customer', 'DU qty', 'Status', 'Inserted']);
    const cells = within(within(table).getAllByRole('row')[1]!).getAllByRole('cell');
    const customer = firstDelivery!.customerBusinessPartnerName;
    expect(cells[1]!.textContent).toBe(customer);
    expect(within(cells[1]!).getByTitle(customer)).toBeTruthy();
    expect(cells[2]!.textContent).toBe(new Intl.NumberFormat('de-DE').format(firstDelivery!.duQty));
    expect(cells[2]!.getAttribute('data-align')).toBe('end');
    const status = within(cells[3]!).getByText('Lieferbar');
    expect(status.getAttribute('data-tone')).toBe('success');
    expect(cells[4]!.textContent).toBe(
      new Intl.DateTimeFormat('de-DE', {
        dateStyle: 'medium',
        timeStyle: 'short',
        timeZone: 'Europe/Berlin',
      }).format(new Date(firstDelivery!.insertTime)),
    );
  });
});
