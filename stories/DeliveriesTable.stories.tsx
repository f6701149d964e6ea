import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { DeliveriesTable } from '@src/index';
import { createDeliveriesHandlers, deliveriesFaults, generateDeliveries } from '@src/mocks/index';
import { serveReferenceBackend, referenceGridArgs } from './support/referenceBackend';
import { deliveriesTable, expectedCodes, expectRows, settleTimeout } from './support/play';

/**
 * The grid against the embedded reference backend (`deliveries-table/mocks`): 300 deliveries
 * behind `POST /api/deliveries`, answered by MSW in the browser. Set
 * `STORYBOOK_DELIVERIES_BASE_URL` to show a live server instead.
 */
const meta = {
  title: 'DeliveriesTable',
  component: DeliveriesTable,
  args: referenceGridArgs,
  argTypes: {
    baseUrl: { control: 'text' },
    client: { control: false },
    state: { control: false },
    columns: { control: false },
    filters: { control: false },
    rows: { control: false },
    theme: { control: 'inline-radio', options: ['light', 'dark', 'system'] },
    density: { control: 'inline-radio', options: ['comfortable', 'compact'] },
  },
  beforeEach: ({ msw }) => serveReferenceBackend(msw),
} satisfies Meta<typeof DeliveriesTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A few hundred deliveries: sort, page, search and open a row (then back to the first view). */
export const Default: Story = {
  args: { rows: { onClick: fn() } },
  play: async ({ args, canvasElement, userEvent, step }) => {
    const canvas = within(canvasElement);
    const table = deliveriesTable(canvasElement);

    await step('the first page shows 25 deliveries, newest first', async () => {
      await expectRows(table, expectedCodes({}).slice(0, 25));
      await expect(canvas.getByText('Page 1')).toBeVisible();
      await expect(canvas.getByText('Rows 1–25')).toBeVisible();
      await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    });

    await step('"Code" sorts ascending, then descending', async () => {
      const header = canvas.getByRole('columnheader', { name: 'Code' });
      await userEvent.click(within(header).getByRole('button', { name: 'Code' }));
      await expect(header).toHaveAttribute('aria-sort', 'ascending');
      await expectRows(table, expectedCodes({ orderBy: { key: 'code', order: 'asc' } }));
      await userEvent.click(within(header).getByRole('button', { name: 'Code' }));
      await expect(header).toHaveAttribute('aria-sort', 'descending');
      await expectRows(table, expectedCodes({ orderBy: { key: 'code', order: 'desc' } }));
    });

    await step('"Next page" shows page 2 of the same order', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
      await expectRows(
        table,
        expectedCodes({ pageNumber: 2, orderBy: { key: 'code', order: 'desc' } }),
      );
      await expect(canvas.getByText('Page 2')).toBeVisible();
      await expect(canvas.getByText('Rows 26–50')).toBeVisible();
    });

    await step('"Search deliveries" narrows the rows and goes back to page 1', async () => {
      await userEvent.type(canvas.getByRole('searchbox', { name: 'Search deliveries' }), 'müller');
      await expectRows(
        table,
        expectedCodes({ quickSearch: 'müller', orderBy: { key: 'code', order: 'desc' } }),
      );
      await expect(canvas.getByText('Page 1')).toBeVisible();
    });

    await step('Enter on a row opens it', async () => {
      const [, firstRow] = within(table).getAllByRole('row');
      firstRow!.focus();
      await userEvent.keyboard('{Enter}');
      await expect(args.rows?.onClick).toHaveBeenCalledTimes(1);
    });

    await step(
      'clearing the search and a third "Code" click give the first view back',
      async () => {
        await userEvent.clear(canvas.getByRole('searchbox', { name: 'Search deliveries' }));
        await userEvent.click(canvas.getByRole('button', { name: 'Code' }));
        await expect(canvas.getByRole('columnheader', { name: 'Code' })).toHaveAttribute(
          'aria-sort',
          'none',
        );
        await expectRows(table, expectedCodes({}));
      },
    );
  },
};

