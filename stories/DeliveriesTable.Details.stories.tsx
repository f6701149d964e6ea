import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DeliveriesTable, type Delivery } from '@src/index';
import { referenceGridArgs, serveReferenceBackend } from './support/referenceBackend';
import { expectedCodes, settleTimeout } from './support/play';

/** What a host shows of a delivery: its own markup, any design system. */
function DeliveryCard({ delivery }: { delivery: Delivery }) {
  return (
    <dl>
      <dt>Customer</dt>
      <dd>{delivery.customerBusinessPartnerName}</dd>
      <dt>Warehouse</dt>
      <dd>{delivery.warehouseName}</dd>
      <dt>Courier</dt>
      <dd>{delivery.courierCode}</dd>
      <dt>Pallets</dt>
      <dd>{delivery.palletQty}</dd>
    </dl>
  );
}

/**
 * A delivery's details beside the grid (a sheet on narrow screens): a click, Enter on a row or
 * its "Show details" button opens them; ArrowDown or J, ArrowUp or K go through the deliveries,
 * across pages; Escape or "Close details" close them with focus back on the row.
 */
const meta = {
  title: 'DeliveriesTable/Details',
  component: DeliveriesTable,
  args: {
    ...referenceGridArgs,
    initialState: { pageSize: 10 },
    detail: { render: (delivery: Delivery) => <DeliveryCard delivery={delivery} /> },
  },
  parameters: { controls: { include: ['theme', 'density'] } },
  beforeEach: ({ msw }) => serveReferenceBackend(msw),
} satisfies Meta<typeof DeliveriesTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Click a row, then walk with the arrow keys (or J and K) past the end of the page. */
export const DetailsBeside: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const [first] = expectedCodes({ pageSize: 10 });
    const cell = await canvas.findByRole('cell', { name: first }, settleTimeout);
    await userEvent.click(cell);
    const panel = await canvas.findByRole('complementary', { name: `Delivery ${first}` });
    await expect(within(panel).getByText('Customer')).toBeVisible();
  },
};

/** The same under the open row (`placement: 'inline'`). */
export const DetailsUnderTheRow: Story = {
  args: {
    detail: {
      placement: 'inline',
      render: (delivery: Delivery) => <DeliveryCard delivery={delivery} />,
    },
  },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const [first] = expectedCodes({ pageSize: 10 });
    await userEvent.click(await canvas.findByRole('cell', { name: first }, settleTimeout));
    const region = await canvas.findByRole('region', { name: `Delivery ${first}` });
    await expect(within(region).getByText('Customer')).toBeVisible();
  },
};
