import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import {
  defaultQueryState,
  DeliveriesTable,
  noDeliveriesSelected,
  type DeliveriesBulkAction,
  type DeliveriesRowAction,
  type DeliveriesSelection,
  type DeliveriesTableProps,
} from '@src/index';
import {
  referenceDataset,
  referenceGridArgs,
  serveReferenceBackend,
} from './support/referenceBackend';
import { expectedCodes, settleTimeout } from './support/play';
import { serviceCall } from './support/serviceCall';

const describeSelection = (selection: DeliveriesSelection) =>
  selection.kind === 'codes'
    ? `${selection.codes.length} deliveries`
    : `every delivery matching the filters (less ${selection.excludedCodes.length})`;

/** Host actions: they get the selection and a signal, and may return what to announce. */
const handOver: DeliveriesBulkAction = {
  label: 'Hand to courier',
  run: async (selection, { signal }) => {
    await serviceCall(1200, signal);
    return `Handed ${describeSelection(selection)} to DHL.`;
  },
};
const printLabels: DeliveriesBulkAction = {
  label: 'Print labels',
  run: async (_selection, { signal }) => serviceCall(600, signal),
};
const rowActions: DeliveriesRowAction[] = [
  { label: 'Print label', run: async (delivery) => `Label for ${delivery.code} printed.` },
  { label: 'Copy code', run: (delivery) => void navigator.clipboard?.writeText(delivery.code) },
];

/** The selection in the host's state, shown beside the grid as the host sees it. */
function HostWithSelection(props: Omit<DeliveriesTableProps, 'baseUrl' | 'client'>) {
  const [selection, setSelection] = useState<DeliveriesSelection>(noDeliveriesSelected);
  return (
    <>
      <DeliveriesTable
        {...referenceGridArgs}
        {...props}
        selection={{
          ...(props.selection || {}),
          value: selection,
          onChange: setSelection,
        }}
      />
      <p data-testid="host-selection">Host holds: {describeSelection(selection)}</p>
    </>
  );
}

/** The host's grid whose "Hand to courier" does `run`, before any `more` actions. */
const handingOver =
  (run: DeliveriesBulkAction['run'], ...more: DeliveriesBulkAction[]) =>
  (args: Omit<DeliveriesTableProps, 'baseUrl' | 'client'>) => (
    <HostWithSelection
      {...args}
      selection={{ actions: [{ label: 'Hand to courier', run }, ...more] }}
    />
  );

/**
 * Selection and bulk actions: a checkbox per row and for the page, Shift+click ranges, and a
 * "Selection" toolbar with the count, "Clear selection", the host's actions and "Export
 * selected (CSV)". The selection is the host's state here (`value` and `onChange`).
 */
const meta = {
  title: 'DeliveriesTable/Selection',
  component: DeliveriesTable,
  args: referenceGridArgs,
  parameters: { controls: { include: ['theme', 'density'] } },
  beforeEach: ({ msw }) => serveReferenceBackend(msw),
} satisfies Meta<typeof DeliveriesTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Tick rows on any page, then hand them to a courier; each row also has its own actions menu. */
export const Selection: Story = {
  render: (args) => (
    <HostWithSelection
      {...args}
      selection={{ actions: [handOver, printLabels] }}
      rows={{ actions: rowActions }}
    />
  ),
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const [first, , third] = expectedCodes({});
    const box = await canvas.findByRole('checkbox', { name: `Select ${first}` }, settleTimeout);
    await userEvent.click(box);
    await userEvent.click(canvas.getByRole('checkbox', { name: `Select ${third}` }));
    const bar = canvas.getByRole('toolbar', { name: 'Selection' });
    await expect(within(bar).getByText('2 selected')).toBeVisible();
    await expect(canvas.getByTestId('host-selection')).toHaveTextContent('2 deliveries');
  },
};

/** Under "Delivered", the page selected becomes every match, less the rows unticked after. */
export const SelectAllMatching: Story = {
  args: { initialState: { ...defaultQueryState, filters: { status: [4] } } },
  render: (args) => <HostWithSelection {...args} selection={{ actions: [handOver] }} />,
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const [first, second] = expectedCodes({ filters: { status: [4] } });
    await canvas.findByRole('checkbox', { name: `Select ${first}` }, settleTimeout);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select all on this page' }));
    const bar = canvas.getByRole('toolbar', { name: 'Selection' });
    await userEvent.click(within(bar).getByRole('button', { name: 'Select all matching' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: `Select ${second}` }));
    // It names what it stands for, in the Status chip's words.
    await expect(
      within(bar).getByText(/^All deliveries matching Status:? Delivered, 1 excluded$/),
    ).toBeVisible();
    await expect(canvas.getByTestId('host-selection')).toHaveTextContent('less 1');
  },
};

