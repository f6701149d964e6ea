import '@src/theme/styles.css';
import { screen, waitFor } from '@testing-library/react';
import { page } from 'vitest/browser';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Delivery } from '@src/api/types';
import { defaultDeliveryColumns } from '@src/state/columns/defaultDeliveryColumns';
import type { DeliveryColumn } from '@src/table/types';
import { generateDeliveries, type MockDelivery } from '@src/mocks/index';
import { gridRenderer } from '../harness';
import { nextFrames } from '../harness/nextFrames';
import { focused } from '../focus/focusProbe';

beforeAll(() => page.viewport(1280, 800));
afterAll(() => page.viewport(414, 896));
// React reports the error the body's boundary catches on console.error; here that is the point.
beforeEach(() => void vi.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => vi.restoreAllMocks());

// A host's Customer cell that cannot draw one delivery (its data is bad on the server for a while).
const columns: DeliveryColumn[] = defaultDeliveryColumns.map((column) =>
  column.id === 'customerBusinessPartnerName'
    ? {
        ...column,
        cell: (delivery: Delivery) => {
          if (delivery.customerBusinessPartnerName === 'Broken') throw new Error('no customer');
          return delivery.customerBusinessPartnerName;
        },
      }
    : column,
);
const renderGrid = gridRenderer({
  initialState: { pageSize: 10 },
  timeZone: 'UTC',
  refresh: {},
  columns,
  detail: {
    placement: 'inline',
    render: (delivery) => (
      <label>
        Note for {delivery.code}
        <textarea />
      </label>
    ),
  },
});
const keys = () =>
  [...document.querySelectorAll('tbody tr[data-key]')].map((row) => row.getAttribute('data-key')!);

// Accessibility.mdx, "Where focus goes when its control goes away": focus moves only if it was
// lost; a control a person went to keeps it.
/**
 * Inline details of the third row open, "Dock 3" typed in their note, then a refresh bringing
 * a row the Customer cell cannot draw: the body shows its alert.
 */
async function noteTypedThenRowsFail() {
  const rows: MockDelivery[] = generateDeliveries(12, 9).map((delivery) => ({ ...delivery }));
  const grid = await renderGrid({}, { serve: rows }).ready();
  const code = keys()[2]!;
  await grid.user.click(screen.getByRole('button', { name: `Show details for ${code}` }));
  const note = await screen.findByRole<HTMLTextAreaElement>('textbox', {
    name: `Note for ${code}`,
  });
  await grid.user.click(note);
  await grid.user.keyboard('Dock 3');
  // A refresh (the grid's own, or the host's invalidation) brings a row the cell cannot draw.
  const broken = rows.findIndex((delivery) => delivery.code === keys()[5]);
  rows[broken] = { ...rows[broken]!, customerBusinessPartnerName: 'Broken' };
  await grid.queryClient.invalidateQueries();
  await screen.findByRole('alert');
  const mend = () =>
    (rows[broken] = { ...rows[broken]!, customerBusinessPartnerName: 'Mended GmbH' });
  return { grid, code, note, mend };
}

describe('inline details whose rows failed and came back', () => {
  it('leave focus on "Refresh", where the person put it, when the rows draw again', async () => {
    const { grid, code, mend } = await noteTypedThenRowsFail();
    // The server is fixed; the person presses "Refresh".
    mend();
    await grid.user.click(screen.getByRole('button', { name: 'Refresh' }));
    await screen.findByText('Mended GmbH');
    await screen.findByRole('region', { name: `Delivery ${code}` });
    await nextFrames(3);
    expect(focused()).toEqual({ role: 'button', name: 'Refresh' });
  });

  it('leave focus in the search box while the person types there', async () => {
    const { grid, code, note } = await noteTypedThenRowsFail();
    // The person searches for the open delivery: its row comes back, alone.
    const search = screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search deliveries' });
    await grid.user.click(search);
    await grid.user.keyboard(code);
    await waitFor(() => expect(keys()).toEqual([code]));
    await screen.findByRole('region', { name: `Delivery ${code}` });
    await nextFrames(3);
    expect(focused()).toEqual({ role: 'searchbox', name: 'Search deliveries' });
    await grid.user.keyboard(' ');
    expect(search.value).toBe(`${code} `);
    expect(note.value).toBe('Dock 3');
  });
});
