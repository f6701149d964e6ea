import { useId, useMemo, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import {
  DeliveriesTable,
  localStorageViews,
  noDeliveriesSelected,
  useDeliveriesUrlState,
  type DeliveriesBulkAction,
  type DeliveriesRequest,
  type DeliveriesRowAction,
  type DeliveriesSelection,
  type DeliveriesTableProps,
  type Delivery,
} from '@src/index';
import type { MockDelivery } from '@src/mocks/index';
import {
  referenceDataset,
  referenceGridArgs,
  serveReferenceBackend,
  statusOptions,
} from './support/referenceBackend';
import { deliveriesTable, expectedCodes, expectRows, settleTimeout } from './support/play';
import { catchDownloads, exportedCodes } from './support/downloads';
import { LinkParameter } from './support/LinkParameter';
import { serviceCall } from './support/serviceCall';
import { startFromLink } from './support/link';

/**
 * The reference deliveries with a code that repeats on a page: the 13th delivery is sent under
 * the 8th one's code (both "Delivered", both on the first page, filtered or not).
 */
const original: readonly MockDelivery[] = referenceDataset.map((delivery, index) =>
  index === 12 ? { ...delivery, code: referenceDataset[7]!.code } : delivery,
);
const repeatedCode = original[7]!.code;

/** This page's backend: its deliveries, which "Another operator…" changes. */
const dataset: MockDelivery[] = [];
/** Every body the backend received in this visit, in order. */
const received: DeliveriesRequest[] = [];
let edits = 0;
function resetBackend() {
  dataset.splice(0, dataset.length, ...original.map((delivery) => ({ ...delivery })));
  received.length = 0;
  edits = 0;
}

/**
 * Another operator meanwhile: the second delivery with the repeated code is delayed, the fifth
 * delivery repacked, and a new one comes in front.
 */
function anotherOperator() {
  edits += 1;
  const repeat = dataset.findLastIndex((delivery) => delivery.code === repeatedCode);
  dataset[repeat] = { ...dataset[repeat]!, status: 5 };
  const fifth = dataset.findIndex((delivery) => delivery.code === original[4]!.code);
  dataset[fifth] = { ...dataset[fifth]!, palletQty: dataset[fifth]!.palletQty + edits };
  dataset.unshift({
    ...dataset[0]!,
    code: `DLV-2026-0${String(90000 + edits)}`,
    customerBusinessPartnerName: 'Neue Kunden GmbH',
  });
}

const viewsKey = 'deliveries-table:story-everything-on';

/** What a bulk action was handed, as the host's log shows it. */
function describeSelection(selection: DeliveriesSelection): string {
  if (selection.kind === 'codes') return `rows ${(selection.keys ?? selection.codes).join(', ')}`;
  const except = selection.excludedCodes.join(', ') || 'none';
  return `every delivery matching ${JSON.stringify(selection.request)}, except ${except}`;
}

const statusLabel = (status: number) =>
  statusOptions.find((option) => option.value === status)?.label ?? String(status);

/** What the host shows of the open delivery. */
function DeliveryCard({ delivery }: { delivery: Delivery }) {
  return (
    <dl>
      <dt>Status</dt>
      <dd>{statusLabel(delivery.status)}</dd>
      <dt>Customer</dt>
      <dd>{delivery.customerBusinessPartnerName}</dd>
      <dt>Warehouse</dt>
      <dd>{delivery.warehouseName}</dd>
      <dt>Pallets</dt>
      <dd>{delivery.palletQty}</dd>
    </dl>
  );
}

/**
 * The page an operations team ships: the grid's query state and open delivery in this frame's
 * address (`useDeliveriesUrlState`), the selection in the host's state, a bulk action and two
 * row actions that write what they were handed into the host's log.
 */
function OperationsDesk(props: DeliveriesTableProps) {
  const url = useDeliveriesUrlState();
  const [selection, setSelection] = useState<DeliveriesSelection>(noDeliveriesSelected);
  const [log, setLog] = useState<readonly string[]>([]);
  const logId = useId();
  const actions = useMemo(() => {
    const note = (line: string) => setLog((lines) => [...lines, line]);
    const handOver: DeliveriesBulkAction = {
      label: 'Hand to courier',
      run: async (handed, { signal }) => {
        await serviceCall(300, signal);
        note(`Hand to courier: ${describeSelection(handed)}`);
        return handed.kind === 'codes'
          ? `Handed ${handed.codes.length} deliveries to the courier.`
          : 'Handed every matching delivery to the courier.';
      },
    };
    const rowActions: DeliveriesRowAction[] = [
      {
        label: 'Print label',
        run: (delivery) => {
          note(`Print label: ${delivery.code}`);
          return Promise.resolve(`Label for ${delivery.code} printed.`);
        },
      },
      { label: 'Flag for review', run: (delivery) => note(`Flag for review: ${delivery.code}`) },
    ];
    return { bulk: [handOver], rows: rowActions };
  }, []);

  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <LinkParameter text={url.text}>
        <button type="button" onClick={anotherOperator}>
          Another operator changes deliveries
        </button>
      </LinkParameter>
      {url.problem && (
        <p role="alert" style={{ margin: 0 }}>
          This link's filters could not be read: {url.problem}
        </p>
      )}
      <DeliveriesTable
        {...props}
        state={url.state}
        onStateChange={url.onStateChange}
        selection={{ value: selection, onChange: setSelection, actions: actions.bulk }}
        rows={{ actions: actions.rows }}
        detail={{
          render: (delivery) => <DeliveryCard delivery={delivery} />,
          placement: 'side',
          ...url.detail,
        }}
      />
      <section aria-labelledby={logId}>
        <h2 id={logId} style={{ fontSize: 14, margin: 0 }}>
          Host's action log
        </h2>
        <ol aria-labelledby={logId} style={{ fontFamily: 'monospace', fontSize: 12 }}>
          {log.map((line, index) => (
            <li key={index}>{line}</li>
          ))}
        </ol>
      </section>
    </div>
  );
}

