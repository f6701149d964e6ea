import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { useEffect, useState } from 'react';
import { DeliveriesTable, useDeliveriesUrlState, type Delivery } from '@src/index';
import { generateDeliveries, mockStatuses } from '@src/mocks/index';
import { expectNoAxeViolations } from '../focus/focusProbe';
import { gridRenderer } from '../harness';
import { addLibraryStylesheet } from '../theme/themeHelpers';

let removeStylesheet = () => {};
beforeEach(async () => {
  removeStylesheet = addLibraryStylesheet();
  await page.viewport(1280, 800);
});
afterEach(() => removeStylesheet());

const dataset = generateDeliveries(40, 5);
const code = (index: number) => dataset[index]!.code;
const card = (delivery: Delivery) => (
  <dl>
    <dt>Customer</dt>
    <dd>{delivery.customerBusinessPartnerName}</dd>
  </dl>
);
const renderGrid = gridRenderer(
  {
    statusOptions: mockStatuses,
    initialState: { pageSize: 5 },
    paging: { prefetchNextPage: true },
    detail: { render: card },
  },
  { serve: dataset },
);
const details = (index: number) =>
  screen.findByRole('complementary', { name: `Delivery ${code(index)}` });
const dataRows = () =>
  within(screen.getByRole('table', { name: 'Deliveries' }))
    .getAllByRole('row')
    .filter((row) => row.hasAttribute('data-index'));

describe('details beside the grid', () => {
  it('opens by keyboard, walks past the end of page 1 into page 2, and closes back on the row', async () => {
    const grid = await renderGrid().ready();
    dataRows()[0]!.focus();
    await grid.user.keyboard('{Enter}');
    const first = await details(0);
    expect(within(first).getByText(dataset[0]!.customerBusinessPartnerName)).toBeTruthy();
    // Focus moves in as the panel's effects run, which a busy machine may draw a frame later.
    await waitFor(() => expect(first.contains(document.activeElement)).toBe(true));
    await expectNoAxeViolations('details open');

    await grid.user.keyboard('{ArrowDown}{ArrowDown}j{ArrowDown}');
    await details(4);
    // Past the last row of page 1: page 2 (prefetched, so no wait), its first delivery.
    await grid.user.keyboard('{ArrowDown}');
    const fifth = await details(5);
    expect(within(fifth).getByText(dataset[5]!.customerBusinessPartnerName)).toBeTruthy();
    expect(grid.bodies).toContainEqual({ pageNumber: 2, pageSize: 5, quickSearch: '' });
    expect(screen.getByText('Page 2')).toBeTruthy();
    // And back: k turns to page 1's last delivery.
    await grid.user.keyboard('k');
    await details(4);
    expect(screen.getByText('Page 1')).toBeTruthy();

    await grid.user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('complementary')).toBeNull());
    expect(document.activeElement).toBe(dataRows()[4]);
  });

  it("leave a host's Ctrl+K and Meta+J alone: the host's palette opens, the details stay", async () => {
    function CommandPalette() {
      const [open, setOpen] = useState(false);
      useEffect(() => {
        const onKeyDown = (event: KeyboardEvent) => {
          if (event.defaultPrevented || !(event.ctrlKey || event.metaKey)) return;
          if (event.key === 'k' || event.key === 'j') setOpen(true);
        };
        document.addEventListener('keydown', onKeyDown);
        return () => document.removeEventListener('keydown', onKeyDown);
      }, []);
      return open ? <p>Command palette</p> : null;
    }
    const grid = await renderGrid(
      {},
      {
        wrap: (table) => (
          <>
            <CommandPalette />
            {table}
          </>
        ),
      },
    ).ready();
    dataRows()[2]!.focus();
    await grid.user.keyboard('{Enter}');
    await details(2);
    await grid.user.keyboard('{Control>}k{/Control}');
    expect(await screen.findByText('Command palette')).toBeTruthy();
    await grid.user.keyboard('{Meta>}j{/Meta}');
    expect(await details(2)).toBeTruthy();
    expect(screen.getAllByRole('complementary')).toHaveLength(1);
  });

  it('opens from a row\'s "Show details for DLV-…" button, and closes with "Close details"', async () => {
    const grid = await renderGrid().ready();
    const buttons = await screen.findAllByRole('button', { name: /^Show details for / });
    await grid.user.click(buttons[2]!);
    const panel = await details(2);
    expect(buttons[2]!.getAttribute('aria-expanded')).toBe('true');
    await grid.user.click(within(panel).getByRole('button', { name: 'Close details' }));
    expect(screen.queryByRole('complementary')).toBeNull();
  });

  it('opens the delivery a link names (controlled or `defaultOpen`), as a dialog on a narrow screen', async () => {
    await page.viewport(600, 800);
    const opened: (string | null)[] = [];
    const grid = await renderGrid({
      detail: { render: card, defaultOpen: code(3), onOpenChange: (id) => opened.push(id) },
    }).ready();
    const sheet = await screen.findByRole('dialog', { name: `Delivery ${code(3)}` });
    expect(within(sheet).getByText(dataset[3]!.customerBusinessPartnerName)).toBeTruthy();
    within(sheet).getByRole('heading').focus();
    await grid.user.keyboard('{ArrowUp}');
    await screen.findByRole('dialog', { name: `Delivery ${code(2)}` });
    expect(opened).toEqual([code(2)]);
    await expectNoAxeViolations('details as a sheet');
  });
});