/**
 * The first request never gets an answer (`deliveriesFaults.hang`): skeleton rows and the
 * progress bar stay. Mocked even with a live server configured.
 */
export const FirstLoadNeverEnds: Story = {
  beforeEach: ({ msw }) => serveReferenceBackend(msw, { faults: [deliveriesFaults.hang()] }),
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('a progress bar and a busy table, no rows', async () => {
      await expect(canvas.getByRole('progressbar', { name: 'Loading deliveries' })).toBeVisible();
      const table = deliveriesTable(canvasElement);
      await expect(table).toHaveAttribute('aria-busy', 'true');
      await expect(within(table).getAllByRole('row')).toHaveLength(1);
    });
  },
};

/**
 * Every answer takes 1.5 s (`deliveriesFaults.slow`): the skeleton on first load, then the
 * previous rows stay dimmed under the progress bar while the next page loads. Mocked even
 * with a live server configured.
 */
export const SlowNetwork: Story = {
  beforeEach: ({ msw }) =>
    serveReferenceBackend(msw, { faults: [deliveriesFaults.slow({ delayMs: 1500 })] }),
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('the first load shows the progress bar', async () => {
      await expect(canvas.getByRole('progressbar', { name: 'Loading deliveries' })).toBeVisible();
      await expect(deliveriesTable(canvasElement)).toHaveAttribute('aria-busy', 'true');
    });
  },
};

/**
 * The server answers `[]`: "No deliveries found", no rows to page through. Mocked even with a
 * live server configured.
 */
export const Empty: Story = {
  beforeEach: ({ msw }) => {
    msw.use(...createDeliveriesHandlers({ dataset: [], latencyMs: 50 }));
  },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('"No deliveries found" and no way forward', async () => {
      const table = deliveriesTable(canvasElement);
      await expect(
        await within(table).findByText('No deliveries found', {}, settleTimeout),
      ).toBeVisible();
      await expect(canvas.getByText('No rows')).toBeVisible();
      await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
      // Without filters there is nothing to clear.
      await expect(canvas.queryByRole('button', { name: 'Clear filters' })).toBeNull();
    });
  },
};

const largeDataset = generateDeliveries(2_500, 2);

/**
 * 1,000 rows on one page (`pageSize` 1000, the reference backend's limit), virtualized: only the
 * rows in view of the scroll area are in the document; arrow keys, Page Up/Down, Home and End
 * move between rows when rows are clickable.
 */
export const LargePage: Story = {
  args: {
    paging: { pageSizeOptions: [25, 100, 1000], prefetchNextPage: false },
    initialState: { pageSize: 1000 },
  },
  beforeEach: ({ msw }) => serveReferenceBackend(msw, { dataset: largeDataset, latencyMs: 50 }),
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('1,000 rows arrive on page 1, drawn as they come into view', async () => {
      await expect(await canvas.findByText('Rows 1–1000', {}, settleTimeout)).toBeVisible();
      const table = deliveriesTable(canvasElement);
      // Virtualized above 100 rows: the table counts 1,000 rows and holds those in view.
      await expect(table).toHaveAttribute('aria-rowcount', '1001');
      await waitFor(
        () => expect(within(table).getAllByRole('row').length).toBeLessThan(80),
        settleTimeout,
      );
      const scrollArea = table.parentElement!;
      scrollArea.scrollTop = scrollArea.scrollHeight;
      await waitFor(
        () => expect(table.querySelector('tr[aria-rowindex="1001"]')).not.toBeNull(),
        settleTimeout,
      );
      await expect(canvas.getByRole('combobox', { name: 'Rows per page' })).toHaveValue('1000');
      await waitFor(
        () => expect(canvas.getByRole('button', { name: 'Next page' })).toBeEnabled(),
        settleTimeout,
      );
    });
  },
};