/**
 * Every feature on at once, as an operations team ships the grid: quick search, the filter
 * panel (status labels, option lists), selection with a bulk action and "Select all
 * matching", row actions, details beside the grid, Code pinned and every header's menu,
 * "Refresh", the state in the link, saved views and export. The server repeats a code on the
 * first page and answers after 120 ms (the details story: 600 ms). Each play drives features
 * together and checks what a person sees, what the host's actions got and what the server got.
 */
const meta = {
  title: 'DeliveriesTable/Everything on',
  component: DeliveriesTable,
  args: {
    ...referenceGridArgs,
    columnsMenu: {
      defaultSettings: { order: [], hidden: [], widths: {}, pinned: { code: 'start' } },
    },
    refresh: {},
    savedViews: { storage: localStorageViews(viewsKey) },
    exporting: { pageSize: 100 },
  },
  parameters: { controls: { include: ['theme', 'density'] } },
  render: (args) => <OperationsDesk {...args} />,
  beforeEach: ({ msw }) => {
    resetBackend();
    serveReferenceBackend(msw, { dataset, received });
    localStorage.removeItem(viewsKey);
    const restoreAddress = startFromLink();
    return () => {
      restoreAddress();
      localStorage.removeItem(viewsKey);
    };
  },
} satisfies Meta<typeof DeliveriesTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The codes this page's backend answers a state with. */
const codesFor = (state: Parameters<typeof expectedCodes>[0]) =>
  expectedCodes(state, { dataset: original });

const linkParameter = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('textbox', { name: 'Link parameter' });

const hostLog = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('list', { name: "Host's action log" }))
    .queryAllByRole('listitem')
    .map((item) => item.textContent);

/** The bodies the server got since `mark` (`received.length` before the step). */
const sentSince = (mark: number) => received.slice(mark);

const delivered = { filters: { status: [4] } };
const deliveredPage = { pageNumber: 1, pageSize: 25, quickSearch: '', filters: { status: [4] } };

