import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DeliveriesTable } from '@src/index';
import { serveReferenceBackend, referenceGridArgs } from './support/referenceBackend';
import { deliveriesTable, expectedCodes, expectRows, settleTimeout } from './support/play';
import './brandTheme.css';

/**
 * Looks: `theme`, `density`, and a brand through the `--dt-*` CSS variables (see the
 * Theming page). The toolbar's theme switch applies to every grid story.
 */
const meta = {
  title: 'DeliveriesTable/Theming',
  component: DeliveriesTable,
  args: referenceGridArgs,
  parameters: { controls: { include: ['theme', 'density', 'className'] } },
  beforeEach: ({ msw }) => serveReferenceBackend(msw),
} satisfies Meta<typeof DeliveriesTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The grid root that carries `data-theme`, `data-density` and the host's class. */
function gridRoot(table: HTMLElement): HTMLElement {
  return table.closest<HTMLElement>('.deliveries-table')!;
}

/** `theme="dark"`, with the filter panel open; the story fixes the toolbar to Dark too. */
export const DarkTheme: Story = {
  args: { theme: 'dark', initialState: { filters: { status: [5], tags: ['express'] } } },
  globals: { theme: 'dark' },
  play: async ({ canvasElement, userEvent, step }) => {
    const canvas = within(canvasElement);
    const table = deliveriesTable(canvasElement);
    await step('the rows and chips load on the dark scheme', async () => {
      await expectRows(table, expectedCodes({ filters: { status: [5], tags: ['express'] } }));
      await expect(gridRoot(table)).toHaveAttribute('data-theme', 'dark');
      await expect(getComputedStyle(gridRoot(table)).color).toBe('rgb(226, 232, 240)');
    });
    await step('the filter panel opens dark too (axe checks its contrast)', async () => {
      await userEvent.click(canvas.getByRole('button', { name: /^Filters/ }));
      const panel = await canvas.findByRole('region', { name: 'Filters' }, settleTimeout);
      await expect(getComputedStyle(panel).color).toBe('rgb(226, 232, 240)');
    });
  },
};

/** `density="compact"`: shorter rows and tighter padding for dense dashboards. */
export const CompactDensity: Story = {
  args: { density: 'compact' },
  play: async ({ canvasElement, step }) => {
    const table = deliveriesTable(canvasElement);
    await step('the rows load, 2rem high', async () => {
      await expectRows(table, expectedCodes({}));
      await expect(gridRoot(table)).toHaveAttribute('data-density', 'compact');
      const [, firstRow] = within(table).getAllByRole('row');
      await expect(firstRow!.getBoundingClientRect().height).toBeLessThan(40);
    });
  },
};

/**
 * A brand through CSS variables only: `className="acme-brand"` and, in the host's stylesheet
 * (`stories/brandTheme.css`), `.deliveries-table.acme-brand { --dt-accent: …; }`, with lighter
 * text tokens scoped to the dark header row (`.acme-brand .dt-thead`).
 */
export const BrandTheme: Story = {
  args: { className: 'acme-brand' },
  parameters: { fixedTheme: true },
  play: async ({ canvasElement, userEvent, step }) => {
    const canvas = within(canvasElement);
    const table = deliveriesTable(canvasElement);
    await step('the rows load in the brand colours and font', async () => {
      await expectRows(table, expectedCodes({}));
      const header = within(table).getByRole('columnheader', { name: 'Code' });
      await expect(getComputedStyle(header).backgroundColor).toBe('rgb(59, 7, 100)');
      await expect(getComputedStyle(table).fontFamily).toContain('Georgia');
    });
    await step('a sorted header stays light on the brand colour', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Code' }));
      const header = within(table).getByRole('columnheader', { name: 'Code' });
      await expect(header).toHaveAttribute('aria-sort', 'ascending');
      await expect(getComputedStyle(header).color).toBe('rgb(255, 255, 255)');
      await expectRows(table, expectedCodes({ orderBy: { key: 'code', order: 'asc' } }));
    });
  },
};