/** A host that keeps the open delivery in its link (`?delivery=`), as a router would. */
function LinkedDetails() {
  const [open, setOpen] = useState(() => new URLSearchParams(location.search).get('delivery'));
  return (
    <DeliveriesTable
      baseUrl=""
      initialState={{ pageSize: 5 }}
      paging={{ prefetchNextPage: false }}
      detail={{
        render: card,
        open,
        onOpenChange: (id) => {
          const url = new URL(location.href);
          if (id) url.searchParams.set('delivery', id);
          else url.searchParams.delete('delivery');
          history.replaceState(null, '', url);
          setOpen(id);
        },
      }}
    />
  );
}

describe('details that throw', () => {
  it('say why in an alert, and the next delivery shows its details', async () => {
    const grid = await renderGrid({
      detail: {
        render: (delivery) => {
          if (delivery.code === code(1)) throw new Error('no customer record');
          return card(delivery);
        },
      },
    }).ready();
    await grid.user.click(
      (await screen.findAllByRole('button', { name: /^Show details for / }))[1]!,
    );
    const panel = await details(1);
    expect(within(panel).getByRole('alert').textContent).toBe(
      'The details could not be shown: no customer record',
    );
    within(panel).getByRole('heading').focus();
    await grid.user.keyboard('j');
    const next = await details(2);
    expect(within(next).getByText(dataset[2]!.customerBusinessPartnerName)).toBeTruthy();
    expect(within(next).queryByRole('alert')).toBeNull();
  });
});

describe('the open delivery in a link', () => {
  it('a shared link opens its delivery; opening another writes the link', async () => {
    const before = location.href;
    history.replaceState(null, '', `?delivery=${code(1)}`);
    try {
      const grid = await renderGrid({}, { wrap: () => <LinkedDetails /> }).ready();
      const panel = await details(1);
      // Opened by the link, not by a person: focus stayed where the page put it.
      expect(panel.contains(document.activeElement)).toBe(false);
      within(panel).getByRole('heading').focus();
      await grid.user.keyboard('{ArrowDown}');
      await details(2);
      expect(new URLSearchParams(location.search).get('delivery')).toBe(code(2));
      await grid.user.keyboard('{Escape}');
      await waitFor(() => expect(location.search).toBe(''));
    } finally {
      history.replaceState(null, '', before);
    }
  });
});