/**
 * Triage: "Filters", Status "Delivered", "Apply filters"; tick the second row with the repeated
 * code and another, "Hand to courier"; a row's "Actions for …" → "Print label" (the details stay
 * shut); "Select all on this page", "Select all matching", untick one, "Hand to courier" again
 * (the host gets the query); then a search ends that selection. The link follows throughout.
 */
export const EverythingOn: Story = {
  name: 'Everything on',
  play: async ({ canvasElement, userEvent, step }) => {
    const canvas = within(canvasElement);
    const table = deliveriesTable(canvasElement);
    const [, other, , fourth] = codesFor(delivered);

    await step('the first page, and a notice naming the code it repeats', async () => {
      await expectRows(table, codesFor({}));
      await expect(
        await canvas.findByText(
          `More than one row on this page has the code “${repeatedCode}”.`,
          { exact: false },
          settleTimeout,
        ),
      ).toBeVisible();
      await expect(linkParameter(canvasElement)).toHaveValue('');
    });

    await step(
      'Status "Delivered" from the filter panel: one request, a chip, the link',
      async () => {
        const mark = received.length;
        await userEvent.click(canvas.getByRole('button', { name: 'Filters' }));
        const panel = within(await canvas.findByRole('region', { name: 'Filters' }, settleTimeout));
        await userEvent.click(panel.getByRole('combobox', { name: 'Status' }));
        await userEvent.click(await panel.findByRole('option', { name: 'Delivered' }));
        await userEvent.click(panel.getByRole('button', { name: 'Apply filters' }));
        await expectRows(table, codesFor(delivered));
        await expect(sentSince(mark)).toContainEqual(deliveredPage);
        await expect(
          canvas.getByRole('button', { name: 'Remove filter: Status: Delivered' }),
        ).toBeVisible();
        await expect(linkParameter(canvasElement)).toHaveValue('deliveries=v1_st.4');
      },
    );

    await step('two rows ticked, one of them the repeat: "Hand to courier" gets both', async () => {
      const twins = await canvas.findAllByRole(
        'checkbox',
        { name: `Select ${repeatedCode}` },
        settleTimeout,
      );
      await expect(twins).toHaveLength(2);
      await userEvent.click(twins[1]!);
      await userEvent.click(canvas.getByRole('checkbox', { name: `Select ${other}` }));
      await expect(twins[0]).not.toBeChecked();
      // A tick is the checkbox's own click, not the row's: no details open.
      await expect(canvas.queryByRole('complementary')).toBeNull();
      const bar = within(canvas.getByRole('toolbar', { name: 'Selection' }));
      await expect(bar.getByText('2 selected')).toBeVisible();
      await userEvent.click(bar.getByRole('button', { name: 'Hand to courier' }));
      await expect(
        await canvas.findByText('Handed 2 deliveries to the courier.', {}, settleTimeout),
      ).toBeVisible();
      await expect(hostLog(canvasElement)).toEqual([
        `Hand to courier: rows ${repeatedCode}~2, ${other}`,
      ]);
    });

    await step('"Actions for …" runs "Print label" on its row; no details open', async () => {
      await userEvent.click(
        await canvas.findByRole('button', { name: `Actions for ${fourth}` }, settleTimeout),
      );
      await userEvent.click(canvas.getByRole('menuitem', { name: 'Print label' }));
      await expect(
        await canvas.findByText(`Label for ${fourth} printed.`, {}, settleTimeout),
      ).toBeVisible();
      await expect(hostLog(canvasElement).at(-1)).toBe(`Print label: ${fourth}`);
      await expect(canvas.queryByRole('complementary')).toBeNull();
      await expect(linkParameter(canvasElement)).toHaveValue('deliveries=v1_st.4');
    });

    await step('"Select all matching" less one: the action gets the query', async () => {
      const mark = received.length;
      const bar = within(canvas.getByRole('toolbar', { name: 'Selection' }));
      await userEvent.click(bar.getByRole('button', { name: 'Clear selection' }));
      await userEvent.click(canvas.getByRole('checkbox', { name: 'Select all on this page' }));
      await userEvent.click(
        within(canvas.getByRole('toolbar', { name: 'Selection' })).getByRole('button', {
          name: 'Select all matching',
        }),
      );
      await userEvent.click(canvas.getByRole('checkbox', { name: `Select ${other}` }));
      const allBar = within(canvas.getByRole('toolbar', { name: 'Selection' }));
      // It names what it stands for, in the Status chip's words.
      await expect(
        allBar.getByText(/^All deliveries matching Status:? Delivered, 1 excluded$/),
      ).toBeVisible();
      await userEvent.click(allBar.getByRole('button', { name: 'Hand to courier' }));
      await expect(
        await canvas.findByText(
          'Handed every matching delivery to the courier.',
          {},
          settleTimeout,
        ),
      ).toBeVisible();
      await expect(hostLog(canvasElement).at(-1)).toBe(
        `Hand to courier: every delivery matching {"quickSearch":"","filters":{"status":[4]}}, except ${other}`,
      );
      // Selecting every match fetched nothing.
      await expect(sentSince(mark)).toEqual([]);
    });

    await step('a search narrows the rows, ends that selection and joins the link', async () => {
      const mark = received.length;
      await userEvent.type(canvas.getByRole('searchbox', { name: 'Search deliveries' }), 'berlin');
      const searched = { quickSearch: 'berlin', ...delivered };
      await expectRows(table, codesFor(searched));
      await expect(sentSince(mark)).toContainEqual({ ...deliveredPage, quickSearch: 'berlin' });
      await expect(linkParameter(canvasElement)).toHaveValue('deliveries=v1_q.berlin_st.4');
      await waitFor(
        () => expect(canvas.queryByRole('toolbar', { name: 'Selection' })).toBeNull(),
        settleTimeout,
      );
    });
  },
};