/**
 * A running action in the bar: its progress and "Cancel" beside the buttons, the other actions
 * muted and dashed (`aria-disabled`, still focusable: a press says why nothing started).
 */
export const ActionRunning: Story = {
  render: handingOver((_selection, { signal }) => serviceCall(60_000, signal), printLabels),
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const [first] = expectedCodes({});
    await userEvent.click(
      await canvas.findByRole('checkbox', { name: `Select ${first}` }, settleTimeout),
    );
    const bar = within(canvas.getByRole('toolbar', { name: 'Selection' }));
    await userEvent.click(bar.getByRole('button', { name: 'Hand to courier' }));
    await expect(bar.getByRole('progressbar', { name: 'Hand to courier…' })).toBeVisible();
    await expect(bar.getByRole('button', { name: 'Cancel' })).toBeVisible();
    const print = bar.getByRole('button', { name: 'Print labels' });
    await expect(print).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(print);
    await expect(
      bar.getByText('Print labels was not started: Hand to courier is still running.'),
    ).toBeVisible();
  },
};

/**
 * Removing the filter a selection of every match stood for ends it; the notice where the bar
 * was offers "Undo", which brings back the selection, the filter and the page from the cache.
 */
export const UndoEndedSelection: Story = {
  args: { initialState: { ...defaultQueryState, filters: { status: [4] } } },
  render: (args) => <HostWithSelection {...args} selection={{ actions: [handOver] }} />,
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const [first] = expectedCodes({ filters: { status: [4] } });
    await canvas.findByRole('checkbox', { name: `Select ${first}` }, settleTimeout);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select all on this page' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Select all matching' }));
    const chip = canvas.getByRole('button', { name: /^Remove filter: Status/ });
    await userEvent.click(chip);
    const undo = await canvas.findByRole('button', { name: 'Undo' }, settleTimeout);
    await expect(canvas.getByTestId('host-selection')).toHaveTextContent('0 deliveries');
    await userEvent.click(undo);
    const bar = await canvas.findByRole('toolbar', { name: 'Selection' }, settleTimeout);
    await expect(
      within(bar).getByText(/^All deliveries matching Status:? Delivered$/),
    ).toBeVisible();
    await expect(canvas.getByTestId('host-selection')).toHaveTextContent('less 0');
  },
};

/** A failing action: its message in an alert with "Retry", and the selection kept. */
export const BulkActionFailure: Story = {
  render: handingOver(async (_selection, { signal }) => {
    await serviceCall(300, signal);
    throw new Error('The courier service is down (503). Try again in a minute.');
  }),
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const [first] = expectedCodes({});
    await userEvent.click(
      await canvas.findByRole('checkbox', { name: `Select ${first}` }, settleTimeout),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Hand to courier' }));
    const alert = await canvas.findByRole('alert', {}, settleTimeout);
    await expect(alert).toHaveTextContent('Hand to courier failed: The courier service is down');
    await expect(within(alert).getByRole('button', { name: 'Retry' })).toBeVisible();
    const bar = canvas.getByRole('toolbar', { name: 'Selection' });
    await waitFor(() => expect(within(bar).getByText('1 selected')).toBeVisible());
  },
};

/** The reference dataset with the fourth delivery sent under the second one's code. */
const datasetWithTwins = referenceDataset.map((delivery, index) =>
  index === 3 ? { ...delivery, code: referenceDataset[1]!.code } : delivery,
);

/**
 * A server that sends two rows with one code: each row is its own (ticked, counted, exported
 * and opened on its own, the second keyed `DLV-…~2`), and a notice says the code repeats.
 */
export const RepeatedCodes: Story = {
  beforeEach: ({ msw }) => serveReferenceBackend(msw, { dataset: datasetWithTwins }),
  render: (args) => <HostWithSelection {...args} selection={{ actions: [handOver] }} />,
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    const twin = datasetWithTwins[1]!.code;
    await canvas.findByText(
      `More than one row on this page has the code “${twin}”.`,
      {
        exact: false,
      },
      settleTimeout,
    );
    const twins = canvas.getAllByRole('checkbox', { name: `Select ${twin}` });
    await expect(twins).toHaveLength(2);
    await userEvent.click(twins[1]!);
    await expect(twins[0]).not.toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select all on this page' }));
    const bar = canvas.getByRole('toolbar', { name: 'Selection' });
    await expect(within(bar).getByText('25 selected')).toBeVisible();
    await expect(canvas.getByTestId('host-selection')).toHaveTextContent('25 deliveries');
  },
};
