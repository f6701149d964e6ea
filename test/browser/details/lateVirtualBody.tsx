import '@src/theme/styles.css';
import { screen, waitFor } from '@testing-library/react';
import { page } from 'vitest/browser';
import { expect } from 'vitest';
import type { Delivery } from '@src/index';
import { generateDeliveries } from '@src/mocks/index';
import { gridRenderer, nextFrames } from '../harness';

const long = generateDeliveries(1200, 9);
/** The delivery a link opens: row 600 of a 1,000-row page. */
export const linkedDelivery = long[600]!;
const card = (delivery: Delivery) => <p>{delivery.customerBusinessPartnerName}</p>;

/**
 * A 1,000-row page with details opened by a link on row 600, while the test file holds the
 * virtualized body's code back (`vi.mock` with a `chunkGate`): resolves once the first 100 rows
 * show as a short page would and any number of frames' tries to reveal the row have run out.
 *
 * @example
 * ```ts
 * const { table, scroller } = await linkedDetailsOnLateBody();
 * gate.open();
 * ```
 */
export async function linkedDetailsOnLateBody() {
  await page.viewport(1280, 800);
  await gridRenderer(
    {
      initialState: { pageSize: 1000 },
      paging: { pageSizeOptions: [25, 1000], prefetchNextPage: false },
      detail: { render: card, defaultOpen: linkedDelivery.code },
    },
    { serve: long },
  )().ready();
  await screen.findByRole('complementary', { name: `Delivery ${linkedDelivery.code}` });
  const table = screen.getByRole('table', { name: 'Deliveries' });
  await waitFor(() => expect(table.querySelectorAll('tbody tr[data-index]')).toHaveLength(100));
  await nextFrames(90);
  expect(table.querySelector('tbody tr[data-index="600"]')).toBeNull();
  return { table, scroller: table.closest<HTMLElement>('.dt-scroll')! };
}
