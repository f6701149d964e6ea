import { useId, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import {
  ActiveFilterChips,
  DeliveriesFilterPanel,
  type DeliveriesFilterPanelProps,
  type DeliveryFilters,
} from '@src/index';
import { filterOptions, statusOptions } from './support/referenceBackend';
import { settleTimeout } from './support/play';

/**
 * The filter panel on its own, for hosts with their own grid or query: `value` and `onApply`
 * (contract `filters`), with `ActiveFilterChips` beside it. It sends no request itself, so
 * these stories install no mock handlers ("Customers" loads its options through an async
 * `load`).
 */
const meta = {
  title: 'DeliveriesFilterPanel',
  component: DeliveriesFilterPanel,
  args: {
    onApply: fn(),
    onReset: fn(),
    statusOptions,
    filterOptions,
    timeZone: 'Europe/Berlin',
    locale: 'en-GB',
  },
  argTypes: { filterOptions: { control: false }, value: { control: false } },
  // The panel has no `theme` prop of its own: it stays light.
  parameters: { fixedTheme: true },
} satisfies Meta<typeof DeliveriesFilterPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A host holding the applied filters: chips above the panel, the applied value as JSON below. */
function StandaloneHost(props: DeliveriesFilterPanelProps) {
  const [applied, setApplied] = useState<DeliveryFilters>({});
  const headingId = useId();
  return (
    <div style={{ display: 'grid', gap: 12, maxWidth: 960 }}>
      <ActiveFilterChips
        filters={applied}
        onChange={setApplied}
        statusOptions={props.statusOptions}
        filterOptions={props.filterOptions}
        timeZone={props.timeZone}
        locale={props.locale}
      />
      <DeliveriesFilterPanel
        {...props}
        value={applied}
        onApply={(filters) => {
          props.onApply(filters);
          setApplied(filters);
        }}
      />
      <section aria-labelledby={headingId}>
        <h2 id={headingId} style={{ fontSize: 14 }}>
          Applied filters
        </h2>
        <pre style={{ margin: 0, fontSize: 12 }}>{JSON.stringify(applied, null, 2)}</pre>
      </section>
    </div>
  );
}

/**
 * Pick from static lists ("Warehouses") and loaded ones ("Customers"), add a tag, apply;
 * "Reset filters" clears the draft, applying it clears the filters.
 */
export const FilterPanelStandalone: Story = {
  render: (args) => <StandaloneHost {...args} />,
  play: async ({ args, canvasElement, userEvent, step }) => {
    const canvas = within(canvasElement);
    const panel = within(await canvas.findByRole('region', { name: 'Filters' }, settleTimeout));
    const applied = within(canvas.getByRole('region', { name: 'Applied filters' }));

    await step('pick a warehouse, a loaded customer and a tag', async () => {
      await userEvent.type(panel.getByRole('combobox', { name: 'Warehouses' }), 'hamb');
      await userEvent.click(await panel.findByRole('option', { name: 'Hamburg Hafen' }));
      await userEvent.type(panel.getByRole('combobox', { name: 'Customers' }), 'acme');
      await userEvent.click(await panel.findByRole('option', { name: 'Acme GmbH' }));
      await userEvent.type(panel.getByLabelText('Tags'), 'fragile{Enter}');
      await expect(panel.getByText('Unapplied changes')).toBeVisible();
    });

    await step('"Apply filters" hands the contract filters to the host', async () => {
      await userEvent.click(panel.getByRole('button', { name: 'Apply filters' }));
      const filters = { customerIds: [1001], warehouseIds: [102], tags: ['fragile'] };
      await expect(args.onApply).toHaveBeenLastCalledWith(filters);
      await expect(applied.getByText(/"warehouseIds"/)).toBeVisible();
      await expect(
        canvas.getByRole('button', { name: 'Remove filter: Warehouse: Hamburg Hafen' }),
      ).toBeVisible();
      await expect(
        canvas.getByRole('button', { name: 'Remove filter: Tag: fragile' }),
      ).toBeVisible();
    });

    await step('"Reset filters" clears the draft; applying it clears the filters', async () => {
      await userEvent.click(panel.getByRole('button', { name: 'Reset filters' }));
      await expect(args.onReset).toHaveBeenCalledTimes(1);
      await expect(panel.queryByRole('button', { name: 'Remove fragile' })).toBeNull();
      await userEvent.click(panel.getByRole('button', { name: 'Apply filters' }));
      await expect(args.onApply).toHaveBeenLastCalledWith({});
      await waitFor(() =>
        expect(canvas.queryByRole('list', { name: 'Active filters' })).toBeNull(),
      );
      await expect(applied.getByText('{}')).toBeVisible();
    });
  },
};
