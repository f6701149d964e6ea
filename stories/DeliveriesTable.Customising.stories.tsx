import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { DeliveriesTable, type DeliveryColumn, type StatusOption } from '@src/index';
import {
  referenceDataset,
  serveReferenceBackend,
  referenceGridArgs,
} from './support/referenceBackend';
import { mockStatuses } from '@src/mocks/index';
import { englishLeftIn } from './support/englishLeft';
import {
  germanExportMessages,
  germanFilterMessages,
  germanSavedViewsMessages,
  germanTableMessages,
} from './support/germanMessages';
import { deliveriesTable, expectedCodes, expectRows, settleTimeout } from './support/play';

/** Columns, cell renderers, status meanings, language and time zone: all props of the grid. */
const meta = {
  title: 'DeliveriesTable/Customising',
  component: DeliveriesTable,
  args: referenceGridArgs,
  parameters: {
    controls: { include: ['columns', 'statusOptions', 'locale', 'timeZone', 'messages'] },
  },
  beforeEach: ({ msw }) => serveReferenceBackend(msw),
} satisfies Meta<typeof DeliveriesTable>;

export default meta;
type Story = StoryObj<typeof meta>;

function TagList({ tags }: { tags: unknown }) {
  if (!Array.isArray(tags) || tags.length === 0) return <span aria-hidden="true">–</span>;
  return (
    <span style={{ display: 'inline-flex', gap: 4 }}>
      {tags.map((tag) => (
        <span
          key={String(tag)}
          style={{
            padding: '0 6px',
            borderRadius: 4,
            background: 'var(--dt-tone-neutral-bg)',
            color: 'var(--dt-tone-neutral-fg)',
          }}
        >
          {String(tag)}
        </span>
      ))}
    </span>
  );
}

const customColumns: readonly DeliveryColumn[] = [
  {
    id: 'code',
    header: 'Delivery',
    cell: (delivery) => <a href={`#/deliveries/${delivery.code}`}>{delivery.code}</a>,
  },
  { id: 'status' },
  { id: 'customerBusinessPartnerName', header: 'Customer' },
  { id: 'duQty', header: 'Qty' },
  { id: 'insertTime' },
  // A field beyond the contract (the reference backend sends `tags`): shown, not sortable.
  {
    id: 'tags',
    header: 'Tags',
    sortKey: false,
    cell: (delivery) => <TagList tags={delivery.tags} />,
  },
];

/**
 * Own order and headers, the code as a link, and `tags` (a field the contract does not name)
 * with its own renderer and `sortKey: false`.
 */
export const CustomColumns: Story = {
  args: { columns: customColumns },
  play: async ({ canvasElement, userEvent, step }) => {
    const canvas = within(canvasElement);
    const table = deliveriesTable(canvasElement);

    await step('the headers come in the host order', async () => {
      await expectRows(table, expectedCodes({}));
      const headers = within(table).getAllByRole('columnheader');
      await expect(headers.map((header) => header.textContent)).toEqual([
        'Delivery',
        'Status',
        'Customer',
        'Qty',
        'Inserted',
        'Tags',
      ]);
    });

    await step('"Tags" cannot be sorted; the code is a link', async () => {
      const tags = within(table).getByRole('columnheader', { name: 'Tags' });
      await expect(tags).not.toHaveAttribute('aria-sort');
      await expect(within(tags).queryByRole('button', { name: 'Tags' })).toBeNull();
      const first = referenceDataset[0]!;
      await expect(canvas.getByRole('link', { name: first.code })).toHaveAttribute(
        'href',
        `#/deliveries/${first.code}`,
      );
    });

    await step('"Qty" sorts by duQty', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Qty' }));
      await expect(canvas.getByRole('columnheader', { name: 'Qty' })).toHaveAttribute(
        'aria-sort',
        'ascending',
      );
      await expectRows(table, expectedCodes({ orderBy: { key: 'duQty', order: 'asc' } }));
    });
  },
};

const hostStatuses: readonly StatusOption[] = [
  { value: 0, label: 'Draft', tone: 'neutral' },
  { value: 1, label: 'Booked', tone: 'info' },
  { value: 2, label: 'Being picked', tone: 'info' },
  { value: 3, label: 'On the road', tone: 'info' },
  { value: 4, label: 'Handed over', tone: 'success' },
  { value: 5, label: 'Running late', tone: 'warning' },
  { value: 6, label: 'Called off', tone: 'danger' },
];

/**
 * The host names the status codes (the contract does not) and gives each a tone:
 * neutral, info, success, warning or danger. Without `statusOptions` a status shows as its number.
 */
