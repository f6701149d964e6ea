import { useId, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import {
  defaultQueryState,
  DeliveriesSavedViews,
  localStorageViews,
  type DeliveriesQueryState,
  type DeliveriesSavedViewsProps,
  type DeliveriesView,
  type DeliveriesViewStorage,
  type SavedDeliveriesView,
} from '@src/index';
import { settleTimeout } from './support/play';

/**
 * Saved views on their own, beside a stand-in for the grid: the host passes `current` (its
 * query state, column settings and density) and applies what `onApply` hands back. Views live
 * in `localStorage` by default, or in any `storage` with `list`, `put` and `remove` (a
 * server-side store). These stories send no deliveries request, so they install no mocks.
 */
const meta = {
  title: 'DeliveriesSavedViews',
  component: DeliveriesSavedViews,
  args: {
    current: {
      state: { ...defaultQueryState, orderBy: { key: 'insertTime', order: 'desc' } },
      columns: { order: [], hidden: [], widths: {} },
      density: 'comfortable',
    },
    onApply: fn(),
  },
  argTypes: { current: { control: false }, storage: { control: false } },
  // The component has no `theme` prop of its own: it stays light.
  parameters: { fixedTheme: true },
} satisfies Meta<typeof DeliveriesSavedViews>;

export default meta;
type Story = StoryObj<typeof meta>;

const storedView = (name: string, view: DeliveriesView): SavedDeliveriesView => ({
  id: `story-${name.toLowerCase().replace(/\W+/g, '-')}`,
  name,
  savedAt: '2026-11-02T08:30:00.000Z',
  ...view,
});

const compactTenRows = storedView('Compact, 10 rows', {
  state: { ...defaultQueryState, pageSize: 10, filters: { status: [5] } },
  columns: { order: [], hidden: ['tenantName'], widths: {} },
  density: 'compact',
});

/**
 * A stand-in for the grid: "Rows per page" and "Density" change what would be saved, and the
 * current view shows as JSON. Applying a view replaces it, as the grid does.
 */
function GridStandIn(props: DeliveriesSavedViewsProps) {
  const [current, setCurrent] = useState(props.current);
  const id = useId();
  const setState = (patch: Partial<DeliveriesQueryState>) =>
    setCurrent((view) => ({ ...view, state: { ...view.state, ...patch } }));
  return (
    <div style={{ display: 'grid', gap: 12, maxWidth: 720 }}>
      <div style={{ display: 'flex', gap: 12, alignItems: 'end', flexWrap: 'wrap' }}>
        <DeliveriesSavedViews
          {...props}
          current={current}
          onApply={(view, saved) => {
            props.onApply(view, saved);
            setCurrent(view);
          }}
        />
        <label>
          Rows per page{' '}
          <select
            value={current.state.pageSize}
            onChange={(event) => setState({ pageSize: Number(event.target.value) })}
          >
            {[10, 25, 50].map((size) => (
              <option key={size}>{size}</option>
            ))}
          </select>
        </label>
        <label>
          Density{' '}
          <select
            value={current.density}
            onChange={(event) =>
              setCurrent((view) => ({
                ...view,
                density: event.target.value as DeliveriesView['density'],
              }))
            }
          >
            <option value="comfortable">comfortable</option>
            <option value="compact">compact</option>
          </select>
        </label>
      </div>
      <section aria-labelledby={id} style={{ marginTop: 320 }}>
        <h2 id={id} style={{ fontSize: 14 }}>
          Current view
        </h2>
        <pre style={{ margin: 0, fontSize: 12 }}>{JSON.stringify(current, null, 2)}</pre>
      </section>
    </div>
  );
}

const localKey = 'deliveries-table:story-views';

/**
 * The default store, `localStorage` (here under its own key, reset before the story): save the
 * current view, apply another, rename, delete and undo, by mouse and by keyboard.
 */
export const SaveApplyRenameDelete: Story = {
  args: { storage: localStorageViews(localKey) },
  beforeEach: () => {
    localStorage.setItem(localKey, JSON.stringify({ version: 1, views: [compactTenRows] }));
    return () => localStorage.removeItem(localKey);
  },
  render: (args) => <GridStandIn {...args} />,
  play: async ({ args, canvasElement, userEvent, step }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Views' });
    const current = within(canvas.getByRole('region', { name: 'Current view' }));

    await step('"Views" opens the popover; save the current view by name', async () => {
      await userEvent.click(toggle);
      const panel = within(canvas.getByRole('region', { name: 'Views' }));
      // The popover's content is its own chunk: focus lands in the name box once it is there.
      await waitFor(() => expect(panel.getByRole('textbox', { name: 'View name' })).toHaveFocus());
      await userEvent.keyboard('Newest first{Enter}');
      await expect(
        await panel.findByRole('button', { name: 'Apply view Newest first' }),
      ).toBeVisible();
      await expect(panel.getByRole('textbox', { name: 'View name' })).toHaveValue('');
      const stored = JSON.parse(localStorage.getItem(localKey)!) as { views: unknown[] };
      await expect(stored.views).toHaveLength(2);
    });

    await step('a taken name is refused, with an offer to replace it', async () => {
      const panel = within(canvas.getByRole('region', { name: 'Views' }));
      await userEvent.keyboard('NEWEST FIRST{Enter}');
      await expect(panel.getByText('A view named “Newest first” exists.')).toBeVisible();
      await expect(panel.getByRole('button', { name: 'Replace “Newest first”' })).toBeVisible();
      await userEvent.clear(panel.getByRole('textbox', { name: 'View name' }));
    });

    await step('rename a view in place: Enter keeps the new name', async () => {
      const panel = within(canvas.getByRole('region', { name: 'Views' }));
      await userEvent.click(panel.getByRole('button', { name: 'Rename view Newest first' }));
      await userEvent.keyboard('Latest deliveries{Enter}');
      await expect(
        panel.getByRole('button', { name: 'Rename view Latest deliveries' }),
      ).toHaveFocus();
    });

    await step('delete a view; "Undo" takes its place and brings it back', async () => {
      const panel = within(canvas.getByRole('region', { name: 'Views' }));
      await userEvent.click(panel.getByRole('button', { name: 'Delete view Latest deliveries' }));
      const undo = panel.getByRole('button', { name: 'Undo deleting Latest deliveries' });
      await expect(undo).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await expect(
        panel.getByRole('button', { name: 'Apply view Latest deliveries' }),
      ).toHaveFocus();
    });

    await step('apply a view: the host gets it on page 1 and the popover closes', async () => {
      const panel = within(canvas.getByRole('region', { name: 'Views' }));
      await userEvent.click(panel.getByRole('button', { name: 'Apply view Compact, 10 rows' }));
      const { state, columns, density } = compactTenRows;
      await expect(args.onApply).toHaveBeenLastCalledWith(
        { state, columns, density },
        compactTenRows,
      );
      await expect(toggle).toHaveFocus();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(current.getByText(/"density": "compact"/)).toBeVisible();
    });

    await step('open again for the accessibility check', async () => {
      await userEvent.keyboard('{Enter}');
      await expect(canvas.getByRole('region', { name: 'Views' })).toBeVisible();
    });
  },
};

/** A server-side store in memory: each answer after `latencyMs`; `put` refuses its first call. */
function slowServerStore(latencyMs: number): DeliveriesViewStorage {
  let views: SavedDeliveriesView[] = [compactTenRows];
  let refusals = 1;
  const later = <T,>(work: () => T) =>
    new Promise<T>((resolve, reject) =>
      setTimeout(() => {
        try {
          resolve(work());
        } catch (error) {
          reject(error as Error);
        }
      }, latencyMs),
    );
  return {
    list: () => later(() => views),
    put: (view) =>
      later(() => {
        if (refusals-- > 0) throw new Error('The views service is busy. Try again in a moment.');
        views = [...views.filter((kept) => kept.id !== view.id), view];
      }),
    remove: (id) => later(() => void (views = views.filter((view) => view.id !== id))),
  };
}

/** The stand-in with one server store for its lifetime. */
function ServerStoreStandIn(props: DeliveriesSavedViewsProps) {
  const [storage] = useState(() => slowServerStore(400));
  return <GridStandIn {...props} storage={storage} />;
}

/**
 * A host's server-side store (every answer after 400 ms here): "Loading saved views…" until
 * the list arrives, "Saving changes…" while a change is written, and an alert when the server
 * refuses one, with the typed name kept for another try.
 */
export const ServerStore: Story = {
  args: { defaultOpen: true },
  render: (args) => <ServerStoreStandIn {...args} />,
  play: async ({ canvasElement, userEvent, step }) => {
    const canvas = within(canvasElement);
    const panel = within(canvas.getByRole('region', { name: 'Views' }));

    await step('the list loads', async () => {
      await expect(panel.getByText('Loading saved views…')).toBeVisible();
      await expect(
        await panel.findByRole('button', { name: 'Apply view Compact, 10 rows' }, settleTimeout),
      ).toBeVisible();
    });

    await step('the server refuses the first save: an alert, the name kept', async () => {
      await userEvent.type(panel.getByRole('textbox', { name: 'View name' }), 'Newest first');
      await userEvent.click(panel.getByRole('button', { name: 'Save view' }));
      await expect(panel.getByText('Saving changes…')).toBeVisible();
      const alert = await panel.findByRole('alert', {}, settleTimeout);
      await expect(alert).toHaveTextContent(
        '“Newest first” could not be saved. The views service is busy. Try again in a moment.',
      );
      await expect(panel.getByRole('textbox', { name: 'View name' })).toHaveValue('Newest first');
    });

    await step('saving again works', async () => {
      await userEvent.click(panel.getByRole('button', { name: 'Save view' }));
      await expect(
        await panel.findByRole('button', { name: 'Apply view Newest first' }, settleTimeout),
      ).toBeVisible();
      await waitFor(() => expect(panel.queryByRole('alert')).toBeNull());
    });
  },
};

const damagedKey = 'deliveries-table:story-damaged-views';

/**
 * `localStorage` holding a valid view beside entries this version cannot read: the valid one
 * is listed, the others are left out and counted (they stay stored: a save changes only its own view).
 */
export const DamagedStorage: Story = {
  args: { storage: localStorageViews(damagedKey), defaultOpen: true },
  beforeEach: () => {
    localStorage.setItem(
      damagedKey,
      JSON.stringify({
        version: 1,
        views: [compactTenRows, { ...compactTenRows, id: 'broken', density: 'cosy' }, 'junk'],
      }),
    );
    return () => localStorage.removeItem(damagedKey);
  },
  render: (args) => <GridStandIn {...args} />,
  play: async ({ canvasElement }) => {
    const panel = within(within(canvasElement).getByRole('region', { name: 'Views' }));
    await expect(
      await panel.findByText('2 saved views could not be read and were left out.'),
    ).toBeVisible();
    await expect(panel.getAllByRole('button', { name: /^Apply view / })).toHaveLength(1);
  },
};
