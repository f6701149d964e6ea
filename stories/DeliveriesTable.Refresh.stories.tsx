import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { DeliveriesTable } from '@src/index';
import { referenceGridArgs } from './support/referenceBackend';
import { settleTimeout } from './support/play';
import { editedDeliveries } from './support/anotherOperator';

/** This story's backend: its own deliveries, which "Another operator…" changes. */
const backend = editedDeliveries(120, 4);

/**
 * "Refresh" asks for the page again; what it brought is tagged "New", what it changed is
 * marked, with its changed cells (`data-change`, `data-changed`), until the next refresh or
 * another page, and the live region says "1 new, 2 changed".
 */
const meta = {
  title: 'DeliveriesTable/Refresh',
  component: DeliveriesTable,
  args: { ...referenceGridArgs, refresh: {}, initialState: { pageSize: 10 } },
  parameters: { controls: { include: ['theme', 'density'] } },
  beforeEach: backend.serve,
} satisfies Meta<typeof DeliveriesTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Press "Another operator…", then "Refresh". */
export const RefreshAndChanges: Story = {
  render: backend.render,
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