describe('details under their row', () => {
  it('expand under the row, follow J and K from row to row, and close back on the row', async () => {
    const grid = await renderGrid({ detail: { render: card, placement: 'inline' } }).ready();
    await grid.user.click(
      (await screen.findAllByRole('button', { name: /^Show details for / }))[1]!,
    );
    const region = await screen.findByRole('region', { name: `Delivery ${code(1)}` });
    expect(region.closest('tr')?.previousElementSibling).toBe(dataRows()[1]);
    expect(screen.queryByRole('complementary')).toBeNull();
    await expectNoAxeViolations('details under their row');

    await waitFor(() => expect(region.contains(document.activeElement)).toBe(true));
    await grid.user.keyboard('j');
    const next = await screen.findByRole('region', { name: `Delivery ${code(2)}` });
    expect(next.closest('tr')?.previousElementSibling).toBe(dataRows()[2]);
    await waitFor(() => expect(next.contains(document.activeElement)).toBe(true));
    await grid.user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('region', { name: /^Delivery/ })).toBeNull());
    expect(document.activeElement).toBe(dataRows()[2]);
  });

  it('whose delivery a refresh took off the page stay beside the rows, saying so, with focus', async () => {
    const served = dataset.map((delivery) => ({ ...delivery }));
    const grid = await renderGrid(
      { detail: { render: card, placement: 'inline' }, refresh: { intervalSeconds: 1 } },
      { serve: served },
    ).ready();
    dataRows()[1]!.focus();
    await grid.user.keyboard('{Enter}');
    const region = await screen.findByRole('region', { name: `Delivery ${code(1)}` });
    await waitFor(() => expect(region.contains(document.activeElement)).toBe(true));
    // Another operator deletes it; the next refresh answers without it.
    served.splice(1, 1);
    const panel = await screen.findByRole(
      'complementary',
      { name: `Delivery ${code(1)}` },
      { timeout: 10_000 },
    );
    expect(within(panel).getByText(`${code(1)} is not on this page.`)).toBeTruthy();
    await waitFor(() => expect(panel.contains(document.activeElement)).toBe(true));
    // J goes on from the place it had: the delivery that moved up into it, under its row again.
    await grid.user.keyboard('j');
    const next = await screen.findByRole('region', { name: `Delivery ${code(2)}` });
    expect(next.closest('tr')?.previousElementSibling).toBe(dataRows()[1]);
  });

  // Widths worked out from the rows' text (fixed), and the browser's own sizing (a host's cell).
  it.each([
    { layout: 'worked-out widths', columns: undefined },
    {
      layout: "the browser's sizing",
      columns: [
        { id: 'code', cell: (delivery: Delivery) => <b>{delivery.code}</b> },
        { id: 'customerBusinessPartnerName' },
      ],
    },
  ])(
    "keep the table as wide as its rows at $layout: a host's long line wraps or scrolls",
    async ({ columns }) => {
      const longLine = `Gate note: ${'ACCESS-CODE-'.repeat(40)}`;
      const sentence = 'Leave the pallets by the side door. '.repeat(12);
      const grid = await renderGrid({
        ...(columns && { columns }),
        detail: {
          render: () => (
            <>
              <p>{sentence}</p>
              <pre>{longLine}</pre>
            </>
          ),
          placement: 'inline',
        },
      }).ready();
      const table = screen.getByRole('table', { name: 'Deliveries' });
      const area = table.parentElement!;
      const closedWidth = table.getBoundingClientRect().width;
      await grid.user.click(
        (await screen.findAllByRole('button', { name: /^Show details for / }))[1]!,
      );
      const region = await screen.findByRole('region', { name: `Delivery ${code(1)}` });
      // The table and the details stay inside the scroll area: no sideways scroll for the rows.
      expect(table.getBoundingClientRect().width).toBe(closedWidth);
      expect(area.scrollWidth).toBe(area.clientWidth);
      expect(region.getBoundingClientRect().width).toBeLessThanOrEqual(area.clientWidth);
      // The sentence wraps to lines of the details' width; the unbroken line scrolls in them.
      const paragraph = within(region).getByText(sentence.trim());
      expect(paragraph.scrollWidth).toBeLessThanOrEqual(paragraph.clientWidth);
      expect(paragraph.getBoundingClientRect().height).toBeGreaterThan(40);
      await expectNoAxeViolations('details under their row with a long line');
    },
  );
});

