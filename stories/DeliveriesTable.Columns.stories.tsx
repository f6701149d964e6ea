import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { DeliveriesTable, type DeliveriesColumnSettings } from '@src/index';
import { referenceGridArgs, serveReferenceBackend } from './support/referenceBackend';
import { settleTimeout } from './support/play';

/** Wide columns, so the page scrolls sideways: Code pinned to the start, Inserted to the end. */
const pinnedWide: DeliveriesColumnSettings = {
  order: [],
  hidden: [],
  widths: { code: 180, tenantName: 260, warehouseName: 260, customerBusinessPartnerName: 320 },
  pinned: { code: 'start', insertTime: 'end' },
};

/**
 * Each header's "Column options for …" menu: sort either way or clear the sort, pin to the
 * start or the end, unpin, hide; on Status also "Filter by status…". Pinned columns stay in
 * view while the rest scroll sideways, with selection, virtualization, resizing and the dark
 * theme, mirrored right to left, and are kept in the column settings and saved views.
 */
const meta = {
  title: 'DeliveriesTable/Columns',
  component: DeliveriesTable,
  args: { ...referenceGridArgs, columnsMenu: { defaultSettings: pinnedWide } },
  parameters: { controls: { include: ['theme', 'density'] } },
  beforeEach: ({ msw }) => serveReferenceBackend(msw),
} satisfies Meta<typeof DeliveriesTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Scroll the rows sideways: Code and Inserted stay; pin others from their header's menu. */
export const PinnedColumns: Story = {
  args: { selection: {} },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const code = await canvas.findByRole('columnheader', { name: 'Code' }, settleTimeout);
    // It sticks once the widths are held, a frame after the first rows.
    await waitFor(() => expect(code.getAttribute('data-pin')).toBe('start'), settleTimeout);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Column options for Status' }, settleTimeout),
    );
    await userEvent.click(canvas.getByRole('menuitem', { name: 'Pin to start' }));
    await waitFor(() =>
      expect(canvas.getByRole('columnheader', { name: 'Status' }).getAttribute('data-pin')).toBe(
        'start',
      ),
    );
  },
};

/** The same, right to left (`dir="rtl"`): Code sticks at the right, Inserted at the left. */
export const PinnedRightToLeft: Story = {
  args: { dir: 'rtl' },
};
