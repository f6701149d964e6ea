import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockStatuses } from '@src/mocks/index';
import type { DeliveriesRequest } from '@src/api/types';
import { gridRenderer } from '../harness';
import { dataset, expectedCodes, firstPage, serveDeliveries, shownCodes } from './deliveriesServer';

const statusOptions = mockStatuses.map(({ value, label, tone }) => ({ value, label, tone }));
const deliveredCode = statusOptions.find((option) => option.label === 'Delivered')!.value;

const renderGrid = gridRenderer({
  statusOptions,
  timeZone: 'Europe/Berlin',
  locale: 'en-GB',
  search: { debounceMs: 20 },
});

async function expectRowsFor(request: DeliveriesRequest) {
  await waitFor(() => expect(shownCodes()).toEqual(expectedCodes(request)));
}

describe('the filter panel inside DeliveriesTable', () => {
  it('applies a status filter from page 2: back to page 1, counted on "Filters", shown as a chip', async () => {
    const bodies = serveDeliveries();
    const { user } = renderGrid();
    await expectRowsFor(firstPage);
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await expectRowsFor({ ...firstPage, pageNumber: 2 });

    const toggle = screen.getByRole('button', { name: 'Filters' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    const panel = await screen.findByRole('region', { name: 'Filters' });
    await user.click(within(panel).getByRole('combobox', { name: 'Status' }));
    await user.click(screen.getByRole('option', { name: 'Delivered' }));
    // Editing the draft sends nothing.
    expect(bodies).toHaveLength(2);

    await user.click(within(panel).getByRole('button', { name: 'Apply filters' }));
    const filtered: DeliveriesRequest = { ...firstPage, filters: { status: [deliveredCode] } };
    await expectRowsFor(filtered);
    expect(bodies.at(-1)).toEqual(filtered);
    expect(expectedCodes(filtered).length).toBeGreaterThan(0);
    expect(screen.getByText('Page 1')).toBeTruthy();
    // The panel closes, focus returns to the toggle, which now tells the count.
    expect(screen.queryByRole('region', { name: 'Filters' })).toBeNull();
    expect(document.activeElement).toBe(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(toggle.textContent).toContain('1');
    expect(toggle.getAttribute('aria-describedby')).toBeTruthy();
    expect(
      document.getElementById(toggle.getAttribute('aria-describedby')!)?.textContent,
    ).toContain('1 filter active');

    const sent = bodies.length;
    await user.click(screen.getByRole('button', { name: /Remove filter: Status: Delivered/ }));
    // Page 1 without filters is still fresh in the cache: shown again without a request.
    await expectRowsFor(firstPage);
    expect(bodies).toHaveLength(sent);
    expect(toggle.textContent).toBe('Filters');
  });

  it('"Clear all" removes every applied filter; an unapplied draft survives closing the panel', async () => {
    const bodies = serveDeliveries();
    const { user } = renderGrid();
    await expectRowsFor(firstPage);

    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const panel = await screen.findByRole('region', { name: 'Filters' });
    const tags = within(panel).getByLabelText('Tags');
    await user.type(tags, 'fragile{Enter}');
    const ids = within(panel).getByRole('textbox', { name: 'Delivery IDs' });
    await user.type(ids, `${dataset[0]!.id as number},${dataset[1]!.id as number}{Enter}`);
    // Closing and reopening keeps what was typed.
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    expect(screen.getByRole('button', { name: 'Remove fragile' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    const ascendingIds = [dataset[0]!.id as number, dataset[1]!.id as number].sort((a, b) => a - b);
    const filtered: DeliveriesRequest = {
      ...firstPage,
      filters: { deliveryIds: ascendingIds, tags: ['fragile'] },
    };
    await waitFor(() => expect(bodies.at(-1)).toEqual(filtered));
    await expectRowsFor(filtered);

    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    await expectRowsFor(firstPage);
    expect(bodies.filter((body) => body.filters === undefined)).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Clear all' })).toBeNull();
  });

  it('"No deliveries found" offers "Clear filters" when filters exclude everything', async () => {
    const bodies = serveDeliveries();
    const { user } = renderGrid();
    await expectRowsFor(firstPage);
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    await user.type(await screen.findByLabelText('Tags'), 'no-such-tag{Enter}');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));

    const table = screen.getByRole('table', { name: 'Deliveries' });
    expect(await within(table).findByText('No deliveries found')).toBeTruthy();
    expect(bodies.at(-1)).toEqual({ ...firstPage, filters: { tags: ['no-such-tag'] } });
    await user.click(within(table).getByRole('button', { name: 'Clear filters' }));
    await expectRowsFor(firstPage);
    expect(screen.queryByRole('button', { name: 'Clear all' })).toBeNull();
  });
});
