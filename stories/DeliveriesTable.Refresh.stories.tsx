import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { DeliveriesTable } from '@src/index';
import { generateDeliveries, type MockDelivery } from '@src/mocks/index';
import { referenceGridArgs, serveReferenceBackend } from './support/referenceBackend';
import { settleTimeout } from './support/play';

/** This story's backend: its own deliveries, which "Another operator…" changes. */
const original = generateDeliveries(120, 4);
const dataset: MockDelivery[] = [];
let edits = 0;
/** Each visit starts from the same deliveries. */
function resetBackend() {
  dataset.splice(0, dataset.length, ...original.map((delivery) => ({ ...delivery })));
  edits = 0;
}

/** What another operator does meanwhile: one new delivery in front, two changed on page 1. */
function anotherOperator() {
  edits += 1;
  dataset[1] = { ...dataset[1]!, status: 5 };
  dataset[4] = { ...dataset[4]!, palletQty: dataset[4]!.palletQty + edits };
  dataset.unshift({
    ...dataset[0]!,
    code: `DLV-2026-0${String(90000 + edits)}`,
    customerBusinessPartnerName: 'Neue Kunden GmbH',
  });
}

/**
 * "Refresh" asks for the page again; what it brought is marked "New", what it changed is
 * tinted for a few seconds (`data-change`), and the live region says "1 new, 2 changed".
 */
const meta = {
  title: 'DeliveriesTable/Refresh',
  component: DeliveriesTable,
  args: { ...referenceGridArgs, refresh: {}, initialState: { pageSize: 10 } },
  parameters: { controls: { include: ['theme', 'density'] } },
  beforeEach: ({ msw }) => {
    resetBackend();
    serveReferenceBackend(msw, { dataset });
  },
} satisfies Meta<typeof DeliveriesTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Press "Another operator…", then "Refresh". */
export const RefreshAndChanges: Story = {
  render: (args) => (
    <>
      <button type="button" onClick={anotherOperator}>
        Another operator changes deliveries
      </button>
      <DeliveriesTable {...args} />
    </>
  ),
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Deliveries' });
    await waitFor(() => expect(table.getAttribute('aria-busy')).toBe('false'), settleTimeout);
    await userEvent.click(
      canvas.getByRole('button', { name: 'Another operator changes deliveries' }),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Refresh' }));
    await waitFor(
      () => expect(table.querySelectorAll('tr[data-change]')).toHaveLength(3),
      settleTimeout,
    );
    await expect(table.querySelectorAll('tr[data-change="new"]')).toHaveLength(1);
  },
};