/**
 * Details over a slow server (600 ms an answer) and a link asking for 10 rows a page: a row's
 * cell opens its delivery; J walks past the end of page 1 into page 2 and K back, the link
 * holding the page and the open delivery; a row action on another row leaves them on theirs.
 */
export const DetailsAcrossPages: Story = {
  name: 'Everything on: details across pages',
  beforeEach: ({ msw }) => {
    serveReferenceBackend(msw, { dataset, received, latencyMs: 600 });
    return startFromLink('v1_ps.10');
  },
  play: async ({ canvasElement, userEvent, step }) => {
    const canvas = within(canvasElement);
    const table = deliveriesTable(canvasElement);
    const pageOne = codesFor({ pageSize: 10 });
    const pageTwo = codesFor({ pageSize: 10, pageNumber: 2 });
    const tenth = pageOne[9]!;
    const details = (code: string) =>
      canvas.findByRole('complementary', { name: `Delivery ${code}` }, settleTimeout);

    await step("the link's 10 rows; a click on the tenth opens its details", async () => {
      await expectRows(table, pageOne);
      await userEvent.click(within(table).getByRole('cell', { name: tenth }));
      const panel = await details(tenth);
      await expect(within(panel).getByText(original[9]!.customerBusinessPartnerName)).toBeVisible();
      await expect(linkParameter(canvasElement)).toHaveValue(`deliveries=v1_ps.10_d.${tenth}`);
    });

    await step('J: page 2 and its first delivery, in the link and the request', async () => {
      await userEvent.keyboard('j');
      await details(pageTwo[0]!);
      await expectRows(table, pageTwo);
      await expect(canvas.getByText('Page 2')).toBeVisible();
      // The look-ahead may have asked for it already: the body is the same either way.
      await expect(received).toContainEqual({ pageNumber: 2, pageSize: 10, quickSearch: '' });
      await expect(linkParameter(canvasElement)).toHaveValue(
        `deliveries=v1_p.2_ps.10_d.${pageTwo[0]}`,
      );
    });

    await step('K: back to the tenth, on page 1', async () => {
      await userEvent.keyboard('k');
      await details(tenth);
      await expectRows(table, pageOne);
      await expect(linkParameter(canvasElement)).toHaveValue(`deliveries=v1_ps.10_d.${tenth}`);
    });

    await step('"Print label" on another row: the details stay on the tenth', async () => {
      const third = pageOne[2]!;
      await userEvent.click(
        await canvas.findByRole('button', { name: `Actions for ${third}` }, settleTimeout),
      );
      await userEvent.click(canvas.getByRole('menuitem', { name: 'Print label' }));
      await expect(
        await canvas.findByText(`Label for ${third} printed.`, {}, settleTimeout),
      ).toBeVisible();
      await expect(hostLog(canvasElement)).toEqual([`Print label: ${third}`]);
      await expect(canvas.getByRole('complementary', { name: `Delivery ${tenth}` })).toBeVisible();
      await expect(linkParameter(canvasElement)).toHaveValue(`deliveries=v1_ps.10_d.${tenth}`);
    });

    await step('"Close details": the link lets go of the delivery', async () => {
      const panel = canvas.getByRole('complementary', { name: `Delivery ${tenth}` });
      await userEvent.click(within(panel).getByRole('button', { name: 'Close details' }));
      await waitFor(() => expect(canvas.queryByRole('complementary')).toBeNull(), settleTimeout);
      await expect(linkParameter(canvasElement)).toHaveValue('deliveries=v1_ps.10');
    });
  },
};