/** The grid with its state and its open delivery in the grid's own link format. */
function GridLinkedDetails() {
  const url = useDeliveriesUrlState();
  return (
    <DeliveriesTable
      baseUrl=""
      state={url.state}
      onStateChange={url.onStateChange}
      paging={{ prefetchNextPage: false }}
      detail={{ render: card, ...url.detail }}
    />
  );
}

describe("the open delivery in the grid's own link", () => {
  it('opens from `d.` in the link; moving and closing write it', async () => {
    const before = location.href;
    history.replaceState(null, '', `?deliveries=v1_ps.5_d.${code(1)}`);
    const link = () => new URLSearchParams(location.search).get('deliveries');
    try {
      const grid = await renderGrid({}, { wrap: () => <GridLinkedDetails /> }).ready();
      const panel = await details(1);
      within(panel).getByRole('heading').focus();
      await grid.user.keyboard('j');
      await details(2);
      expect(link()).toBe(`v1_ps.5_d.${code(2)}`);
      await grid.user.keyboard('{Escape}');
      await waitFor(() => expect(link()).toBe('v1_ps.5'));
      expect(grid.bodies).toEqual([{ pageNumber: 1, pageSize: 5, quickSearch: '' }]);
    } finally {
      history.replaceState(null, '', before);
    }
  });
});

describe("the open delivery in the grid's own link, with an id no link holds", () => {
  it.each([
    // A server's composite key: over the 100 characters a link's `d.` may hold.
    ['over 100 characters', `DLV-2026-${'7'.repeat(110)}`, `DLV-2026-${'7'.repeat(110)}`],
    // A code of spaces, named by its place: a link could write it, and not read it back.
    ['only spaces', '   ', 'row 2 (no code)'],
  ])('(%s) opens on screen, leaves the link without it, and closes', async (_, longCode, name) => {
    const withLong = dataset.map((delivery, index) =>
      index === 1 ? { ...delivery, code: longCode } : delivery,
    );
    const before = location.href;
    history.replaceState(null, '', `?deliveries=v1_ps.5_d.${code(0)}`);
    const link = () => new URLSearchParams(location.search).get('deliveries');
    try {
      const grid = await renderGrid(
        {},
        { serve: withLong, wrap: () => <GridLinkedDetails /> },
      ).ready();
      await details(0);
      await grid.user.click(
        await screen.findByRole(
          'button',
          { name: `Show details for ${name}` },
          { timeout: 10_000 },
        ),
      );
      const panel = await screen.findByRole('complementary', { name: `Delivery ${name}` });
      expect(within(panel).getByText(withLong[1]!.customerBusinessPartnerName)).toBeTruthy();
      // The link holds no open delivery now: not the one before, and not one it cannot hold.
      expect(link()).toBe('v1_ps.5');
      await grid.user.click(within(panel).getByRole('button', { name: 'Close details' }));
      await waitFor(() => expect(screen.queryByRole('complementary')).toBeNull());
      expect(link()).toBe('v1_ps.5');
    } finally {
      history.replaceState(null, '', before);
    }
  });
});

describe('details on a virtualized page', () => {
  it("bring the open delivery's row into view, drawing it", async () => {
    const long = generateDeliveries(1200, 9);
    const grid = await gridRenderer(
      {
        initialState: { pageSize: 1000 },
        paging: { pageSizeOptions: [25, 1000], prefetchNextPage: false },
        detail: { render: card, defaultOpen: long[600]!.code },
      },
      { serve: long },
    )().ready();
    await screen.findByRole('complementary', { name: `Delivery ${long[600]!.code}` });
    const table = screen.getByRole('table', { name: 'Deliveries' });
    await waitFor(() => expect(table.querySelector('tbody tr[data-index="600"]')).not.toBeNull());
    void grid;
  });
});
