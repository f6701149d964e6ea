import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { generateDeliveries } from '@src/mocks/index';
import { gridRenderer } from '../harness';

const dataset = generateDeliveries(60, 5);
const renderGrid = gridRenderer(
  { timeZone: 'UTC', filters: { defaultOpen: true } },
  { serve: dataset },
);
const g = { timeout: 10_000 };

describe('the locale switched while a typed date waits in the filter panel', () => {
  it('shows the date in the new format and sends the day that was typed', async () => {
    const grid = await renderGrid({ locale: 'en-US' }).ready();
    const panel = await screen.findByRole('region', { name: 'Filters' }, g);
    const from = within(panel).getByLabelText<HTMLInputElement>('Inserted from');
    // 4 March 2026, as a person in the US types it.
    await grid.user.type(from, '03/04/2026, 10:00 AM');
    await grid.user.tab();
    expect(from.value).toBe('03/04/2026, 10:00 AM');

    // The host switches the grid to British English (the person picked it in the portal).
    grid.rerenderGrid({ locale: 'en-GB', filters: { defaultOpen: true } });
    const field = () =>
      within(screen.getByRole('region', { name: 'Filters' })).getByLabelText<HTMLInputElement>(
        'Inserted from',
      );
    // The person checks the field (focus in and out, as a keyboard user passes it) and applies.
    field().focus();
    await grid.user.tab();
    const shown = field().value;
    await grid.user.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(grid.bodies.at(-1)?.filters).toBeDefined(), g);
    // What the person typed is 4 March: the request says so, and the field reads it in en-GB.
    expect({ sent: grid.bodies.at(-1)?.filters?.insertFrom, shown }).toEqual({
      sent: '2026-03-04T10:00:00.000Z',
      shown: '04/03/2026, 10:00',
    });
  });
});