/** The column headers' labels; the checkbox column's header has none. */
const headerLabels = (table: HTMLElement) =>
  within(table)
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent)
    .filter(Boolean);

/** Where a column is pinned (`start`, `end`), or `null`. */
const pinOf = (table: HTMLElement, header: string) =>
  within(table).getByRole('columnheader', { name: header }).getAttribute('data-pin');

/** Picks an item of a column header's "Column options for …" menu. */
async function fromHeaderMenu(
  canvasElement: HTMLElement,
  userEvent: { click: (element: Element) => Promise<void> },
  header: string,
  item: string,
) {
  const canvas = within(canvasElement);
  await userEvent.click(
    await canvas.findByRole('button', { name: `Column options for ${header}` }, settleTimeout),
  );
  await userEvent.click(canvas.getByRole('menuitem', { name: item }));
}

/**
 * Columns and views: from the header menus, sort by Code, pin Status to the start and hide
 * Tenant; save that as a view "By code, no tenant"; "Reset view" puts the grid back (link, rows,
 * columns); applying the view brings all of it back, in the link too.
 */
export const ColumnsAndViews: Story = {
  name: 'Everything on: columns and views',
  play: async ({ canvasElement, userEvent, step }) => {
    const canvas = within(canvasElement);
    const table = deliveriesTable(canvasElement);
    const byCode = { orderBy: { key: 'code', order: 'asc' as const } };
    // Pinned columns keep their order among themselves: Code, then Status.
    const arranged = [
      'Code',
      'Status',
      'Courier',
      'Warehouse',
      'Customer',
      'DU qty',
      'Pallets',
      'Inserted',
      'Show details',
      'Actions',
    ];

    await step('the first page, Code pinned to the start', async () => {
      await expectRows(table, codesFor({}));
      await waitFor(
        () =>
          expect(canvas.getByRole('columnheader', { name: 'Code' })).toHaveAttribute(
            'data-pin',
            'start',
          ),
        settleTimeout,
      );
    });

    await step('header menus: sort by Code, pin Status, hide Tenant', async () => {
      const mark = received.length;
      await fromHeaderMenu(canvasElement, userEvent, 'Code', 'Sort ascending');
      await expectRows(table, codesFor(byCode));
      await expect(sentSince(mark)).toContainEqual({
        pageNumber: 1,
        pageSize: 25,
        quickSearch: '',
        orderBy: { key: 'code', order: 'asc' },
      });
      await expect(linkParameter(canvasElement)).toHaveValue('deliveries=v1_o.code.asc');
      await fromHeaderMenu(canvasElement, userEvent, 'Status', 'Pin to start');
      await fromHeaderMenu(canvasElement, userEvent, 'Tenant', 'Hide column');
      await waitFor(() => expect(headerLabels(table)).toEqual(arranged), settleTimeout);
      await expect([pinOf(table, 'Code'), pinOf(table, 'Status')]).toEqual(['start', 'start']);
    });

    await step('"Views": save them as "By code, no tenant"', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Views' }));
      await userEvent.type(
        await canvas.findByRole('textbox', { name: 'View name' }, settleTimeout),
        'By code, no tenant',
      );
      await userEvent.click(canvas.getByRole('button', { name: 'Save view' }));
      await expect(
        await canvas.findByRole('button', { name: 'Apply view By code, no tenant' }, settleTimeout),
      ).toBeVisible();
      await userEvent.keyboard('{Escape}');
    });

    await step('"Reset view": the start again, in the link, the rows and the columns', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Reset view' }));
      await expectRows(table, codesFor({}));
      await expect(linkParameter(canvasElement)).toHaveValue('');
      await waitFor(() => expect(headerLabels(table)).toContain('Tenant'), settleTimeout);
      await expect([pinOf(table, 'Code'), pinOf(table, 'Status')]).toEqual(['start', null]);
    });

    await step('applying the view brings it all back', async () => {
      const mark = received.length;
      await userEvent.click(canvas.getByRole('button', { name: 'Views' }));
      await userEvent.click(
        await canvas.findByRole('button', { name: 'Apply view By code, no tenant' }, settleTimeout),
      );
      await expectRows(table, codesFor(byCode));
      await expect(linkParameter(canvasElement)).toHaveValue('deliveries=v1_o.code.asc');
      await waitFor(() => expect(headerLabels(table)).toEqual(arranged), settleTimeout);
      await expect([pinOf(table, 'Code'), pinOf(table, 'Status')]).toEqual(['start', 'start']);
      // The sorted page may come from the cache; no request goes out with half of the view.
      for (const body of sentSince(mark)) await expect(body.orderBy).toEqual(byCode.orderBy);
    });
  },
};