export const StatusTones: Story = {
  args: { statusOptions: hostStatuses },
  play: async ({ canvasElement, step }) => {
    const table = deliveriesTable(canvasElement);
    await step('every status shows its label in its tone', async () => {
      await expectRows(table, expectedCodes({}));
      const [, ...rows] = within(table).getAllByRole('row');
      const tones = new Set<string>();
      for (const [index, row] of rows.entries()) {
        const option = hostStatuses.find(
          (status) => status.value === referenceDataset[index]!.status,
        )!;
        const badge = within(row).getByText(option.label);
        await expect(badge).toHaveAttribute('data-tone', option.tone);
        tones.add(option.tone!);
      }
      await expect([...tones].sort()).toEqual(['danger', 'info', 'success', 'warning']);
    });
  },
};

/** The reference backend's statuses, named in German. */
const germanStatusOptions: readonly StatusOption[] = mockStatuses.map((status) => ({
  ...status,
  label: (
    [
      'Angelegt',
      'Bestätigt',
      'In Kommissionierung',
      'Unterwegs',
      'Zugestellt',
      'Verspätet',
      'Storniert',
    ] as const
  )[status.value]!,
}));

/**
 * German throughout: every string of the grid, its filters, views and export (`messages.table`,
 * `.filters`, `.savedViews`, `.exporting`) and the status labels, German number and date
 * formats (`locale="de-DE"`) and times shown and entered in Tokyo (`timeZone="Asia/Tokyo"`).
 */
export const LocaleAndTimeZone: Story = {
  args: {
    locale: 'de-DE',
    timeZone: 'Asia/Tokyo',
    statusOptions: germanStatusOptions,
    messages: {
      table: germanTableMessages,
      filters: germanFilterMessages,
      savedViews: germanSavedViewsMessages,
      exporting: germanExportMessages,
    },
  },
  play: async ({ canvasElement, userEvent, step }) => {
    const canvas = within(canvasElement);
    const table = deliveriesTable(canvasElement, 'Lieferungen');

    await step('German names, and times in Tokyo', async () => {
      await expectRows(table, expectedCodes({}));
      await expect(within(table).getByRole('columnheader', { name: 'Nummer' })).toBeVisible();
      await expect(canvas.getByText('Seite 1')).toBeVisible();
      await expect(canvas.getByText('Zeilen 1–25')).toBeVisible();
      const first = referenceDataset[0]!;
      const tokyo = new Intl.DateTimeFormat('de-DE', {
        dateStyle: 'medium',
        timeStyle: 'short',
        timeZone: 'Asia/Tokyo',
      }).format(new Date(first.insertTime));
      const [, firstRow] = within(table).getAllByRole('row');
      await expect(within(firstRow!).getByRole('cell', { name: tokyo })).toBeVisible();
    });

    await step('"Nächste Seite" goes to "Seite 2"', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Nächste Seite' }));
      await expectRows(table, expectedCodes({ pageNumber: 2 }));
      await expect(canvas.getByText('Seite 2')).toBeVisible();
    });

    await step('no English word in the toolbar, the table or the open menus', async () => {
      const toolbar = canvasElement.querySelector<HTMLElement>('.dt-toolbar')!;
      await expect(englishLeftIn(toolbar)).toEqual([]);
      await expect(englishLeftIn(table)).toEqual([]);
      await userEvent.click(canvas.getByRole('button', { name: /^Spalten/ }));
      await expect(englishLeftIn(canvas.getByRole('region', { name: 'Spalten' }))).toEqual([]);
      await userEvent.keyboard('{Escape}');
      await userEvent.click(canvas.getByRole('button', { name: /^Ansichten/ }));
      const views = await canvas.findByRole('region', { name: 'Ansichten' }, settleTimeout);
      await waitFor(() => expect(within(views).getByLabelText('Name der Ansicht')).toBeVisible());
      await expect(englishLeftIn(views)).toEqual([]);
      await userEvent.keyboard('{Escape}');
      await userEvent.click(canvas.getByRole('button', { name: /^Exportieren/ }));
      await expect(englishLeftIn(canvas.getByRole('menu'))).toEqual([]);
      await userEvent.keyboard('{Escape}');
    });

    await step('the "Filter" panel enters dates in Tokyo time, its hints in German', async () => {
      await userEvent.click(canvas.getByRole('button', { name: /^Filter/ }));
      const region = await canvas.findByRole('region', { name: 'Filter' }, settleTimeout);
      const panel = within(region);
      await waitFor(() => expect(panel.getByText('Zeiten in Asia/Tokyo')).toBeVisible());
      await expect(panel.getByRole('button', { name: 'Filter anwenden' })).toBeVisible();
      await expect(englishLeftIn(region)).toEqual([]);
      await expect(englishLeftIn(canvasElement.querySelector<HTMLElement>('.dt-toolbar')!)).toEqual(
        [],
      );
    });
  },
};
