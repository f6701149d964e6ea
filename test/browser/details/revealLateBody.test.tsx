import '@src/theme/styles.css';
import { screen, waitFor } from '@testing-library/react';
import { page } from 'vitest/browser';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { Delivery } from '@src/index';
import { generateDeliveries } from '@src/mocks/index';
import { gridRenderer } from '../harness';

// The virtualized body's code on a slow network: held until the test lets it through.
const gate = await vi.hoisted(async () => (await import('../harness/chunkGate')).chunkGate());
vi.mock('@src/table/DeliveriesTableVirtualRows', async (importOriginal) => {
  await gate.opened;
  return importOriginal();
});

afterAll(() => page.viewport(414, 896));

const long = generateDeliveries(1200, 9);
const open = long[600]!;
const card = (delivery: Delivery) => <p>{delivery.customerBusinessPartnerName}</p>;
const frames = (count: number) =>
  new Promise<void>((resolve) => {
    const next = (left: number) =>
      left === 0 ? resolve() : requestAnimationFrame(() => next(left - 1));
    next(count);
  });

describe('details opened by a link on a long page whose virtualized body comes late', () => {
  it("bring the open delivery's row into view once the body that can draw it is there", async () => {
    await page.viewport(1280, 800);
    await gridRenderer(
      {
        initialState: { pageSize: 1000 },
        paging: { pageSizeOptions: [25, 1000], prefetchNextPage: false },
        detail: { render: card, defaultOpen: open.code },
      },
      { serve: long },
    )().ready();
    await screen.findByRole('complementary', { name: `Delivery ${open.code}` });
    const table = screen.getByRole('table', { name: 'Deliveries' });
    // Till the body's code comes, the first 100 rows show as a short page would: the open row
    // is not among them. Long enough for any number of frames' tries to have run out.
    await waitFor(() => expect(table.querySelectorAll('tbody tr[data-index]')).toHaveLength(100));
    await frames(90);
    expect(table.querySelector('tbody tr[data-index="600"]')).toBeNull();

    gate.open();
    await waitFor(() => expect(table.querySelector('tbody[data-virtualized]')).not.toBeNull());
    await waitFor(() => expect(table.querySelector('tbody tr[data-index="600"]')).not.toBeNull());
    // Drawn where a person sees it, inside the scroll area's view.
    const scroller = table.closest<HTMLElement>('.dt-scroll')!;
    const row = table.querySelector<HTMLElement>('tbody tr[data-index="600"]')!;
    await waitFor(() => {
      const view = scroller.getBoundingClientRect();
      const box = row.getBoundingClientRect();
      expect(box.top).toBeGreaterThanOrEqual(view.top);
      expect(box.bottom).toBeLessThanOrEqual(view.bottom);
    });
  });
});