/**
 * Refresh and export with the repeated code on the page: the details of the second row with it
 * open (the link holds its key, `~2`); another operator delays that delivery, repacks another
 * and adds one; "Refresh" marks one new and two changed rows (not the first row with the code)
 * and the open details show the delay. "Export this page" holds both rows with the repeated
 * code; "Export selected" the two ticked.
 */
export const RefreshAndExport: Story = {
  name: 'Everything on: refresh and export',
  play: async ({ canvasElement, userEvent, step }) => {
    const canvas = within(canvasElement);
    const table = deliveriesTable(canvasElement);
    const repeat = original[12]!;
    const details = () => canvas.getByRole('complementary', { name: `Delivery ${repeatedCode}` });

    await step('the details of the second row with the repeated code', async () => {
      await expectRows(table, codesFor({}));
      const showDetails = await canvas.findAllByRole(
        'button',
        { name: /^Show details for / },
        settleTimeout,
      );
      await userEvent.click(showDetails[12]!);
      const panel = await canvas.findByRole(
        'complementary',
        { name: `Delivery ${repeatedCode}` },
        settleTimeout,
      );
      await expect(within(panel).getByText(repeat.customerBusinessPartnerName)).toBeVisible();
      await expect(within(panel).getByText('Delivered')).toBeVisible();
      await expect(linkParameter(canvasElement)).toHaveValue(`deliveries=v1_d.${repeatedCode}~2`);
    });

    await step('another operator changes deliveries; "Refresh" marks them', async () => {
      await userEvent.click(
        canvas.getByRole('button', { name: 'Another operator changes deliveries' }),
      );
      const mark = received.length;
      await userEvent.click(canvas.getByRole('button', { name: 'Refresh' }));
      await waitFor(
        () => expect(table.querySelectorAll('tr[data-change]')).toHaveLength(3),
        settleTimeout,
      );
      await expect(table.querySelectorAll('tr[data-change="new"]')).toHaveLength(1);
      // The rows with the repeated code, now 9th and 14th: only the delayed one is marked.
      const marked = (index: number) =>
        table.querySelector(`tr[data-index="${index}"]`)?.getAttribute('data-change');
      await expect([marked(8), marked(13)]).toEqual([null, 'changed']);
      await expect(
        await canvas.findByText('1 new, 2 changed', {}, settleTimeout),
      ).toBeInTheDocument();
      await expect(sentSince(mark)).toContainEqual({
        pageNumber: 1,
        pageSize: 25,
        quickSearch: '',
      });
      await expect(within(details()).getByText(repeat.customerBusinessPartnerName)).toBeVisible();
      await expect(within(details()).getByText('Delayed')).toBeVisible();
      await expect(linkParameter(canvasElement)).toHaveValue(`deliveries=v1_d.${repeatedCode}~2`);
    });

    const downloads = catchDownloads();
    try {
      await step('"Export this page" holds both rows with the repeated code', async () => {
        await userEvent.click(canvas.getByRole('button', { name: 'Export' }));
        await userEvent.click(canvas.getByRole('menuitem', { name: 'Export this page (CSV)' }));
        await expect(
          await canvas.findByText('Exported 25 deliveries.', {}, settleTimeout),
        ).toBeVisible();
        const codes = await exportedCodes(downloads.files[0]!);
        await expect(codes).toEqual(expectedCodes({}, { dataset }));
        await expect(codes.filter((code) => code === repeatedCode)).toHaveLength(2);
      });

      await step('"Export selected" holds the two rows ticked, repeat and all', async () => {
        const twins = await canvas.findAllByRole(
          'checkbox',
          { name: `Select ${repeatedCode}` },
          settleTimeout,
        );
        await userEvent.click(twins[0]!);
        await userEvent.click(twins[1]!);
        const bar = within(canvas.getByRole('toolbar', { name: 'Selection' }));
        await expect(bar.getByText('2 selected')).toBeVisible();
        await userEvent.click(bar.getByRole('button', { name: 'Export selected (CSV)' }));
        await waitFor(() => expect(downloads.files).toHaveLength(2), settleTimeout);
        await expect(await exportedCodes(downloads.files[1]!)).toEqual([
          repeatedCode,
          repeatedCode,
        ]);
      });
    } finally {
      downloads.restore();
    }
  },
};

