import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DeliveriesTable, type Delivery } from '@src/index';
import { referenceGridArgs, serveReferenceBackend } from './support/referenceBackend';
import { settleTimeout } from './support/play';

/**
 * The grid right to left: the layout mirrors, and so do the arrow keys and icons that mean
 * previous or next (the pager and Alt+Arrow, chips, the header, resize handles, pinned columns,
 * the details' side, menus).
 */
const meta = {
  title: 'DeliveriesTable/Right to left',
  component: DeliveriesTable,
  args: {
    ...referenceGridArgs,
    dir: 'rtl',
    initialState: { pageSize: 10, filters: { status: [2, 4] } },
    selection: {},
    detail: { render: (delivery: Delivery) => `${delivery.code}: ${delivery.warehouseName}` },
    columnsMenu: {
      defaultSettings: { order: [], hidden: [], widths: {}, pinned: { code: 'start' } },
    },
  },
  parameters: { controls: { include: ['dir', 'locale', 'theme', 'density'] } },
  beforeEach: ({ msw }) => serveReferenceBackend(msw),
} satisfies Meta<typeof DeliveriesTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `dir="rtl"`: "Next page" points left and Alt+ArrowLeft turns to it; ArrowLeft is the next chip. */
export const RightToLeft: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('columnheader', { name: 'Code' }, settleTimeout);
    await expect(canvasElement.querySelector('.deliveries-table')?.getAttribute('dir')).toBe('rtl');
    const next = canvas.getByRole('button', { name: 'Next page' });
    await expect(next.getAttribute('aria-keyshortcuts')).toBe('Alt+ArrowLeft');
  },
};

/**
 * `locale="ar"` with no `dir`: the direction comes from the locale (numbers and dates in Arabic;
 * the words stay English until an Arabic message pack is passed).
 */
export const ArabicLocale: Story = {
  args: { dir: undefined, locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('columnheader', { name: 'Code' }, settleTimeout);
    await expect(canvasElement.querySelector('.deliveries-table')?.getAttribute('dir')).toBe('rtl');
  },
};
