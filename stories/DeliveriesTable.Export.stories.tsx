import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import {
  defaultQueryState,
  DeliveriesTable,
  toDeliveriesRequest,
  type DeliveriesQueryState,
  type DeliveriesTableProps,
} from '@src/index';
import { queryDeliveries } from '@src/mocks/index';
import {
  referenceDataset,
  serveReferenceBackend,
  statusOptions,
  storyBaseUrl,
  referenceGridArgs,
} from './support/referenceBackend';
import { deliveriesTable, expectRows, settleTimeout } from './support/play';
import { catchDownloads, exportedCodes } from './support/downloads';

const timeZone = 'Europe/Berlin';

/** Where the stories start: "Delivered" deliveries, by code. */
const deliveredByCode: DeliveriesQueryState = {
  ...defaultQueryState,
  orderBy: { key: 'code', order: 'asc' },
  filters: { status: [4] },
};

/** Every code the reference backend says matches a state, in its order: what a full export holds. */
function allMatchingCodes(state: DeliveriesQueryState): string[] {
  const request = toDeliveriesRequest(
    { ...state, pageNumber: 1, pageSize: referenceDataset.length },
    { timeZone },
  );
  return queryDeliveries(referenceDataset, request).map((delivery) => delivery.code);
}

/**
 * The grid with its built-in "Export" menu: it exports the grid's own request (search, sort,
 * filters) and, for "Export this page", the rows already on screen at no request.
 */
function GridWithExport(props: Omit<DeliveriesTableProps, 'baseUrl' | 'client'>) {
  const [state, setState] = useState(deliveredByCode);
  return (
    <DeliveriesTable
      {...props}
      baseUrl={storyBaseUrl}
      statusOptions={statusOptions}
      state={state}
      onStateChange={setState}
    />
  );
}

/**
 * "Export" in the grid's toolbar: a CSV of the page on screen, or of every
 * delivery that matches the search, sort and filters, fetched from the server page by page.
 */
const meta = {
  title: 'DeliveriesTable/Export',
  component: DeliveriesTable,
  args: referenceGridArgs,
  parameters: { controls: { include: ['theme'] } },
  beforeEach: ({ msw }) => serveReferenceBackend(msw),
} satisfies Meta<typeof DeliveriesTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * "Export this page (CSV)" writes the rows on screen at once. "Export all matching (CSV)"
 * fetches the "Delivered" deliveries 50 a request (here; 500 by default) under a progress bar
 * with "Cancel export", then says how many were exported.
 */
export const InTheToolbar: Story = {
  render: (args) => <GridWithExport {...args} exporting={{ pageSize: 50 }} />,
  play: async ({ canvasElement, userEvent, step }) => {
    const canvas = within(canvasElement);
    const downloads = catchDownloads();
    try {
      const firstPage = allMatchingCodes(deliveredByCode).slice(0, 25);
      await expectRows(deliveriesTable(canvasElement), firstPage);

      await step('"Export this page" hands over the 25 rows on screen', async () => {
        await userEvent.click(canvas.getByRole('button', { name: 'Export' }));
        await userEvent.click(canvas.getByRole('menuitem', { name: 'Export this page (CSV)' }));
        await expect(canvas.getByText('Exported 25 deliveries.')).toBeVisible();
        await expect(downloads.files).toHaveLength(1);
        await expect(downloads.files[0]!.name).toMatch(/^deliveries-\d{4}-\d{2}-\d{2}\.csv$/);
        await expect(await exportedCodes(downloads.files[0]!)).toEqual(firstPage);
      });

      await step('"Export all matching" fetches every "Delivered" delivery', async () => {
        const expected = allMatchingCodes(deliveredByCode);
        await userEvent.click(canvas.getByRole('button', { name: 'Export' }));
        await userEvent.click(canvas.getByRole('menuitem', { name: 'Export all matching (CSV)' }));
        await expect(
          await canvas.findByRole('progressbar', { name: 'Exporting deliveries' }),
        ).toBeVisible();
        await expect(canvas.getByRole('button', { name: 'Cancel export' })).toHaveFocus();
        await waitFor(
          () => expect(canvas.getByText(`Exported ${expected.length} deliveries.`)).toBeVisible(),
          settleTimeout,
        );
        await expect(downloads.files).toHaveLength(2);
        await expect(await exportedCodes(downloads.files[1]!)).toEqual(expected);
        await expect(canvas.getByRole('button', { name: 'Export' })).toHaveFocus();
      });
    } finally {
      downloads.restore();
    }
  },
};

/**
 * With `exporting={{ maxRows: 60 }}` the export stops at 60 rows and says that more match.
 */
export const CappedAtMaxRows: Story = {
  render: (args) => <GridWithExport {...args} exporting={{ maxRows: 60, pageSize: 50 }} />,
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const downloads = catchDownloads();
    try {
      await expectRows(
        deliveriesTable(canvasElement),
        allMatchingCodes(deliveredByCode).slice(0, 25),
      );
      await userEvent.click(canvas.getByRole('button', { name: 'Export' }));
      await userEvent.click(canvas.getByRole('menuitem', { name: 'Export all matching (CSV)' }));
      await waitFor(
        () =>
          expect(
            canvas.getByText(
              'Exported the first 60 deliveries; more match. Narrow the filters to export the rest.',
            ),
          ).toBeVisible(),
        settleTimeout,
      );
      await expect(await exportedCodes(downloads.files[0]!)).toEqual(
        allMatchingCodes(deliveredByCode).slice(0, 60),
      );
    } finally {
      downloads.restore();
    }
  },
};

/**
 * The menu by keyboard: Enter opens it on the first item, the arrows move, Escape closes it and
 * returns focus to "Export". The story ends with the menu open, so the accessibility check
 * covers it open.
 */
export const KeyboardMenu: Story = {
  render: (args) => <GridWithExport {...args} />,
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await expectRows(
      deliveriesTable(canvasElement),
      allMatchingCodes(deliveredByCode).slice(0, 25),
    );
    const button = canvas.getByRole('button', { name: 'Export' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('menuitem', { name: 'Export this page (CSV)' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('menu')).toBeNull();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(canvas.getByRole('menu', { name: 'Export' })).toBeVisible();
    await expect(canvas.getByRole('menuitem', { name: 'Export all matching (CSV)' })).toHaveFocus();
  },
};