/**
 * Every part open at once, in the dark theme, for the accessibility check that runs after the
 * play: a row ticked and another's details open, the filter panel open on its Status list, and
 * a row's "Actions for …" menu open.
 */
export const AllOpenDark: Story = {
  name: 'Everything on: all open, dark theme',
  args: { theme: 'dark' },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const table = deliveriesTable(canvasElement);
    const [, second, third, fourth] = codesFor({});
    await expectRows(table, codesFor({}));
    await userEvent.click(
      await canvas.findByRole('checkbox', { name: `Select ${second}` }, settleTimeout),
    );
    const showDetails = await canvas.findAllByRole(
      'button',
      { name: /^Show details for / },
      settleTimeout,
    );
    await userEvent.click(showDetails[2]!);
    await canvas.findByRole('complementary', { name: `Delivery ${third}` }, settleTimeout);
    await userEvent.click(canvas.getByRole('button', { name: 'Filters' }));
    const panel = within(await canvas.findByRole('region', { name: 'Filters' }, settleTimeout));
    await userEvent.click(panel.getByRole('combobox', { name: 'Status' }));
    await expect(await panel.findByRole('option', { name: 'Delivered' })).toBeVisible();
    await userEvent.click(
      await canvas.findByRole('button', { name: `Actions for ${fourth}` }, settleTimeout),
    );
    await expect(canvas.getByRole('menu', { name: `Actions for ${fourth}` })).toBeVisible();
    await expect(canvas.getByRole('complementary', { name: `Delivery ${third}` })).toBeVisible();
    await expect(
      within(canvas.getByRole('toolbar', { name: 'Selection' })).getByText('1 selected'),
    ).toBeVisible();
  },
};
