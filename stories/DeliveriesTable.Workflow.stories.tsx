import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { DeliveriesTable } from '@src/index';
import { serveReferenceBackend, referenceGridArgs } from './support/referenceBackend';
import { deliveriesTable, expectedCodes, expectRows, settleTimeout } from './support/play';

/**
 * What makes daily work faster: arranging columns, keyboard shortcuts and a grid that refreshes
 * itself. Each is on by default (auto-refresh is opt-in) and described on its docs page.
 */
const meta = {
  title: 'DeliveriesTable/Workflow',
  component: DeliveriesTable,
  args: referenceGridArgs,
  parameters: { controls: { include: ['theme', 'keyboardShortcuts', 'refresh'] } },
  beforeEach: ({ msw }) => serveReferenceBackend(msw),
} satisfies Meta<typeof DeliveriesTable>;

export default meta;
type Story = StoryObj<typeof meta>;

const headerNames = (table: HTMLElement) =>
  within(table)
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent);

/**
 * "Columns" hides, shows and reorders columns (by keyboard too); a header's edge resizes its
 * column by pointer, or by the arrow keys once Enter grabs it. No request is sent for any of it.
 */
export const ColumnSettings: Story = {
  play: async ({ canvasElement, userEvent, step }) => {
    const canvas = within(canvasElement);
    const table = deliveriesTable(canvasElement);
    await expectRows(table, expectedCodes({}));

    await step('hide "Tenant" and move "Status" to the front by keyboard', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Columns' }));
      const columns = within(canvas.getByRole('region', { name: 'Columns' }));
      await userEvent.click(columns.getByRole('checkbox', { name: 'Tenant' }));
      columns.getByRole('button', { name: 'Move Status up' }).focus();
      for (let press = 0; press < 7; press += 1) await userEvent.keyboard('{Enter}');
      await expect(headerNames(table)).toEqual([
        'Status',
        'Code',
        'Courier',
        'Warehouse',
        'Customer',
        'DU qty',
        'Pallets',
        'Inserted',
      ]);
      await userEvent.keyboard('{Escape}');
      await expect(canvas.getByRole('button', { name: 'Columns' })).toHaveFocus();
    });

    await step(
      'widen "Code" from its header edge: Enter grabs it, then the arrow keys',
      async () => {
        const handle = canvas.getByRole('separator', { name: 'Resize Code' });
        const header = canvas.getByRole('columnheader', { name: 'Code' });
        const before = Math.round(header.getBoundingClientRect().width);
        handle.focus();
        await userEvent.keyboard('{Enter}{Shift>}{ArrowRight}{/Shift}{Enter}');
        await expect(Math.round(header.getBoundingClientRect().width)).toBe(before + 50);
        await expect(handle).toHaveAttribute('aria-valuenow', String(before + 50));
      },
    );
  },
};

/**
 * `/` focuses "Search deliveries" from anywhere but a text field; Alt+ArrowRight and
 * Alt+ArrowLeft turn the page while focus is in the grid. `keyboardShortcuts={false}` turns
 * them off.
 */
export const KeyboardShortcuts: Story = {
  play: async ({ canvasElement, userEvent, step }) => {
    const canvas = within(canvasElement);
    const table = deliveriesTable(canvasElement);
    await expectRows(table, expectedCodes({}));
    const search = canvas.getByRole('searchbox', { name: 'Search deliveries' });

    await step('"/" focuses the search box', async () => {
      await userEvent.click(within(table).getAllByRole('cell')[0]!);
      await userEvent.keyboard('/');
      await expect(search).toHaveFocus();
      await expect(search).toHaveAttribute('aria-keyshortcuts', '/');
    });

    await step('Alt+ArrowRight turns to page 2, Alt+ArrowLeft back to page 1', async () => {
      await userEvent.click(within(table).getAllByRole('cell')[0]!);
      await userEvent.keyboard('{Alt>}{ArrowRight}{/Alt}');
      await expect(canvas.getByText('Page 2')).toBeVisible();
      await expectRows(table, expectedCodes({ pageNumber: 2 }));
      await userEvent.keyboard('{Alt>}{ArrowLeft}{/Alt}');
      await expect(canvas.getByText('Page 1')).toBeVisible();
      await expectRows(table, expectedCodes({}));
    });
  },
};

/**
 * `refresh={{ intervalSeconds: 6 }}`: the page is asked for again every 6 seconds while the tab is
 * visible, and "Updated just now", then "Updated N s ago", says how old the rows are.
 */
export const AutoRefresh: Story = {
  args: { refresh: { intervalSeconds: 6 } },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await expectRows(deliveriesTable(canvasElement), expectedCodes({}));
    await step('the age of the rows counts up, then starts again at a refresh', async () => {
      await expect(await canvas.findByText('Updated just now', {}, settleTimeout)).toBeVisible();
      await expect(await canvas.findByText('Updated 5 s ago', {}, settleTimeout)).toBeVisible();
      await waitFor(
        () => expect(canvas.getByText('Updated just now')).toBeVisible(),
        settleTimeout,
      );
    });
  },
};
