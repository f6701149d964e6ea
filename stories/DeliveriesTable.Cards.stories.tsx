import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { DeliveriesTable, type Delivery } from '@src/index';
import { referenceGridArgs, serveReferenceBackend } from './support/referenceBackend';
import { deliveriesTable, expectedCodes, settleTimeout } from './support/play';

/** The grid in a box of this size, as a phone's or a tablet's page would hold it. */
const inBox =
  (width: number, height: number): Decorator =>
  (Story) => (
    <div style={{ width, height, maxWidth: '100%', border: '1px dashed #94a3b8' }}>
      <Story />
    </div>
  );

/** The cards the grid shows, by their names ("Delivery DLV-…"). */
async function cardsOf(canvasElement: HTMLElement) {
  const list = await within(canvasElement).findByRole(
    'list',
    { name: 'Deliveries' },
    settleTimeout,
  );
  return within(list).findAllByRole('listitem', undefined, settleTimeout);
}

/**
 * Below 600 px of the grid's own width (not the window's) each delivery is a card: the
 * columns' headers label its fields, its checkbox, "Show details" and "Actions for …" stay,
 * "Sort by" replaces the headers, the filters open as a sheet and the toolbar folds behind
 * "More". `cards={{ below }}` moves the threshold; `Infinity` or `0` force or forbid cards.
 */
const meta = {
  title: 'DeliveriesTable/Phones and narrow containers',
  component: DeliveriesTable,
  args: {
    ...referenceGridArgs,
    initialState: { pageSize: 10 },
    selection: {},
    rows: { actions: [{ label: 'Hand to courier', run: fn() }] },
    detail: { render: (delivery: Delivery) => <p>{delivery.customerBusinessPartnerName}</p> },
  },
  // The test run's page is a phone's: these stories keep the grid's own threshold.
  parameters: { controls: { include: ['theme', 'density', 'cards'] }, cards: true },
  beforeEach: ({ msw }) => serveReferenceBackend(msw),
} satisfies Meta<typeof DeliveriesTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 390 × 844, a phone held upright: one column of cards, the pager and "Sort by" in view. */
export const Phone: Story = {
  decorators: [inBox(390, 844)],
  parameters: { review: {} },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const [first] = expectedCodes({ pageSize: 10 });
    const cards = await cardsOf(canvasElement);
    await expect(cards[0]).toHaveAccessibleName(`Delivery ${first}`);
    // The checkboxes come in the selection's own chunk.
    const tick = await within(cards[0]!).findByRole(
      'checkbox',
      { name: `Select ${first}` },
      settleTimeout,
    );
    await userEvent.click(tick);
    await expect(await canvas.findByRole('toolbar', { name: 'Selection' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Sort by' })).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(
      canvasElement.ownerDocument.documentElement.clientWidth,
    );
  },
};

/** 768 × 1024, a tablet held upright: wide enough for the table at the default threshold. */
export const Tablet: Story = {
  decorators: [inBox(768, 1024)],
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(deliveriesTable(canvasElement)).toBeVisible(), settleTimeout);
  },
};

/** The same tablet with `cards={{ below: 800 }}`: cards two abreast. */
export const TabletAsCards: Story = {
  args: { cards: { below: 800 } },
  decorators: [inBox(768, 1024)],
  parameters: { review: {} },
  play: async ({ canvasElement }) => {
    const cards = await cardsOf(canvasElement);
    const [a, b] = cards.map((card) => card.getBoundingClientRect().top);
    await expect(a).toBe(b);
  },
};

/** A dashboard tile 360 px wide and 480 high, beside others: cards in the tile, on any window. */
export const DashboardTile: Story = {
  decorators: [
    (Story) => (
      <div style={{ display: 'grid', gridTemplateColumns: '360px 1fr', gap: 16, padding: 16 }}>
        <section aria-label="Today's deliveries" style={{ height: 480 }}>
          <Story />
        </section>
        <section aria-label="Other tile" style={{ border: '1px dashed #94a3b8', height: 480 }}>
          <p style={{ margin: 16 }}>Another tile of the dashboard</p>
        </section>
      </div>
    ),
  ],
  parameters: { review: {} },
  play: async ({ canvasElement }) => {
    const cards = await cardsOf(canvasElement);
    await expect(cards.length).toBe(10);
    const tile = canvasElement.querySelector('section')!;
    // The grid keeps to the tile's height: its cards scroll inside it.
    await expect(
      tile.querySelector('.deliveries-table')!.getBoundingClientRect().height,
    ).toBeLessThanOrEqual(480);
  },
};
