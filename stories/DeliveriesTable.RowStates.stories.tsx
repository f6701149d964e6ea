import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { DeliveriesTable, type DeliveriesTableProps } from '@src/index';
import { referenceGridArgs } from './support/referenceBackend';
import { settleTimeout } from './support/play';
import { editedDeliveries } from './support/anotherOperator';

/** This story's backend: its own deliveries, which "Another operator…" changes. */
const backend = editedDeliveries(60, 12);

/** Which row of the page shows which state, once the play function has run. */
const rowOf = { new: 0, changed: 2, selected: 3, open: 4, hovered: 6, focused: 7 } as const;

/** The cell the test run's pointer rests on before the screenshot (`parameters.review`). */
const hoveredCell = `.dt-tbody > .dt-row:nth-child(${rowOf.hovered + 1}) > .dt-td:nth-child(4)`;

/**
 * Each state a row can be in, side by side: row 1 new since the last refresh (a "New" tag),
 * rows 3 and 6 changed by it (a violet start bar, changed cells tinted and underlined), row 4
 * ticked, row 5 open (its details beside the grid, `aria-current`), row 7 under the pointer and
 * row 8 focused by the keyboard (a ring on all four sides). Point at a row yourself to see
 * hover; the test run rests its pointer on row 7 and saves a screenshot of each story (see the
 * Theming page). Forced colours: Chromium's DevTools, Rendering, "Emulate CSS media feature
 * forced-colors".
 */
const meta = {
  title: 'DeliveriesTable/Row states',
  component: DeliveriesTable,
  args: {
    ...referenceGridArgs,
    refresh: {},
    selection: {},
    detail: { render: (delivery) => <p>{delivery.customerBusinessPartnerName}</p> },
    initialState: { pageSize: 10 },
  },
  parameters: { controls: { include: ['theme', 'density'] }, review: { hover: hoveredCell } },
  beforeEach: backend.serve,
  render: backend.render,
  play: showEveryState,
} satisfies Meta<typeof DeliveriesTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Refreshes after another operator's edits, ticks a row, opens one and focuses one. */
async function showEveryState({ canvasElement, userEvent }: StoryContext<DeliveriesTableProps>) {
  const canvas = within(canvasElement);
  const table = await canvas.findByRole('table', { name: 'Deliveries' }, settleTimeout);
  await waitFor(() => expect(table.getAttribute('aria-busy')).toBe('false'), settleTimeout);
  const rows = () => [...table.querySelectorAll<HTMLElement>('tbody > tr.dt-row')];
  // The checkbox column comes with its own code: wait for it before the clicks.
  await within(rows()[rowOf.selected]!).findByRole('checkbox', {}, settleTimeout);
  await userEvent.click(
    canvas.getByRole('button', { name: 'Another operator changes deliveries' }),
  );
  await userEvent.click(canvas.getByRole('button', { name: 'Refresh' }));
  await waitFor(
    () => expect(table.querySelectorAll('tr[data-change]')).toHaveLength(3),
    settleTimeout,
  );
  await expect(rows()[rowOf.new]).toHaveAttribute('data-change', 'new');
  await expect(rows()[rowOf.changed]).toHaveAttribute('data-change', 'changed');
  await expect(rows()[rowOf.changed]!.querySelectorAll('[data-changed]')).toHaveLength(1);
  await userEvent.click(within(rows()[rowOf.selected]!).getByRole('checkbox'));
  await expect(within(rows()[rowOf.selected]!).getByRole('checkbox')).toBeChecked();
  // A click on a row's value opens its details.
  await userEvent.click(within(rows()[rowOf.open]!).getAllByRole('cell')[2]!);
  await waitFor(() => expect(rows()[rowOf.open]).toHaveAttribute('aria-current', 'true'));
  // Details take focus as they open: the row is focused after that.
  const heading = await canvas.findByRole('heading', { name: /^Delivery / }, settleTimeout);
  await waitFor(() => expect(heading).toHaveFocus(), settleTimeout);
  rows()[rowOf.focused - 1]!.focus();
  await userEvent.keyboard('{ArrowDown}');
  await waitFor(() => expect(rows()[rowOf.focused]).toHaveFocus());
}

/** Light, comfortable rows. */
export const SideBySide: Story = {};

/** `theme="dark"` with `density="compact"`, where the open and ticked rows once looked alike. */
export const DarkCompact: Story = {
  args: { theme: 'dark', density: 'compact' },
  globals: { theme: 'dark' },
};

/**
 * Forced colours (Windows contrast themes): backgrounds and shadows go, so the cells draw each
 * state in system colours: ticked in `SelectedItem`, open with a thick bar, focused with a ring
 * in `Highlight`, changed rows with a thick bottom line and dotted changed cells, new with an
 * outlined tag, hovered underlined. The test run turns the emulation on (`forcedColors`).
 */
export const ForcedColors: Story = {
  parameters: { forcedColors: true, fixedTheme: true },
};
