import type { Meta, StoryObj } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { userEvent, within } from 'storybook/test';
import { PlainDeliveriesGrid } from './headless/PlainDeliveriesGrid';
import { serveReferenceBackend, storyBaseUrl, statusOptions } from './support/referenceBackend';
import { deliveriesTable, expectedCodes, expectRows } from './support/play';

function HostApp() {
  // A host's own QueryClient: the model needs one above it, as any react-query hook does.
  const [queryClient] = useState(() => new QueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <PlainDeliveriesGrid
        baseUrl={storyBaseUrl}
        statusOptions={statusOptions}
        locale="en-GB"
        timeZone="Europe/Berlin"
        initialState={{ pageSize: 10 }}
      />
    </QueryClientProvider>
  );
}

/**
 * `useDeliveriesGrid` under plain HTML: a host on its own design system draws the same grid,
 * with the same requests, checks and states, from the model `DeliveriesTable` is built on.
 */
const meta = {
  title: 'Headless/useDeliveriesGrid',
  component: HostApp,
  beforeEach: ({ msw }) => serveReferenceBackend(msw),
} satisfies Meta<typeof HostApp>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Sorting by a header and turning the page, all through the model's actions. */
export const PlainMarkup: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = deliveriesTable(canvasElement);
    await expectRows(table, expectedCodes({ pageSize: 10 }));
    await userEvent.click(canvas.getByRole('button', { name: 'Code' }));
    const sorted = { pageSize: 10, orderBy: { key: 'code', order: 'asc' } } as const;
    await expectRows(table, expectedCodes(sorted));
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expectRows(table, expectedCodes({ ...sorted, pageNumber: 2 }));
  },
};
